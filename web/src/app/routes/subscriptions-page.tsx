import { Suspense, useEffect, useState, useTransition } from 'react';
import { useQuery } from '@apollo/client/react';
import { ArrowRight, RefreshCw } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { toaster } from '../../components/app-toaster';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { ErrorState } from '../../components/page-states';
import spinner from '../../components/spinner.module.css';
import { openDialog, preloadDialogs } from '../../features/accounts/auth-dialog-store';
import { useSession } from '../../features/accounts/session-store';
import { PlanCard, PlanCardSkeleton } from '../../features/plans/plan-card';
import { PlanTrustNotes } from '../../features/plans/plan-trust-notes';
import { PlansWhyChoose } from '../../features/plans/plans-why-choose';
import { clearPlanChoice, readPlanChoice, savePlanChoice } from '../../features/plans/selected-plan-storage';
import styles from '../../features/plans/subscriptions-page.module.css';
import { usePageHead } from '../page-meta';
import { PageWaiting } from '../../lib/page-waiting';

export const SubscriptionPlansQuery = graphql(`
  query SubscriptionPlans {
    subscriptionPlans {
      id
      ...PlanCard_plan
    }
  }
`);

/** Prepared before hydration (router.tsx, PageModule). */
export const firstRenderQueries = [SubscriptionPlansQuery];

// Spec §5, §6, §8 texts.
export const SELECT_PLAN_FIRST = 'Please select a plan first';
export const LOGIN_TO_SUBSCRIBE = 'Please log in to continue with your subscription';
export const PLANS_LOAD_ERROR = 'Failed to load subscription plans';
export const NO_PLANS = 'No subscription plans available at the moment';
const SKELETON_CARDS = [0, 1, 2];

/**
 * The plan a guest chose before logging in (spec §4): read once the session appears (after
 * hydration, or when the login dialog succeeds on this page), then cleared from storage.
 */
function useRestoredPlanChoice(onRestore: (planId: string) => void) {
  const session = useSession();
  const token = session?.token ?? null;
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  if (token && checkedFor !== token) {
    // Adjusting state while rendering (not in an effect): the restored plan shows in the
    // same commit as the signed-in view.
    setCheckedFor(token);
    const saved = readPlanChoice();
    if (saved) onRestore(saved);
  }
  useEffect(() => {
    if (token) clearPlanChoice();
  }, [token]);
  return session;
}

export default function SubscriptionsPage() {
  usePageHead({
    title: 'Subscription Plans',
    description:
      'Fresh seasonal fruit delivered weekly, every two weeks or monthly. Free delivery; pause, skip or cancel anytime.',
    canonicalPath: '/subscriptions',
  });
  const { data, error, loading, refetch } = useQuery(SubscriptionPlansQuery, { notifyOnNetworkStatusChange: true });
  const navigate = useNavigate();
  const [processing, startTransition] = useTransition();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const session = useRestoredPlanChoice((planId) => {
    setSelectedId(planId);
    setNotice(null);
  });

  const plans = data?.subscriptionPlans;
  const selected = plans?.find((plan) => plan.id === selectedId) ?? null;

  const select = (planId: string) => {
    setSelectedId(planId);
    setNotice(null);
  };

  const getStarted = () => {
    if (!selected) {
      setNotice(SELECT_PLAN_FIRST);
      return;
    }
    if (!session) {
      // Spec §6: subscribing needs a signed-in customer. The login dialog opens over this
      // page, so the shopper is back here, plan restored, once signed in.
      savePlanChoice(selected.id);
      setNotice(LOGIN_TO_SUBSCRIBE);
      toaster.create({ type: 'info', title: LOGIN_TO_SUBSCRIBE });
      openDialog({ name: 'login' });
      return;
    }
    setNotice(null);
    // In a transition: this page stays (showing 'Processing...') while the next one loads.
    startTransition(() => navigate(`/checkout?plan_id=${encodeURIComponent(selected.id)}`));
  };

  const retry = () => void refetch().catch(() => undefined);

  // The button and trust notes also stand under the skeleton, so nothing below moves when the plans arrive.
  const actions = (
    <div className={styles.action}>
      <button
        type="button"
        className={`${controls.button} ${controls.solid} ${looks.lg} ${styles.start}`}
        onClick={getStarted}
        onPointerEnter={session ? undefined : () => void preloadDialogs()}
        disabled={processing || !plans}
      >
        {processing ? (
          <>
            <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden />
            Processing...
          </>
        ) : (
          <>
            Get Started with Your Plan
            <ArrowRight aria-hidden />
          </>
        )}
      </button>
      {notice ? (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <PlanTrustNotes />
    </div>
  );

  let content;
  if (error && !loading) {
    content = <ErrorState message={PLANS_LOAD_ERROR} actionLabel="Retry" onAction={retry} />;
  } else if (!plans) {
    content = (
      <>
        <div className={styles.grid} role="status" aria-label="Loading subscription plans">
          <PageWaiting />
          {SKELETON_CARDS.map((i) => (
            <PlanCardSkeleton key={i} />
          ))}
        </div>
        {actions}
      </>
    );
  } else if (plans.length === 0) {
    content = (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{NO_PLANS}</p>
        <button type="button" className={`${controls.button} ${looks.md} ${looks.brandOutline}`} onClick={retry} disabled={loading}>
          <RefreshCw aria-hidden />
          {loading ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
    );
  } else {
    content = (
      <>
        <div className={styles.grid} role="radiogroup" aria-labelledby="choose-plan-heading">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} name="subscription-plan" selected={plan.id === selected?.id} onSelect={select} />
          ))}
        </div>
        {actions}
      </>
    );
  }

  return (
    <>
      <div className={styles.hero}>
        <div className={`${layout.container} ${styles.heroContent}`}>
          <p className={styles.eyebrow}>Subscription Plans</p>
          <h1 className={`${heading.size3xl} ${heading.mdSize4xl}`}>Fresh fruit, delivered on your schedule</h1>
          <p className={styles.lead}>
            Seasonal, hand-picked fruit at your door every week, every two weeks or every month. Choose a plan and we take care of
            the rest.
          </p>
        </div>
      </div>

      <Suspense>
        <PlansWhyChoose />
      </Suspense>

      <section className={`${layout.container} ${styles.plans}`} aria-labelledby="choose-plan-heading">
        <h2 id="choose-plan-heading" className={`${heading.size2xl} ${styles.title}`}>
          Choose Your Plan
        </h2>
        {content}
      </section>
    </>
  );
}
