import { useState, type KeyboardEvent } from 'react';
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
}

/** Parse what a shopper typed: anything that is not a whole number ≥ min becomes min (spec §5). */
export function coerceQuantity(text: string, min = 1, max = Number.POSITIVE_INFINITY): number {
  const parsed = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(parsed) || parsed < min) return min;
  return Math.min(parsed, max);
}

/** − / quantity / + as plain elements with CSS icons (it repeats in every product card; see controls.module.css). */
export function QuantityStepper({ value, onChange, max = Number.POSITIVE_INFINITY, min = 1, itemName, disabled }: QuantityStepperProps) {
  // While typing, the field may hold '' or a half-typed number; it settles on blur/Enter.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (text: string) => {
    setDraft(null);
    onChange(coerceQuantity(text, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value);
  };

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
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label={`Quantity of ${itemName}`}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={onKeyDown}
      />
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
