import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { CalendarClock, RefreshCw } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { toaster } from '../../components/app-toaster';
import type { MySubscriptionsQuery as MySubscriptionsData, SubscriptionStatus } from '../../gql/graphql';
import { formatDay } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { CancelSubscriptionMutation, MySubscriptionsQuery, ReactivateSubscriptionMutation } from './subscription-operations';

type Subscription = MySubscriptionsData['mySubscriptions'][number];

const STATUS: Record<SubscriptionStatus, { label: string; palette: string }> = {
  ACTIVE: { label: 'Active', palette: 'green' },
  CANCELLED: { label: 'Cancelled', palette: 'red' },
  EXPIRED: { label: 'Expired', palette: 'gray' },
};

function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => typeof e.message === 'string' && e.message.trim())?.message;
    if (message) return message;
  }
  return fallback;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack as="div" gap="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" fontWeight="medium">
        {value}
      </Text>
    </Stack>
  );
}

function SubscriptionCard({
  subscription,
  busy,
  onCancel,
  onReactivate,
}: {
  subscription: Subscription;
  busy: boolean;
  onCancel: () => void;
  onReactivate: () => void;
}) {
  const status = STATUS[subscription.status] ?? { label: subscription.status, palette: 'gray' };
  return (
    <Box as="li" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {subscription.planName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {subscription.planType} · {formatMoney(subscription.price)}
            </Text>
          </Stack>
          <Badge colorPalette={status.palette} size="md">
            {status.label}
          </Badge>
        </HStack>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
          <Detail label="Start date" value={formatDay(subscription.startDate)} />
          <Detail label="End date" value={formatDay(subscription.endDate)} />
          <Detail label="Auto-renew" value={subscription.autoRenew ? 'On' : 'Off'} />
          <Detail label="Next delivery" value={subscription.nextDeliveryDate ? formatDay(subscription.nextDeliveryDate) : '—'} />
        </Box>
        <HStack gap="3" wrap="wrap">
          {subscription.status === 'ACTIVE' && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel} disabled={busy}>
              Cancel Subscription
            </Button>
          )}
          {subscription.status === 'CANCELLED' && (
            <Button size="sm" onClick={onReactivate} loading={busy} loadingText="Reactivating...">
              Reactivate
            </Button>
          )}
          {subscription.status === 'EXPIRED' && (
            <Button size="sm" variant="outline" asChild>
              <RouterLink to="/subscriptions">Buy Again</RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * The account's My Subscriptions tab: each bought plan with its dates, status, auto-renew and
 * next delivery; Cancel (after a confirm) and Reactivate (auto-renew back on).
 */
export function MySubscriptions() {
  const { data, loading, error, refetch } = useQuery(MySubscriptionsQuery, { fetchPolicy: 'cache-and-network' });
  const [cancel, cancelState] = useMutation(CancelSubscriptionMutation);
  const [reactivate] = useMutation(ReactivateSubscriptionMutation);
  // The target outlives the open state, so the closing dialog keeps its text.
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [target, setTarget] = useState<Subscription | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const subscriptions = data?.mySubscriptions;

  const doCancel = async (id: string) => {
    try {
      await cancel({ variables: { id } });
      setConfirmOpen(false);
      toaster.create({ type: 'success', title: 'Subscription cancelled successfully' });
    } catch (e) {
      toaster.create({ type: 'error', title: serverMessage(e, 'Failed to cancel subscription. Please try again.') });
    }
  };

  const doReactivate = async (id: string) => {
    setBusyId(id);
    try {
      await reactivate({ variables: { id, autoRenew: true } });
      toaster.create({ type: 'success', title: 'Subscription reactivated successfully' });
    } catch (e) {
      toaster.create({ type: 'error', title: serverMessage(e, 'Failed to reactivate subscription. Please try again.') });
    } finally {
      setBusyId(null);
    }
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
  return (
    <>
      <Stack as="ul" listStyleType="none" gap="4" aria-label="Your subscriptions">
        {subscriptions.map((subscription) => (
          <SubscriptionCard
            key={subscription.id}
            subscription={subscription}
            busy={busyId === subscription.id}
            onCancel={() => {
              setTarget(subscription);
              setConfirmOpen(true);
            }}
            onReactivate={() => void doReactivate(subscription.id)}
          />
        ))}
      </Stack>
      <CancelSubscriptionDialog
        open={confirmOpen}
        planName={target?.planName ?? ''}
        busy={cancelState.loading}
        onConfirm={() => {
          if (target) void doCancel(target.id);
        }}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
