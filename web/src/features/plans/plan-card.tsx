import { graphql } from '../../gql';
import type { PlanCard_PlanFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { PlanBoxList } from '../../components/plan-box-list';
import { CheckIcon } from './plan-icons';
import styles from './plan-card.module.css';

export const PlanCardFragment = graphql(`
  fragment PlanCard_plan on SubscriptionPlan {
    id
    planName
    planType
    planDescription
    price
    priceSuffix
    deliveryFrequency
    savingsText
    isPopular
    features
    ...PlanBoxList_plan
  }
`);

interface PlanCardProps {
  plan: PlanCard_PlanFragment;
  selected: boolean;
  onSelect: (planId: string) => void;
  /** The radio group's name: one plan selected at a time. */
  name: string;
}

/**
 * One plan as a card holding a native radio button: the group gives arrow-key selection and
 * radio semantics for free, and the label stretched over the card makes the whole card the
 * click target without putting block content inside a <label>.
 */
export function PlanCard({ plan, selected, onSelect, name }: PlanCardProps) {
  const inputId = `plan-${plan.id}`;
  const detailsId = `plan-${plan.id}-details`;
  return (
    <div className={styles.card} data-selected={selected || undefined} data-popular={plan.isPopular || undefined}>
      {plan.isPopular ? <p className={styles.popular}>Most Popular</p> : null}
      <div className={styles.head}>
        <div>
          <p className={styles.type}>{plan.planType}</p>
          <h3 className={styles.name}>
            <label htmlFor={inputId} className={styles.stretch}>
              {plan.planName}
            </label>
          </h3>
        </div>
        <input
          id={inputId}
          className={styles.radio}
          type="radio"
          name={name}
          value={plan.id}
          checked={selected}
          onChange={() => onSelect(plan.id)}
          aria-describedby={detailsId}
        />
      </div>
      <div id={detailsId} className={styles.details}>
        <p className={styles.price}>
          <span className={styles.amount}>{formatMoney(plan.price)}</span> <span className={styles.suffix}>{plan.priceSuffix}</span>
        </p>
        <p className={styles.labels}>
          {plan.deliveryFrequency ? <span className={styles.frequency}>{plan.deliveryFrequency}</span> : null}
          {plan.savingsText ? <span className={styles.savings}>{plan.savingsText}</span> : null}
        </p>
      </div>
      <p className={styles.description}>{plan.planDescription}</p>
      <PlanBoxList plan={plan} id={`plan-${plan.id}-box`} />
      <ul className={styles.features} aria-label={`${plan.planName} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon />
            {feature}
          </li>
        ))}
      </ul>
      <span className={styles.choice} aria-hidden>
        {selected ? 'Selected' : 'Select plan'}
      </span>
    </div>
  );
}

/** What the page shows while the plans load: three cards of the same size. */
export function PlanCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden>
      <div className={styles.head}>
        <div className={styles.skeletonStack}>
          <span className={`${styles.bone} ${styles.boneType}`} />
          <span className={`${styles.bone} ${styles.boneName}`} />
        </div>
        <span className={`${styles.bone} ${styles.boneRadio}`} />
      </div>
      <div className={styles.details}>
        <span className={`${styles.bone} ${styles.bonePrice}`} />
        <span className={`${styles.bone} ${styles.boneLabel}`} />
      </div>
      <div className={styles.skeletonStack}>
        <span className={`${styles.bone} ${styles.boneLine}`} />
        <span className={`${styles.bone} ${styles.boneLineShort}`} />
      </div>
      <div className={styles.skeletonStack}>
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={`${styles.bone} ${styles.boneBoxLine}`} />
        ))}
      </div>
      <div className={styles.skeletonStack}>
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={`${styles.bone} ${styles.boneFeature}`} />
        ))}
      </div>
      <span className={`${styles.bone} ${styles.boneChoice}`} />
    </div>
  );
}
