import type { ReactNode } from 'react';
import { useImageFallback } from '../../components/product-image';
import { ResponsivePicture } from '../../components/responsive-picture';
import type { CheckoutCartQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import styles from './order-summary.module.css';

type CheckoutCart = CheckoutCartQuery['cart'];
type CartLine = CheckoutCart['lines'][number];
type CartTotals = CheckoutCart['totals'];

function LineImage({ src, name }: { src: string | null; name: string }) {
  const image = useImageFallback(src);
  return <ResponsivePicture className={styles.thumb} src={image.src} sizes="56px" onError={image.onError} alt={name} width={56} height={56} loading="lazy" decoding="async" />;
}

function SummaryLine({ line }: { line: CartLine }) {
  return (
    <li className={styles.line} data-unavailable={!line.available || undefined}>
      <LineImage src={line.image} name={line.name} />
      <div className={styles.lineText}>
        <p className={styles.lineName}>{line.name}</p>
        <p className={styles.muted}>
          {line.quantity} × {formatMoney(line.unitPrice)}
          {line.unit ? ` / ${line.unit}` : ''}
        </p>
        {!line.available ? <p className={styles.problem}>{line.problem || 'Currently unavailable'} — not included in this order</p> : null}
      </div>
      <p className={styles.lineTotal}>{formatMoney(line.lineTotal)}</p>
    </li>
  );
}

/** The server's figures for the cart (decisions: Money and pricing), coupon included when it applies. */
export function CartTotalsList({ totals }: { totals: CartTotals }) {
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
      </div>
      {totals.savings > 0 ? (
        <div className={styles.saving}>
          <dt>You save</dt>
          <dd>{formatMoney(totals.savings)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Delivery</dt>
        <dd>{totals.deliveryFee > 0 ? formatMoney(totals.deliveryFee) : 'Free'}</dd>
      </div>
      <div>
        <dt>Handling fee</dt>
        <dd>{formatMoney(totals.handlingFee)}</dd>
      </div>
      {totals.couponDiscount > 0 ? (
        <div className={styles.saving}>
          <dt>Coupon discount</dt>
          <dd>-{formatMoney(totals.couponDiscount)}</dd>
        </div>
      ) : null}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}

/** 'Your Order' (spec §2 Checkout): the cart's lines and figures; the coupon box and Place Order go in `children`. */
export function OrderSummary({ cart, children }: { cart: CheckoutCart; children: ReactNode }) {
  return (
    <section className={styles.summary} aria-labelledby="checkout-your-order">
      <h2 id="checkout-your-order" className={styles.title}>
        Your Order
      </h2>
      <ul className={styles.lines} aria-label={`${cart.itemCount} ${cart.itemCount === 1 ? 'item' : 'items'}`}>
        {cart.lines.map((line) => (
          <SummaryLine key={line.productId} line={line} />
        ))}
      </ul>
      {children}
    </section>
  );
}
