import { useEffect, useRef, useState } from 'react';
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { CalendarClock, RefreshCw } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { toaster } from '../../components/app-toaster';
import { ConfirmDialog } from '../../components/dialog';
import { formatDay } from '../../lib/dates';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { PauseSubscriptionDialog } from './pause-subscription-dialog';
import { SubscriptionCard, type Subscription, type SubscriptionAction } from './subscription-card';
import {
  CancelSubscriptionMutation,
  MySubscriptionsQuery,
  PauseSubscriptionMutation,
  ReactivateSubscriptionMutation,
  ResumeSubscriptionMutation,
  SkipNextDeliveryMutation,
} from './subscription-operations';
import { useRenewal } from './use-renewal';

function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => typeof e.message === 'string' && e.message.trim())?.message;
    if (message) return message;
  }
  return fallback;
}

type Dialog = Exclude<SubscriptionAction, 'reactivate' | 'renew'>;

/**
 * The account's My Subscriptions tab: each bought plan with its dates, status, coming
 * deliveries and billing records; Pause (to a date or until resumed), Resume and Skip Next
 * (each after a confirmation), Cancel (after a confirm) and Reactivate (auto-renew back on).
 * Renew pays the next period in the payment window; the renewal email's link
 * (`?tab=subscriptions&renew=<id>`) opens it for that subscription once the list is loaded.
 */
export function MySubscriptions() {
  const { data, loading, error, refetch } = useQuery(MySubscriptionsQuery, { fetchPolicy: 'cache-and-network' });
  const [cancel, cancelState] = useMutation(CancelSubscriptionMutation);
  const [reactivate] = useMutation(ReactivateSubscriptionMutation);
  const [pause, pauseState] = useMutation(PauseSubscriptionMutation);
  const [resume, resumeState] = useMutation(ResumeSubscriptionMutation);
  // A skip adds a delivery at the end: the billing records stay, the list refetches.
  const [skip, skipState] = useMutation(SkipNextDeliveryMutation);
  // The target outlives the open state, so the closing dialog keeps its text.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [target, setTarget] = useState<Subscription | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const subscriptions = data?.mySubscriptions;
  const billing = data?.myBillingRecords ?? [];
  const renewal = useRenewal();
  const [params, setParams] = useSearchParams();
  const renewParam = params.get('renew');
  const renewOffered = useRef(false);

  // The reminder's link: once, for a subscription of this list that can still be renewed; the
  // parameter is dropped so a reload does not open the window again.
  useEffect(() => {
    if (!renewParam || !subscriptions || renewOffered.current) return;
    renewOffered.current = true;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('renew');
        return next;
      },
      { replace: true },
    );
    const target = subscriptions.find((s) => s.id === renewParam);
    if (target?.status === 'ACTIVE') void renewal.renew(target);
    else toaster.create({ type: 'info', title: target ? 'This subscription can no longer be renewed' : 'Subscription not found' });
  }, [renewParam, subscriptions, renewal, setParams]);

  /** Runs a change, closes its dialog and toasts the outcome (the spec's toast style). */
  const run = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await work();
      setDialog(null);
      toaster.create({ type: 'success', title: success });
    } catch (e) {
      toaster.create({ type: 'error', title: serverMessage(e, failure) });
    }
  };

  const doReactivate = async (id: string) => {
    setBusyId(id);
    await run(() => reactivate({ variables: { id, autoRenew: true } }), 'Subscription reactivated successfully', 'Failed to reactivate subscription. Please try again.');
    setBusyId(null);
  };

  if (!subscriptions && (loading || !error)) {
    return (
      <HStack justify="center" py="10" gap="3" role="status">
        <Spinner size="sm" color="brand.solid" aria-hidden />
        <Text color="fg.muted">Loading your subscriptions...</Text>
      </HStack>
    );
  }
  if (!subscriptions) {
    return (
      <Stack align="center" py="10" gap="3" role="alert">
        <Text color="fg.error" fontWeight="medium">
          Failed to load subscriptions. Please try again.
        </Text>
        <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          <RefreshCw aria-hidden />
          Retry
        </Button>
      </Stack>
    );
  }
  if (subscriptions.length === 0) {
    return (
      <Stack align="center" py="10" gap="3" textAlign="center">
        <CalendarClock aria-hidden />
        <Text fontWeight="medium">No subscriptions yet</Text>
        <Text color="fg.muted">Fresh fruit at your door every week or month.</Text>
        <Button asChild>
          <RouterLink to="/subscriptions">View Subscription Plans</RouterLink>
        </Button>
      </Stack>
    );
  }
  const id = target?.id ?? '';
  const planName = target?.planName ?? '';
  return (
    <>
      <Stack as="ul" listStyleType="none" gap="4" aria-label="Your subscriptions">
        {subscriptions.map((subscription) => (
          <SubscriptionCard
            key={subscription.id}
            subscription={subscription}
            billing={billing.filter((r) => r.subscriptionId === subscription.id)}
            busy={busyId === subscription.id || renewal.renewingId !== null}
            renewing={renewal.renewingId === subscription.id}
            onAction={(action) => {
              if (action === 'reactivate') return void doReactivate(subscription.id);
              if (action === 'renew') return void renewal.renew(subscription);
              setTarget(subscription);
              setDialog(action);
            }}
          />
        ))}
      </Stack>
      {renewal.window}
      <CancelSubscriptionDialog
        open={dialog === 'cancel'}
        planName={planName}
        busy={cancelState.loading}
        onConfirm={() => void run(() => cancel({ variables: { id } }), 'Subscription cancelled successfully', 'Failed to cancel subscription. Please try again.')}
        onClose={() => setDialog(null)}
      />
      <PauseSubscriptionDialog
        open={dialog === 'pause'}
        planName={planName}
        busy={pauseState.loading}
        onConfirm={(until) =>
          run(
            () => pause({ variables: { id, until } }),
            until ? `Subscription paused until ${formatDay(until)}` : 'Subscription paused until you resume',
            'Failed to pause subscription. Please try again.',
          )
        }
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'resume'}
        title="Resume Subscription"
        message={<>Resume deliveries of {planName || 'this subscription'}? The next delivery follows your usual schedule.</>}
        cancelLabel="Keep Paused"
        confirmLabel="Resume"
        busy={resumeState.loading}
        onConfirm={() => void run(() => resume({ variables: { id } }), 'Subscription resumed successfully', 'Failed to resume subscription. Please try again.')}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'skip'}
        title="Skip Next Delivery"
        message={
          <>
            Skip the delivery on {target?.nextDeliveryDate ? formatDay(target.nextDeliveryDate) : 'the next delivery day'}? One delivery is added at the end of
            your subscription instead. You can skip at most 2 deliveries in each 4-week period.
          </>
        }
        cancelLabel="Keep Delivery"
        confirmLabel="Skip Delivery"
        busy={skipState.loading}
        onConfirm={() => {
          const day = target?.nextDeliveryDate;
          void run(() => skip({ variables: { id } }), day ? `Delivery on ${formatDay(day)} skipped` : 'Delivery skipped', 'Failed to skip delivery. Please try again.');
        }}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
