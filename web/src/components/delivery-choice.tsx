import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import spinner from './spinner.module.css';
import styles from './delivery-choice.module.css';

/*
 * Where and when a subscription delivers (issue 38 part 2): a saved address and a daily
 * window of its pincode, as radio cards. Shared by the plan checkout and the subscription's
 * "Change where and when" dialog; plain elements, so the checkout's chunk takes no Chakra.
 */

/** A saved address as the choice shows it (the account's Address). */
export interface ChoiceAddress {
  id: string;
  fullName?: string | null;
  phone?: string | null;
  addressLine1: string;
  addressLine2?: string | null;
  landmark?: string | null;
  city?: string | null;
  state?: string | null;
  pinCode?: string | null;
  isDefault: boolean;
}

/** A daily window: a slot of the pincode without its day. */
export interface DailyWindow {
  slotId: string;
  start: string;
  end: string;
}

/** Where account addresses are added (the account's Addresses tab). */
export const ADD_ADDRESS_HREF = '/account?tab=addresses';
export const WINDOW_HINT = 'Deliveries come in this window on each delivery day';

const text = (value: string | null | undefined) => value?.trim() ?? '';

/** '12 MG Road, Flat 4, Pune, Maharashtra 411001': one line for an address. */
export function addressLine(address: ChoiceAddress): string {
  const street = [address.addressLine1, address.addressLine2, address.landmark, address.city, address.state].map(text).filter(Boolean).join(', ');
  return [street, text(address.pinCode)].filter(Boolean).join(' ');
}

/** The primary address, else the first. */
export function primaryAddress<A extends ChoiceAddress>(addresses: readonly A[]): A | undefined {
  return addresses.find((a) => a.isDefault) ?? addresses[0];
}

/**
 * The daily windows among a pincode's slots (`<slotId>:<date>` for the next days): one per
 * start–end, whatever its day or how full it is today, earliest first.
 */
export function dailyWindows(slots: readonly { id: string; start: string; end: string }[]): DailyWindow[] {
  const seen = new Map<string, DailyWindow>();
  for (const slot of slots) {
    const key = `${slot.start}-${slot.end}`;
    if (!seen.has(key)) seen.set(key, { slotId: slot.id.split(':')[0], start: slot.start, end: slot.end });
  }
  return [...seen.values()].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}

export const windowLabel = (window: { start: string; end: string }) => `${window.start}–${window.end}`;

function Loading({ label }: { label: string }) {
  return (
    <p className={styles.hint} role="status">
      <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden /> {label}
    </p>
  );
}

function Failed({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <p className={styles.notice}>
      {label}{' '}
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

/** The saved addresses as radio cards (the primary one marked), or why there are none. */
export function AddressChoice({
  idPrefix,
  addresses,
  loading,
  failed,
  onRetry,
  selected,
  onSelect,
  error,
}: {
  idPrefix: string;
  addresses: readonly ChoiceAddress[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: string | null;
  onSelect: (id: string) => void;
  /** Why the chosen address cannot be used (the server's refusal, an unserved pincode). */
  error: string | null;
}) {
  const errorId = `${idPrefix}-address-error`;
  let body: ReactNode;
  if (loading && !addresses.length) body = <Loading label="Loading your addresses…" />;
  else if (failed && !addresses.length) body = <Failed label="Could not load your addresses." onRetry={onRetry} />;
  else if (!addresses.length) {
    body = (
      <p className={styles.notice}>
        You have no saved address yet. <RouterLink to={ADD_ADDRESS_HREF}>Add an address in your account</RouterLink>, then come back here.
      </p>
    );
  } else {
    body = (
      <div className={styles.options}>
        {addresses.map((address) => (
          <label key={address.id} className={styles.option}>
            <input
              type="radio"
              name={`${idPrefix}-address`}
              value={address.id}
              checked={selected === address.id}
              onChange={() => onSelect(address.id)}
              aria-invalid={error && selected === address.id ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span>
              <span className={styles.name}>
                {text(address.fullName) || 'Saved address'}
                {address.isDefault ? <span className={styles.primary}>Primary</span> : null}
              </span>
              <span className={styles.line}>{addressLine(address)}</span>
              {address.phone ? <span className={styles.line}>{address.phone}</span> : null}
            </span>
          </label>
        ))}
      </div>
    );
  }
  return (
    <fieldset className={styles.section} aria-describedby={error ? errorId : undefined}>
      <legend>Delivery address</legend>
      {body}
      <p id={errorId} role="alert" className={styles.error}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}

/** The daily windows of the chosen address's pincode, or why there are none. */
export function WindowChoice({
  idPrefix,
  windows,
  hasAddress,
  loading,
  failed,
  onRetry,
  selected,
  onSelect,
  error,
}: {
  idPrefix: string;
  windows: readonly DailyWindow[];
  hasAddress: boolean;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: string | null;
  onSelect: (slotId: string) => void;
  error: string | null;
}) {
  const errorId = `${idPrefix}-window-error`;
  const hintId = `${idPrefix}-window-hint`;
  let body: ReactNode;
  if (!hasAddress) body = <p className={styles.hint}>Choose an address to see its delivery windows.</p>;
  else if (loading) body = <Loading label="Checking delivery windows…" />;
  else if (failed) body = <Failed label="Could not load the delivery windows." onRetry={onRetry} />;
  else if (!windows.length) body = error ? null : <p className={styles.hint}>No delivery window is offered for this address.</p>;
  else {
    body = (
      <div className={`${styles.options} ${styles.windows}`}>
        {windows.map((window) => (
          <label key={window.slotId} className={styles.option}>
            <input
              type="radio"
              name={`${idPrefix}-window`}
              value={window.slotId}
              checked={selected === window.slotId}
              onChange={() => onSelect(window.slotId)}
              aria-invalid={error && selected === window.slotId ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            />
            <span className={styles.name}>{windowLabel(window)}</span>
          </label>
        ))}
      </div>
    );
  }
  return (
    <fieldset className={styles.section} aria-describedby={error ? `${errorId} ${hintId}` : hintId}>
      <legend>Preferred delivery window</legend>
      <p id={hintId} className={styles.hint}>
        {WINDOW_HINT}
      </p>
      {body}
      <p id={errorId} role="alert" className={styles.error}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}
