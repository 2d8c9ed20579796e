import { dayLabel as dayName, DELIVERY_MESSAGES } from '@fruit-shop/common/delivery.rules';
import spinner from '../../components/spinner.module.css';
import styles from './delivery-slot-picker.module.css';
import type { DeliverySlotState } from './use-checkout';

function slotNote(slot: DeliverySlotState['slots'][number]): string {
  if (slot.status === 'closed') return 'Closed';
  if (slot.status === 'full' || slot.available <= 0) return 'Full';
  return `${slot.available} left`;
}

/**
 * Delivery Slot (issue 29 part 2): the slots of the next three days for the billing form's
 * pincode, or why there are none — a pincode not entered yet, one the shop does not deliver to
 * (said before any payment), or no slot open. Full and closed slots are shown, not chosen.
 */
export function DeliverySlotPicker({ slots: state }: { slots: DeliverySlotState }) {
  const errorId = 'delivery-slot-error';
  let body;
  if (!state.pincode) {
    body = <p className={styles.hint}>Enter your 6-digit pincode to see the delivery slots.</p>;
  } else if (state.loading) {
    body = (
      <p className={styles.hint} role="status">
        <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden /> Checking delivery to {state.pincode}…
      </p>
    );
  } else if (state.loadFailed) {
    body = (
      <p className={styles.notice}>
        Could not load the delivery slots.{' '}
        <button type="button" onClick={state.retry}>
          Try again
        </button>
      </p>
    );
  } else if (!state.serviceable) {
    body = <p className={styles.notice}>{state.notServiceable}</p>;
  } else if (!state.slots.some((s) => s.status === 'open')) {
    body = <p className={styles.notice}>{DELIVERY_MESSAGES.noSlots}</p>;
  } else {
    const days = [...new Set(state.slots.map((s) => s.date))];
    body = days.map((date) => (
      <div key={date} className={styles.day} role="group" aria-label={dayName(date)}>
        <span className={styles.dayName} aria-hidden>
          {dayName(date)}
        </span>
        <div className={styles.slots}>
          {state.slots
            .filter((s) => s.date === date)
            .map((s) => {
              const open = s.status === 'open' && s.available > 0;
              return (
                <label key={s.id} className={styles.slot}>
                  <input
                    type="radio"
                    name="deliverySlot"
                    value={s.id}
                    checked={state.selected === s.id}
                    disabled={!open}
                    onChange={() => state.select(s.id)}
                    aria-describedby={state.error ? errorId : undefined}
                  />
                  <span>
                    {s.start}–{s.end}
                    <span className={styles.left}>{slotNote(s)}</span>
                  </span>
                </label>
              );
            })}
        </div>
      </div>
    ));
  }
  return (
    <fieldset className={styles.section} aria-describedby={state.error ? errorId : undefined}>
      <legend>Delivery Slot</legend>
      {body}
      <div role="alert" id={errorId}>
        {state.error ? <p className={styles.error}>{state.error}</p> : null}
      </div>
    </fieldset>
  );
}
