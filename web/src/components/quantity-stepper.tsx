import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './controls.module.css';
import glyphs from './glyphs.module.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Upper bound (stock / order limit); the field never offers more. */
  max?: number;
  min?: number;
  /** Names the product so "Increase quantity" is unambiguous in a grid of cards. */
  itemName: string;
  disabled?: boolean;
  /**
   * Until the shopper focuses it, show the quantity as a focusable spin button rather than an
   * `<input>`; focusing it (Tab, click or tap) swaps in the real field. For grids of cards:
   * Chromium lays out every form control on the page when parsing ends and again on `load`,
   * even inside cards that `content-visibility: auto` skips, so one input per card undid the
   * skipping (bench/NOTES.md, "Form controls in skipped cards").
   */
  deferInput?: boolean;
}

/** Parse what a shopper typed: anything that is not a whole number ≥ min becomes min (spec §5). */
export function coerceQuantity(text: string, min = 1, max = Number.POSITIVE_INFINITY): number {
  const parsed = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(parsed) || parsed < min) return min;
  return Math.min(parsed, max);
}

/** − / quantity / + as plain elements with CSS icons (it repeats in every product card; see controls.module.css). */
export function QuantityStepper({
  value,
  onChange,
  max = Number.POSITIVE_INFINITY,
  min = 1,
  itemName,
  disabled,
  deferInput = false,
}: QuantityStepperProps) {
  // While typing, the field may hold '' or a half-typed number; it settles on blur/Enter.
  const [draft, setDraft] = useState<string | null>(null);
  // With deferInput: whether the real field is in place (from focus until blur; only the
  // spin button sets it).
  const [editing, setEditing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    // The field replaced the focused spin button: focus moves to it, its text selected so
    // that typing replaces the quantity.
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }, [editing]);

  const commit = (text: string) => {
    setDraft(null);
    onChange(coerceQuantity(text, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value);
  };

  const label = `Quantity of ${itemName}`;
  const stepButton = `${styles.button} ${styles.outline} ${styles.icon} ${glyphs.glyph}`;
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={`${stepButton} ${glyphs.minus}`}
        aria-label={`Decrease quantity of ${itemName}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      />
      {deferInput && !editing ? (
        <span
          role="spinbutton"
          className={`${styles.input} ${styles.inputDisplay}`}
          tabIndex={disabled ? -1 : 0}
          aria-label={label}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={Number.isFinite(max) ? max : undefined}
          aria-disabled={disabled || undefined}
          onFocus={disabled ? undefined : () => setEditing(true)}
        >
          {String(value)}
        </span>
      ) : (
        <input
          ref={inputRef}
          className={styles.input}
          inputMode="numeric"
          aria-label={label}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => {
            commit(event.target.value);
            setEditing(false);
          }}
          onKeyDown={onKeyDown}
        />
      )}
      <button
        type="button"
        className={`${stepButton} ${glyphs.plus}`}
        aria-label={`Increase quantity of ${itemName}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      />
    </div>
  );
}
