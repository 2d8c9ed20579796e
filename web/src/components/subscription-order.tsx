import { dayLabel } from '@fruit-shop/common/delivery.rules';
import styles from './subscription-order.module.css';

/*
 * A subscription delivery among orders (issue 38 part 3): made by the scheduler for a
 * subscription's day, ₹0, paid by the subscription. The customer's and the back office's
 * order pages show it the same way.
 */

/** Order.subscription / AdminOrder.subscription as the pages ask for it. */
export interface OrderSubscriptionInfo {
  planName?: string | null;
  scheduledDate: string;
  shortfall: readonly { label: string; wanted: number; filled: number }[];
}

/** What stands for the payment method of a subscription delivery. */
export const PAID_BY_SUBSCRIPTION = 'Paid by subscription';

/** 'Short: 1 kg Shimla Apple — 1 of 2'. */
export const shortfallText = (line: { label: string; wanted: number; filled: number }) => `Short: ${line.label} — ${line.filled} of ${line.wanted}`;

/** The 'Subscription delivery' badge with the plan and its scheduled day. */
export function SubscriptionOrderBadge({ subscription }: { subscription: OrderSubscriptionInfo }) {
  return (
    <span className={styles.line}>
      <span className={styles.badge}>Subscription delivery</span>
      <span className={styles.what}>
        {[subscription.planName, dayLabel(subscription.scheduledDate)].filter(Boolean).join(' · ')}
      </span>
    </span>
  );
}

/** What could not be filled when the order was made; nothing when it was made whole. */
export function SubscriptionShortfall({ subscription }: { subscription: OrderSubscriptionInfo }) {
  if (!subscription.shortfall.length) return null;
  return (
    <ul className={styles.short} aria-label="Shortfall">
      {subscription.shortfall.map((line) => (
        <li key={line.label}>{shortfallText(line)}</li>
      ))}
    </ul>
  );
}
