import { graphql } from '../gql';
import type { PlanBoxList_PlanFragment } from '../gql/graphql';
import { boxQuantityText } from '@fruit-shop/common/plan-box.rules';
import styles from './plan-box-list.module.css';

export const PlanBoxListFragment = graphql(`
  fragment PlanBoxList_plan on SubscriptionPlan {
    box {
      position
      kind
      quantity
      unit
      note
      product {
        id
        name
        weight
        isActive
      }
      category {
        id
        name
      }
    }
  }
`);

/** What a product off sale says in a box: it is still listed, and staff bring a similar fruit. */
export const SUBSTITUTED_NOTE = 'substituted on the day';

/**
 * "In the box" (issue 38): each line as "1 kg Royal Gala Apple", "3 pcs Zespri Green Kiwi" or
 * "1 kg seasonal pick from Season's Special", with its note. Nothing for a plan without a box.
 */
export function PlanBoxList({ plan, id, className }: { plan: PlanBoxList_PlanFragment; id: string; className?: string }) {
  if (!plan.box.length) return null;
  return (
    <div className={className ? `${styles.box} ${className}` : styles.box}>
      <p id={id} className={styles.title}>
        In the box
      </p>
      <ul className={styles.lines} aria-labelledby={id}>
        {plan.box.map((line) => (
          <li key={line.position} className={styles.line}>
            <span className={styles.quantity}>{boxQuantityText(line.quantity, line.unit, line.product?.weight)}</span>{' '}
            {line.product ? (
              <>
                {line.product.name}
                {line.product.isActive ? null : <span className={styles.muted}> ({SUBSTITUTED_NOTE})</span>}
              </>
            ) : (
              <>
                seasonal pick from <span className={styles.category}>{line.category?.name}</span>
              </>
            )}
            {line.note ? (
              <>
                {' '}
                <span className={styles.note}>{line.note}</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
