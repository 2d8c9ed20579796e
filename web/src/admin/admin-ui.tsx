import type { ReactNode } from 'react';
import { Badge, Box, Flex, Spinner, Table, Text } from '@chakra-ui/react';
import type { OrderStatus } from '../gql/graphql';

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

/** '12 Mar 2026' in the admin's own locale. */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
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
