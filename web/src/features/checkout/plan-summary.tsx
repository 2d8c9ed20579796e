import type { ReactNode } from 'react';
import type { CheckoutPlanQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { PlanBoxList } from '../../components/plan-box-list';
import styles from './order-summary.module.css';

type Plan = NonNullable<CheckoutPlanQuery['subscriptionPlan']>;

/** 'Your Order' for a plan (spec §5: the plan's price becomes the total). */
export function PlanSummary({ plan, children }: { plan: Plan; children: ReactNode }) {
  return (
    <section className={styles.summary} aria-labelledby="checkout-your-order">
      <h2 id="checkout-your-order" className={styles.title}>
        Your Order
      </h2>
      <div className={styles.plan}>
        <p className={styles.planType}>{plan.planType} subscription</p>
        <p className={styles.planName}>{plan.planName}</p>
        <p className={styles.muted}>{plan.planDescription}</p>
        <PlanBoxList plan={plan} id="checkout-plan-box" className={styles.planBox} />
        <dl className={styles.planFacts}>
          <div>
            <dt>Price</dt>
            <dd>
              {formatMoney(plan.price)} {plan.priceSuffix}
            </dd>
          </div>
          {plan.deliveryFrequency ? (
            <div>
              <dt>Deliveries</dt>
              <dd>{plan.deliveryFrequency}</dd>
            </div>
          ) : null}
          <div>
            <dt>Validity</dt>
            <dd>
              {plan.validityDays} {plan.validityDays === 1 ? 'day' : 'days'}
            </dd>
          </div>
        </dl>
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>Delivery</dt>
          <dd>Free</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatMoney(plan.price)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
