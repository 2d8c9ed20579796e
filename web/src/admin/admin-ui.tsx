import type { ReactNode } from 'react';
import { Badge, Box, Flex, Link, Spinner, Table, Text } from '@chakra-ui/react';
import { formatIndiaDate } from '@fruit-shop/common/dates';
import { SHOP_TIME_ZONE } from '@fruit-shop/common/delivery.rules';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../gql/graphql';

/** Shared bits of the back office's pages (tables, states, status pills). */

export function LoadingRow({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex justify="center" py="8" role="status" aria-label={label}>
      <Spinner color="green.700" />
    </Flex>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box textAlign="center" py="10" color="gray.600" bg="white" borderWidth="1px" rounded="md">
      {children}
    </Box>
  );
}

/**
 * A table that scrolls sideways on narrow screens instead of squeezing its columns. The box is a
 * labelled region in the tab order, so a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box overflowX="auto" bg="white" borderWidth="1px" rounded="md" role="region" aria-label={label} tabIndex={0}>
      <Table.Root size="sm" aria-label={label}>
        {children}
      </Table.Root>
    </Box>
  );
}

const STATUS_PALETTE: Partial<Record<OrderStatus, string>> = {
  PAID: 'teal',
  PROCESSING: 'orange',
  SHIPPED: 'blue',
  ON_THE_WAY: 'blue',
  DELIVERED: 'green',
  CANCELLED: 'red',
  RETURNED: 'purple',
};

/** 'on the way' → 'On The Way'. */
export function statusLabel(status: OrderStatus): string {
  return status
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function StatusPill({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="subtle">
      {statusLabel(status)}
    </Badge>
  );
}

/** '12 Mar 2026', the day in India (common/dates). */
export function shortDate(iso: string): string {
  return formatIndiaDate(iso);
}

/** The first two items, then '+N more'. */
export function itemsSummary(items: readonly { productName: string; quantity: number }[]): string {
  const shown = items.slice(0, 2).map((item) => `${item.productName} × ${item.quantity}`);
  const rest = items.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} +${rest} more` : shown.join(', ');
}

export function Muted({ children }: { children: ReactNode }) {
  return (
    <Text as="span" color="gray.600">
      {children}
    </Text>
  );
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { CARD: 'Card', CASH: 'Cash on delivery' };

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PAID: 'Paid',
  UNPAID: 'Unpaid',
  CASH_ON_DELIVERY: 'To collect',
  REFUND_DUE: 'Refund due',
};

/** '27 Nov 2026, 09:15 IST': a moment as the shop reads it (every date a person reads is India time). */
export function indiaDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toLocaleString('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${text} IST`;
}

/** A phone number a tap calls. */
export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="green.800" textDecoration="underline" aria-label={label}>
      {phone}
    </Link>
  );
}
