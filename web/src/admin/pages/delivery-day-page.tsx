import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Flex, Heading, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { dayLabel, isCalendarDate, shopDate, slotLabel } from '@fruit-shop/common/delivery.rules';
import { ConfirmDialog } from '../../components/dialog';
import { DELIVERY_DAY, MARK_SLOT_SHIPPED } from './delivery-day/delivery-day-operations';
import { PickListTable } from './delivery-day/pick-list-table';
import { PrintStyles } from './delivery-day/print-styles';
import { RunSheetStops } from './delivery-day/run-sheet-stops';
import { ListState, useErrorToast, useSaveAndToast } from './list-page-parts';

/*
 * Delivery Day (issue 36): for a date (today in shop time unless the address says another) and
 * one slot or all, what to pack (the pick list) and where to take it (the run sheet); both print
 * on A4 and export as CSV. "Mark all as shipped" moves a chosen slot's orders together.
 */

const csvHref = (kind: 'pick-list' | 'run-sheet', date: string, slotId: string | null) => {
  const query = new URLSearchParams({ date });
  if (slotId) query.set('slot_id', slotId);
  query.set('format', 'csv');
  return `/api/admin/delivery-day/${kind}?${query.toString()}`;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export default function DeliveryDayPage() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => shopDate(new Date()));
  const rawDate = params.get('date');
  const date = rawDate && isCalendarDate(rawDate) ? rawDate : today;
  const rawSlot = params.get('slot');
  const slotId = rawSlot && /^\d+$/.test(rawSlot) ? rawSlot : null;
  const dateId = useId();
  const slotSelectId = useId();
  const [confirming, setConfirming] = useState(false);
  const [shipping, setShipping] = useState(false);

  const choose = (next: { date?: string; slot?: string | null }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.date !== undefined) updated.set('date', next.date);
      if (next.slot !== undefined) {
        if (next.slot) updated.set('slot', next.slot);
        else updated.delete('slot');
      }
      return updated;
    });

  const { data, previousData, loading, error, refetch } = useQuery(DELIVERY_DAY, { variables: { date, slotId }, fetchPolicy: 'cache-and-network' });
  useErrorToast(error, 'Failed to load the delivery day');
  const reload = () => void refetch().catch(() => undefined);
  const day = data ?? previousData;
  const slots = day?.deliveryDaySlots ?? [];
  const slot = slots.find((s) => s.slotId === slotId);
  const stops = day?.runSheet.stops ?? [];
  const heading = slotId ? (slot ? slotLabel({ date, start: slot.start, end: slot.end }) : `${dayLabel(date)}, slot ${slotId}`) : `${dayLabel(date)}, all slots`;

  const [markShipped] = useMutation(MARK_SLOT_SHIPPED);
  const saveAndToast = useSaveAndToast();
  async function shipAll() {
    if (!slotId) return;
    setShipping(true);
    await saveAndToast(
      () => markShipped({ variables: { date, slotId } }),
      { success: (result) => `${plural(result.data?.markSlotShipped.shipped ?? 0, 'order')} marked as shipped`, failure: 'Failed to mark the orders as shipped' },
      reload,
    );
    setShipping(false);
    setConfirming(false);
  }

  return (
    <Stack gap="5" data-print="sheet">
      <PrintStyles />
      <Flex as="form" role="search" aria-label="Choose the delivery day" gap="3" wrap="wrap" align="flex-end" data-print="hide" onSubmit={(event) => event.preventDefault()}>
        <Field.Root width={{ base: 'full', sm: '44' }}>
          <Field.Label htmlFor={dateId} fontSize="sm">
            Delivery date
          </Field.Label>
          <Input id={dateId} type="date" size="sm" value={date} onChange={(event) => choose({ date: event.target.value && isCalendarDate(event.target.value) ? event.target.value : today })} />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '60' }}>
          <Field.Label htmlFor={slotSelectId} fontSize="sm">
            Slot
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={slotSelectId} value={slotId ?? ''} onChange={(event) => choose({ slot: event.target.value || null })}>
              <option value="">All slots</option>
              {slots.map((s) => (
                <option key={s.slotId} value={s.slotId}>
                  {s.start}–{s.end} ({plural(s.orders, 'order')})
                </option>
              ))}
              {slotId && !slot && <option value={slotId}>Slot {slotId}</option>}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>

      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
        <Heading as="h2" size="lg" data-testid="delivery-day-heading">
          {heading}
        </Heading>
        <Flex gap="2" wrap="wrap" data-print="hide">
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            Print
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href={csvHref('pick-list', date, slotId)} download>
              Pick list CSV
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href={csvHref('run-sheet', date, slotId)} download>
              Run sheet CSV
            </Link>
          </Button>
          {slotId && (
            <Button size="sm" colorPalette="green" bg="green.700" disabled={loading || stops.length === 0} onClick={() => setConfirming(true)}>
              Mark all as shipped
            </Button>
          )}
        </Flex>
      </Flex>
      {!slotId && (
        <Text fontSize="sm" color="gray.700" data-print="hide">
          Choose a slot to mark its orders as shipped together.
        </Text>
      )}

      <ListState
        loading={loading && !day}
        error={day ? null : error}
        errorText="Failed to load the delivery day"
        empty={false}
        emptyText=""
        onRetry={reload}
      >
        {day && (
          <Stack gap="6">
            <PickListTable lines={day.pickList.lines} orderCount={day.pickList.orderCount} />
            <RunSheetStops stops={stops} cashTotal={day.runSheet.cashTotal} />
          </Stack>
        )}
      </ListState>

      <ConfirmDialog
        open={confirming}
        title="Mark all as shipped"
        message={`Mark all ${plural(stops.length, 'order')} of ${heading} as shipped? Each customer is told their order is on its way.`}
        confirmLabel="Mark all as shipped"
        busy={shipping}
        onConfirm={() => void shipAll()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
