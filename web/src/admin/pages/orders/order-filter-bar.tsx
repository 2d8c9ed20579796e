import { useId, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, Flex, Input, Link, NativeSelect } from '@chakra-ui/react';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, statusLabel } from '../../admin-ui';
import { csvHref, hasFilters, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type OrderListFilters } from './order-filters';
import { DAY_SLOTS, SHOP_SLOTS } from './order-operations';

/** A labelled native select: keyboard and screen readers get the platform's own control. */
function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <Field.Root width={{ base: 'full', sm: '48' }}>
      <Field.Label htmlFor={id} fontSize="sm">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The slot filter: the date's booked slots (with their orders) when a date is chosen, else every slot of the shop. */
function SlotSelect({ date, value, onChange }: { date: string | null; value: string | null; onChange: (value: string | null) => void }) {
  const day = useQuery(DAY_SLOTS, { variables: { date: date ?? '' }, skip: !date });
  const shop = useQuery(SHOP_SLOTS, { skip: !!date });
  const options = date
    ? (day.data?.deliveryDaySlots ?? []).map((slot) => ({ id: slot.slotId, label: `${slot.start}–${slot.end} (${slot.orders} ${slot.orders === 1 ? 'order' : 'orders'})` }))
    : (shop.data?.adminDelivery.slots ?? []).map((slot) => ({
        id: slot.id,
        label: `${slot.start}–${slot.end}${slot.pincode ? ` · ${slot.pincode}` : ''}${slot.isActive ? '' : ' (inactive)'}`,
      }));
  // A slot named in the address but not offered here (no order of it that day) stays choosable.
  if (value && !options.some((option) => option.id === value)) options.push({ id: value, label: `Slot ${value}` });
  return (
    <FilterSelect label="Slot" value={value ?? ''} onChange={(next) => onChange(next || null)}>
      <option value="">All slots</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </FilterSelect>
  );
}

/** Status, payment, slot date and slot; Clear filters; the CSV of what the list shows. */
export function OrderFilterBar({ filters, search, onChange }: { filters: OrderListFilters; search: string; onChange: (patch: Partial<OrderListFilters>) => void }) {
  const dateId = useId();
  return (
    <Flex as="form" role="search" aria-label="Filter orders" gap="3" wrap="wrap" align="flex-end" data-print="hide" onSubmit={(event) => event.preventDefault()}>
      <FilterSelect label="Status" value={filters.status ?? ''} onChange={(value) => onChange({ status: (value || null) as OrderListFilters['status'] })}>
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Payment method"
        value={filters.paymentMethod ?? ''}
        onChange={(value) => onChange({ paymentMethod: (value || null) as OrderListFilters['paymentMethod'] })}
      >
        <option value="">All methods</option>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Payment status"
        value={filters.paymentStatus ?? ''}
        onChange={(value) => onChange({ paymentStatus: (value || null) as OrderListFilters['paymentStatus'] })}
      >
        <option value="">All payment statuses</option>
        {PAYMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PAYMENT_STATUS_LABELS[status]}
          </option>
        ))}
      </FilterSelect>
      <Field.Root width={{ base: 'full', sm: '44' }}>
        <Field.Label htmlFor={dateId} fontSize="sm">
          Slot date
        </Field.Label>
        <Input id={dateId} type="date" size="sm" value={filters.slotDate ?? ''} onChange={(event) => onChange({ slotDate: event.target.value || null })} />
      </Field.Root>
      <Box width={{ base: 'full', sm: '56' }}>
        <SlotSelect date={filters.slotDate} value={filters.slotId} onChange={(slotId) => onChange({ slotId })} />
      </Box>
      <Flex gap="2" wrap="wrap">
        {hasFilters(filters) && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onChange({ status: null, paymentMethod: null, paymentStatus: null, slotDate: null, slotId: null })}
          >
            Clear filters
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <Link href={csvHref(filters, search)} download>
            Export CSV
          </Link>
        </Button>
      </Flex>
    </Flex>
  );
}
