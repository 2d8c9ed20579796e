import { isCalendarDate } from '@fruit-shop/common/delivery.rules';
import type { AdminOrderFilter, OrderStatus, PaymentMethod, PaymentStatus } from '../../../gql/graphql';

/*
 * The orders list's filters live in the address (?page=orders&status=shipped&slot_date=…), so a
 * reload, the back link of an order's page and a shared link keep them. The names and values
 * are the CSV export's (GET /api/admin/orders.csv): the export link is the same query string.
 */

export const PAGE_SIZE = 50;

export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'PAID', 'PROCESSING', 'SHIPPED', 'ON_THE_WAY', 'DELIVERED', 'CANCELLED', 'RETURNED'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['CASH', 'CARD'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['CASH_ON_DELIVERY', 'PAID', 'UNPAID', 'REFUND_DUE'];

export interface OrderListFilters {
  status: OrderStatus | null;
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus | null;
  /** YYYY-MM-DD */
  slotDate: string | null;
  slotId: string | null;
  offset: number;
}

type FilterKey = Exclude<keyof OrderListFilters, 'offset'>;

/** Each filter's name in the address and in the CSV export's query string. */
export const FILTER_PARAMS: Record<FilterKey, string> = {
  status: 'status',
  paymentMethod: 'payment_method',
  paymentStatus: 'payment_status',
  slotDate: 'slot_date',
  slotId: 'slot_id',
};

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null => {
  const value = raw?.trim().toUpperCase();
  return values.find((v) => v === value) ?? null;
};

export function filtersFromParams(params: URLSearchParams): OrderListFilters {
  const date = params.get(FILTER_PARAMS.slotDate);
  const slot = params.get(FILTER_PARAMS.slotId);
  const offset = Number(params.get('offset'));
  return {
    status: oneOf(ORDER_STATUSES, params.get(FILTER_PARAMS.status)),
    paymentMethod: oneOf(PAYMENT_METHODS, params.get(FILTER_PARAMS.paymentMethod)),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get(FILTER_PARAMS.paymentStatus)),
    slotDate: date && isCalendarDate(date) ? date : null,
    slotId: slot && /^\d+$/.test(slot) ? slot : null,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The address with some filters changed; any change of a filter goes back to the first page. */
export function withFilters(params: URLSearchParams, patch: Partial<OrderListFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(FILTER_PARAMS) as FilterKey[]) {
    if (!(key in patch)) continue;
    const value = patch[key];
    if (value) next.set(FILTER_PARAMS[key], String(value).toLowerCase());
    else next.delete(FILTER_PARAMS[key]);
  }
  const offset = patch.offset ?? 0;
  if (offset > 0) next.set('offset', String(offset));
  else next.delete('offset');
  return next;
}

/** Everything but the page and the paging: what Clear filters removes. */
export const hasFilters = (filters: OrderListFilters) => (Object.keys(FILTER_PARAMS) as FilterKey[]).some((key) => !!filters[key]);

export function graphqlFilter(filters: OrderListFilters, search: string): AdminOrderFilter {
  return {
    search: search || null,
    status: filters.status,
    paymentMethod: filters.paymentMethod,
    paymentStatus: filters.paymentStatus,
    slotDate: filters.slotDate,
    slotId: filters.slotId,
  };
}

/** GET /api/admin/orders.csv with the list's search and filters, sorted as the list is (same-origin, the admin cookie). */
export function csvHref(filters: OrderListFilters, search: string): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  for (const key of Object.keys(FILTER_PARAMS) as FilterKey[]) {
    const value = filters[key];
    if (value) query.set(FILTER_PARAMS[key], value.toLowerCase());
  }
  query.set('sort', 'slot');
  return `/api/admin/orders.csv?${query.toString()}`;
}
