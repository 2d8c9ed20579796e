import { useQuery } from '@apollo/client/react';
import heading from '../../components/heading.module.css';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import styles from './order-refunds.module.css';

export const OrderRefundsQuery = graphql(`
  query OrderRefunds($orderId: ID!) {
    orderRefunds(orderId: $orderId) {
      id
      amount
      status
      method
      reference
      createdAt
      processedAt
    }
  }
`);

const STATUS_TEXT: Record<string, string> = { PENDING: 'Pending', PROCESSED: 'Processed', FAILED: 'Failed' };
const METHOD_TEXT: Record<string, string> = { GATEWAY: 'To your card', UPI: 'By UPI', BANK_TRANSFER: 'By bank transfer', CASH: 'In cash', OTHER: 'Paid back' };

/**
 * The refunds of the customer's order (issue 39): each with its amount, how it is paid back,
 * its status and date. Nothing shows for an order without refunds. Its own query, so the order
 * page adds one line for it.
 */
export function OrderRefunds({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderRefundsQuery, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const refunds = data?.orderRefunds ?? [];
  if (!refunds.length) return null;
  return (
    <section className={styles.card} aria-labelledby="order-refunds-heading">
      <h2 id="order-refunds-heading" className={heading.lg}>
        Refunds
      </h2>
      <ul className={styles.list}>
        {refunds.map((refund) => (
          <li key={refund.id} className={styles.refund}>
            <div>
              <p className={styles.amount}>{formatMoney(refund.amount)}</p>
              <p className={styles.muted}>
                {METHOD_TEXT[refund.method] ?? 'Paid back'}
                {refund.reference ? ` · Ref. ${refund.reference}` : ''} · {formatDate(refund.processedAt ?? refund.createdAt)}
              </p>
            </div>
            <span className={styles.status} data-status={refund.status.toLowerCase()}>
              {STATUS_TEXT[refund.status] ?? refund.status}
            </span>
          </li>
        ))}
      </ul>
      {refunds.some((r) => r.status === 'PENDING' && r.method === 'GATEWAY') ? (
        <p className={styles.muted}>Card refunds reach your account 5–7 working days after they are processed.</p>
      ) : null}
    </section>
  );
}
