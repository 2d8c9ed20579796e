import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CheckoutPage from '../../web/src/app/routes/checkout-page';
import ShopPage from '../../web/src/app/routes/shop-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { AddressFormDialog } from '../../web/src/features/accounts/address-form-dialog';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { checkoutHandlers, CUSTOMER } from '../fixtures/checkout.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

/* Issue 40's storefront rough edges: a saved address chosen at checkout, /shop's category chips, a pincode that fills city and state. */

beforeAll(() => {
  // The first Chakra dialog render is slow on a loaded machine.
  configure({ asyncUtilTimeout: 10_000 });
});

afterEach(() => {
  window.sessionStorage.clear();
  chakraToaster.remove();
});

const field = (name: string) => screen.getByRole('textbox', { name });
const placeButton = () => screen.getByRole('button', { name: /^Place Order/ });

function signedIn(options: Parameters<typeof checkoutHandlers>[0] = {}) {
  saveSession('tok-7', CUSTOMER);
  const api = checkoutHandlers(options);
  server.use(...api.handlers);
  return api;
}

describe('Checkout: a saved address', () => {
  it('offers every saved address with the primary chosen; another fills the form, drives the slots and is named in the order', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
    const choice = await screen.findByRole('group', { name: 'Delivery address' });
    const primary = within(choice).getByRole('radio', { name: /12 MG Road/ });
    const work = within(choice).getByRole('radio', { name: /9 Work Park/ });
    expect(primary).toBeChecked();
    expect(within(choice).getByText('Primary')).toBeInTheDocument();
    await waitFor(() => expect(field('Postcode')).toHaveValue('411001'));

    await user.click(work);
    expect(work).toBeChecked();
    expect(field('Address')).toHaveValue('9 Work Park');
    expect(field('City')).toHaveValue('Mumbai');
    expect(field('Postcode')).toHaveValue('400001');
    await waitFor(() => expect(api.calls.deliverySlots.at(-1)).toEqual({ pincode: '400001' }));
    // The shopper's own details stay.
    expect(field('First Name')).toHaveValue('Asha');

    await screen.findByRole('group', { name: 'Sat 28 Nov' });
    await user.click(placeButton());
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(api.calls.placeOrder[0].input).toMatchObject({ addressId: '31', shipping: { address: '9 Work Park', city: 'Mumbai', postcode: '400001' } });
  });

  it('sends an address edited after choosing as typed (no address id)', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
    await waitFor(() => expect(field('Postcode')).toHaveValue('411001'));
    await user.clear(field('Address'));
    await user.type(field('Address'), '7 Lake View');
    await screen.findByRole('group', { name: 'Sat 28 Nov' });
    await user.click(placeButton());
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(api.calls.placeOrder[0].input).toMatchObject({ addressId: null, shipping: { address: '7 Lake View', postcode: '411001' } });
  });

  it("shows the server's refusal of the address under the choice", async () => {
    const api = signedIn({
      placeOrder: () => HttpResponse.json({ errors: [{ message: 'Address not found', extensions: { code: 'NOT_FOUND', field: 'addressId' } }] }),
    });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
    await waitFor(() => expect(field('Postcode')).toHaveValue('411001'));
    await screen.findByRole('group', { name: 'Sat 28 Nov' });
    await user.click(placeButton());
    const choice = screen.getByRole('group', { name: 'Delivery address' });
    expect(await within(choice).findByText('Address not found')).toBeInTheDocument();
    expect(api.calls.placeOrder).toHaveLength(1);
  });
});

describe('/shop: category chips', () => {
  it('links every category to its listing, All marked current on the whole collection', async () => {
    renderPage(<ShopPage />, { path: '/shop' });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['All', '/shop'],
      ["Season's Special", '/shop?category=seasonal'],
      ['Top Deals', '/shop?category=top-deals'],
      ['Fresh Chunks', '/shop?category=fresh-chunks'],
      ['Premium Dry Fruits', '/shop?category=dry-fruits'],
    ]);
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks the category shown (by slug or id) and moves to another without a page load', async () => {
    const user = userEvent.setup();
    renderPage(<ShopPage />, { path: '/shop', url: '/shop?category=top-deals' });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Top Deals' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    await user.click(within(nav).getByRole('link', { name: 'Fresh Chunks' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Fresh Chunks' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByRole('link', { name: 'Top Deals' })).not.toHaveAttribute('aria-current');
  });
});

describe('A pincode fills city and state', () => {
  it('at checkout, fills empty fields from a known pincode and keeps what the shopper typed', async () => {
    signedIn();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
    await waitFor(() => expect(field('Postcode')).toHaveValue('411001'));
    await user.clear(field('City'));
    await user.clear(field('State'));
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '560001');
    await waitFor(() => expect(field('City')).toHaveValue('Bangalore'));
    expect(field('State')).toHaveValue('Karnataka');

    // A city the shopper typed stays; the state the last pincode filled follows the new one.
    await user.clear(field('City'));
    await user.type(field('City'), 'Navi Mumbai');
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '400001');
    await waitFor(() => expect(field('State')).toHaveValue('Maharashtra'));
    expect(field('City')).toHaveValue('Navi Mumbai');

    // An unknown pincode changes nothing.
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '799999');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field('City')).toHaveValue('Navi Mumbai');
    expect(field('State')).toHaveValue('Maharashtra');
  });

  it("in the account's address form, fills city and state from the pincode", async () => {
    server.use(
      graphql.query('AddressDeliveryCheck', ({ variables }) =>
        HttpResponse.json({ data: { deliverySlots: { __typename: 'DeliverySlots', pincode: variables.pincode, serviceable: true } } }),
      ),
    );
    const user = userEvent.setup();
    renderPage(<AddressFormDialog open address={null} onClose={() => undefined} />, { path: '/account' });
    const modal = await screen.findByRole('dialog', { name: 'Add New Address' });
    const box = (name: RegExp) => within(modal).getByRole('textbox', { name });
    await user.type(box(/State/), 'MH');
    await user.type(box(/Pincode/), '411001');
    await waitFor(() => expect(box(/City/)).toHaveValue('Pune'));
    // The state the customer typed stays.
    expect(box(/State/)).toHaveValue('MH');
  });
});
