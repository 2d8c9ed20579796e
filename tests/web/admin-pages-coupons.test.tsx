import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import CouponsPage from '../../web/src/admin/pages/coupons-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { server } from './msw-server';
import { renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
});

function coupon(id: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminCoupon',
    id,
    code,
    description: null,
    discountType: 'percentage',
    discountValue: 10,
    minOrderValue: 500,
    usageLimit: 100,
    perUserLimit: 1,
    timesUsed: 7,
    validUntil: '2026-12-31T18:29:59.999Z',
    isActive: true,
    status: overrides.isActive === false ? 'inactive' : 'active',
    ...overrides,
  };
}

function serveCoupons(initial: ReturnType<typeof coupon>[]) {
  const state = { coupons: initial, created: [] as unknown[], updated: [] as unknown[] };
  server.use(
    graphql.query('CouponsPageList', () => HttpResponse.json({ data: { adminCoupons: state.coupons } })),
    graphql.mutation('CouponsPageCreate', ({ variables }) => {
      const input = variables.input as { code: string };
      state.created.push(input);
      state.coupons = [...state.coupons, coupon('9', input.code)];
      return HttpResponse.json({ data: { createCoupon: { __typename: 'AdminCoupon', id: '9' } } });
    }),
    graphql.mutation('CouponsPageUpdate', ({ variables }) => {
      const input = variables.input as { isActive: boolean };
      state.updated.push(variables);
      state.coupons = state.coupons.map((c) => (c.id === variables.id ? { ...c, isActive: input.isActive, status: input.isActive ? 'active' : 'inactive' } : c));
      return HttpResponse.json({ data: { updateCoupon: { __typename: 'AdminCoupon', id: variables.id, isActive: input.isActive } } });
    }),
  );
  return state;
}

const renderCoupons = () => renderPage(<CouponsPage />, { path: '/admin-dashboard' });

describe('Admin coupons page', () => {
  it('lists code, type, value, min order, validity, usage so far / limit, per-user limit and status', async () => {
    serveCoupons([coupon('1', 'FRESH10'), coupon('2', 'SHIPFREE', { discountType: 'free_shipping', discountValue: 0, usageLimit: null, perUserLimit: null, validUntil: null, isActive: false })]);
    renderCoupons();
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('FRESH10');
    expect(first).toHaveTextContent('10%');
    expect(first).toHaveTextContent('₹500.00');
    expect(first).toHaveTextContent('31 Dec 2026');
    expect(first).toHaveTextContent('7 / 100');
    expect(first).toHaveTextContent('Active');
    expect(second).toHaveTextContent('Free shipping');
    expect(second).toHaveTextContent('No expiry');
    expect(second).toHaveTextContent('Inactive');
  });

  it("shows the server's state: a switched-on coupon past its date reads Expired, one out of uses Used up", async () => {
    serveCoupons([
      coupon('1', 'EXPIRED5', { validUntil: '2025-01-31T18:29:59.999Z', status: 'expired' }),
      coupon('2', 'ALLGONE', { usageLimit: 7, status: 'used_up' }),
    ]);
    renderCoupons();
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const [, expired, usedUp] = within(table).getAllByRole('row');
    expect(expired).toHaveTextContent('Expired');
    expect(expired).not.toHaveTextContent('Active');
    expect(usedUp).toHaveTextContent('Used up');
    expect(usedUp).not.toHaveTextContent('Active');
  });

  it('shows the empty and error states', async () => {
    serveCoupons([]);
    const { unmount } = renderCoupons();
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
    unmount();
    server.use(graphql.query('CouponsPageList', () => HttpResponse.json({ errors: [{ message: 'Not allowed' }] })));
    renderCoupons();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
  });

  it('adds a coupon and reloads the list', async () => {
    const state = serveCoupons([]);
    renderCoupons();
    await screen.findByText('No coupons yet');
    await userEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Coupon' });
    await userEvent.type(within(dialog).getByLabelText(/Code/), 'summer5');
    await userEvent.type(within(dialog).getByLabelText(/Discount \(%\)/), '5');
    await userEvent.type(within(dialog).getByLabelText(/Usage Limit/), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Coupon' }));
    expect(await screen.findByText('Coupon added successfully')).toBeInTheDocument();
    expect(state.created).toEqual([
      expect.objectContaining({ code: 'SUMMER5', discountType: 'percentage', discountValue: 5, usageLimit: 50, perUserLimit: null, validUntil: null, isActive: true }),
    ]);
    expect(await screen.findByText('SUMMER5')).toBeInTheDocument();
  });

  it('deactivates a coupon after confirmation', async () => {
    const state = serveCoupons([coupon('1', 'FRESH10')]);
    renderCoupons();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate FRESH10' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Coupon deactivated successfully')).toBeInTheDocument();
    expect(state.updated).toEqual([{ id: '1', input: expect.objectContaining({ code: 'FRESH10', isActive: false, usageLimit: 100 }) }]);
    expect(await screen.findByRole('button', { name: 'Activate FRESH10' })).toBeInTheDocument();
  });
});
