import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MySubscriptionsQuery as MySubscriptionsData, SubscriptionStatus } from '../../gql/graphql';
import { formatDate, formatDay } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { ChangeDeliveryButton, SubscriptionDeliverySummary } from './subscription-delivery-dialog';

export type Subscription = MySubscriptionsData['mySubscriptions'][number];
export type BillingRecord = MySubscriptionsData['myBillingRecords'][number];
export type SubscriptionAction = 'pause' | 'resume' | 'skip' | 'cancel' | 'reactivate' | 'renew';

const STATUS: Record<SubscriptionStatus, { label: string; palette: string }> = {
  ACTIVE: { label: 'Active', palette: 'green' },
  CANCELLED: { label: 'Cancelled', palette: 'red' },
  EXPIRED: { label: 'Expired', palette: 'gray' },
};

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

function pauseText(s: Subscription): string {
  if (!s.pausedUntil) return '';
  return s.pauseOpenEnded
    ? `Paused until you resume. Deliveries restart on ${formatDay(s.pausedUntil)} at the latest.`
    : `Paused. Deliveries restart on ${formatDay(s.pausedUntil)}.`;
}

function BillingRecords({ records, planName }: { records: BillingRecord[]; planName: string }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Billing records
      </Heading>
      {records.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No billing records yet
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" aria-label={`Billing records of ${planName}`}>
          {records.map((r) => (
            <HStack as="li" key={r.id} justify="space-between" gap="3" wrap="wrap" fontSize="sm" borderTopWidth="1px" borderColor="border" pt="1">
              <Text>
                {formatDate(String(r.createdAt))} · {formatDay(r.periodStart)} – {formatDay(r.periodEnd)}
              </Text>
              <HStack gap="2">
                <Text fontWeight="medium">{formatMoney(r.amount)}</Text>
                <Badge colorPalette={r.status === 'paid' ? 'green' : 'orange'}>{r.status === 'paid' ? 'Paid' : 'Refunded'}</Badge>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One bought plan: dates, coming deliveries, pause and skip state, its actions and billing records. */
export function SubscriptionCard({
  subscription: s,
  billing,
  busy,
  renewing = false,
  onAction,
}: {
  subscription: Subscription;
  billing: BillingRecord[];
  busy: boolean;
  /** Its renewal payment is running (the Renew button shows it). */
  renewing?: boolean;
  onAction: (action: SubscriptionAction) => void;
}) {
  const status = s.paused ? { label: 'Paused', palette: 'orange' } : (STATUS[s.status] ?? { label: s.status, palette: 'gray' });
  const active = s.status === 'ACTIVE';
  const headingId = `subscription-${s.id}`;
  return (
    <Box as="li" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '5' }} aria-labelledby={headingId}>
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="md" id={headingId}>
              {s.planName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {s.planType} · {formatMoney(s.price)}
            </Text>
          </Stack>
          <Badge colorPalette={status.palette} size="md">
            {status.label}
          </Badge>
        </HStack>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
          <Detail label="Start date" value={formatDay(s.startDate)} />
          <Detail label="End date" value={formatDay(s.endDate)} />
          <Detail label="Auto-renew" value={s.autoRenew ? 'On' : 'Off'} />
          <Detail label="Next delivery" value={s.nextDeliveryDate ? formatDay(s.nextDeliveryDate) : '—'} />
        </Box>
        <SubscriptionDeliverySummary subscription={s} />
        {s.paused && (
          <Text fontSize="sm" color="orange.fg" data-testid="pause-state">
            {pauseText(s)}
          </Text>
        )}
        {active && (
          <Stack gap="1">
            <Heading as="h3" size="sm">
              Coming deliveries
            </Heading>
            {s.upcomingDeliveries.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                No coming deliveries
              </Text>
            ) : (
              <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={`Coming deliveries of ${s.planName}`}>
                {s.upcomingDeliveries.map((day) => (
                  <Box as="li" key={day} fontSize="sm" px="2" py="0.5" rounded="md" bg="bg.muted">
                    {formatDay(day)}
                  </Box>
                ))}
              </HStack>
            )}
          </Stack>
        )}
        {active && !s.paused && s.nextDeliveryDate && s.skipsLeft === 0 && (
          <Text fontSize="sm" color="fg.muted">
            You can skip at most 2 deliveries in each 4-week period.
          </Text>
        )}
        {s.skippedDates.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            Skipped: {s.skippedDates.map(formatDay).join(', ')}
          </Text>
        )}
        <HStack gap="3" wrap="wrap">
          {active && s.paused && (
            <Button size="sm" onClick={() => onAction('resume')} disabled={busy}>
              Resume
            </Button>
          )}
          {active && !s.paused && (
            <>
              <Button size="sm" variant="outline" onClick={() => onAction('pause')} disabled={busy}>
                Pause
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onAction('skip')}
                disabled={busy || !s.nextDeliveryDate || s.skipsLeft === 0}
              >
                Skip Next
              </Button>
            </>
          )}
          {active && <ChangeDeliveryButton subscription={s} disabled={busy} />}
          {active && (
            <Button size="sm" onClick={() => onAction('renew')} disabled={busy} loading={renewing} loadingText="Processing...">
              Renew
            </Button>
          )}
          {active && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => onAction('cancel')} disabled={busy}>
              Cancel Subscription
            </Button>
          )}
          {s.status === 'CANCELLED' && (
            <Button size="sm" onClick={() => onAction('reactivate')} loading={busy} loadingText="Reactivating...">
              Reactivate
            </Button>
          )}
          {s.status === 'EXPIRED' && (
            <Button size="sm" variant="outline" asChild>
              <RouterLink to="/subscriptions">Buy Again</RouterLink>
            </Button>
          )}
        </HStack>
        <BillingRecords records={billing} planName={s.planName} />
      </Stack>
    </Box>
  );
}
