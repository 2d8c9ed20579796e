import { useId, useState, type KeyboardEvent } from 'react';
import { Tag, X } from 'lucide-react';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import spinner from '../../components/spinner.module.css';
import field from '../../components/text-field.module.css';
import { formatMoney } from '../../lib/money';
import styles from './coupon-box.module.css';

export interface AppliedCoupon {
  code: string;
  discount: number;
}

export interface OfferedCoupon {
  code: string;
  description: string | null;
}

interface CouponBoxProps {
  applied: AppliedCoupon | null;
  applying: boolean;
  /** Why the last code did not apply (the server's message), or the empty-code message. */
  error: string | null;
  /** Active coupons to pick from (optional). */
  offers: readonly OfferedCoupon[];
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The coupon box (spec §5 Subscription and coupon, §4 Coupon): a code and Apply, disabled
 * while the code is blank or being applied, Enter applies; once applied, the code, what it
 * saves and Remove. Whether a code applies is the server's call (the page asks the cart).
 */
export function CouponBox({ applied, applying, error, offers, onApply, onRemove }: CouponBoxProps) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const blank = code.trim() === '';

  const apply = (value = code) => onApply(value.trim());

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Not a form: Enter applies even while the button is disabled for a blank code, so the
    // shopper hears why nothing happened.
    event.preventDefault();
    if (!applying) apply();
  };

  if (applied) {
    return (
      <section className={styles.box} aria-label="Coupon">
        <div className={styles.applied} role="status">
          <Tag aria-hidden className={styles.tag} />
          <p className={styles.appliedText}>
            <span className={styles.code}>{applied.code}</span> applied
            <span className={styles.saving}>You save {formatMoney(applied.discount)}</span>
          </p>
          <button type="button" className={`${controls.button} ${looks.md} ${looks.brandOutline}`} onClick={onRemove}>
            <X aria-hidden />
            Remove
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.box} aria-label="Coupon">
      <label htmlFor={inputId} className={styles.label}>
        Have a coupon?
      </label>
      <div className={styles.entry}>
        <input
          id={inputId}
          className={`${field.field} ${styles.input}`}
          type="text"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={onKeyDown}
          placeholder="Enter coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="button" className={`${controls.button} ${controls.solid} ${looks.md}`} disabled={blank || applying} onClick={() => apply()}>
          {applying ? <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden /> : null}
          Apply
        </button>
      </div>
      <div role="alert">
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
      {offers.length ? (
        <div className={styles.offers}>
          <p className={styles.offersTitle} id={`${inputId}-offers`}>
            Available coupons
          </p>
          <ul className={styles.offerList} aria-labelledby={`${inputId}-offers`}>
            {offers.map((offer) => (
              <li key={offer.code}>
                <button
                  type="button"
                  className={styles.offer}
                  disabled={applying}
                  onClick={() => {
                    setCode(offer.code);
                    apply(offer.code);
                  }}
                  aria-label={`Apply ${offer.code}${offer.description ? `: ${offer.description}` : ''}`}
                >
                  <span className={styles.code}>{offer.code}</span>
                  {offer.description ? <span className={styles.offerText}>{offer.description}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
