import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CategoriesPage from '../../web/src/admin/pages/categories-page';
import { DashboardChecklist } from '../../web/src/admin/pages/dashboard-checklist';
import ProfilePage from '../../web/src/admin/pages/profile-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { adminProfile } from '../fixtures/shop-profile.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

/* A new shop can open (issue 36): the first-run checklist, the shop's contact details, the home page's sections. */

beforeAll(() => {
  // jsdom has no PointerEvent; Zag's checkbox makes one when a focused checkbox loses focus.
  if (!('PointerEvent' in window)) {
    class PointerEventShim extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventShim });
  }
});

afterEach(() => {
  chakraToaster.remove();
});

const item = (id: string, label: string, done: boolean, detail: string, page: string | null, required = true) => ({ __typename: 'ReadinessItem', id, label, done, detail, page, required });

function serveReadiness(ready: boolean) {
  server.use(
    graphql.query('AdminShopReadiness', () =>
      HttpResponse.json({
        data: {
          shopReadiness: {
            __typename: 'ShopReadiness',
            ready,
            items: [
              item('pincodes', 'Serviceable pincodes', ready, ready ? 'Delivering to 3 pincodes' : 'Add the pincodes you deliver to', 'delivery'),
              item('products', 'Products in stock', true, '12 products on sale', 'products'),
              item('contact', "The shop's contact details", ready, 'Add the shop name, helpline, email and address customers see', 'profile'),
              item('payments', 'Card payments', false, 'Test mode: the simulated gateway takes no real money.', null, false),
            ],
          },
        },
      }),
    ),
  );
}

describe('First-run checklist', () => {
  it('lists every item, done or not in words as well as colour, with its detail and the page that fixes it', async () => {
    serveReadiness(false);
    renderPage(<DashboardChecklist />, { path: '/admin-dashboard' });
    const card = await screen.findByRole('region', { name: 'Before your first delivery' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '✗Serviceable pincodes (not done)Add the pincodes you deliver toOpen Delivery Slots',
      '✓Products in stock (done)12 products on saleOpen Products',
      "✗The shop's contact details (not done)Add the shop name, helpline, email and address customers seeOpen Shop Profile",
      '✗Card payments (not done, optional)Test mode: the simulated gateway takes no real money.',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Open Delivery Slots' })).toHaveAttribute('href', '/admin-dashboard?page=delivery');
    expect(within(items[2]).getByRole('link', { name: 'Open Shop Profile' })).toHaveAttribute('href', '/admin-dashboard?page=profile');
    expect(within(items[3]).queryByRole('link')).toBeNull();
  });

  it('shrinks to one line once the shop is ready', async () => {
    serveReadiness(true);
    renderPage(<DashboardChecklist />, { path: '/admin-dashboard' });
    expect(await screen.findByTestId('shop-ready')).toHaveTextContent('The shop is ready for deliveries.');
    expect(screen.queryByText('Before your first delivery')).toBeNull();
  });
});

function serveProfile() {
  const state = {
    profile: adminProfile({
      tradeName: 'Fresh Fruits Pune',
      legalName: '',
      phone: '',
      email: '',
      address: '',
      state: '',
      supportHours: '',
      gstin: '',
      fssaiLicence: '',
      grievanceOfficerName: '',
      grievanceOfficerEmail: '',
      grievanceOfficerPhone: '',
      updatedAt: null,
    }) as Record<string, unknown>,
    saved: [] as Record<string, unknown>[],
    refuse: null as null | { message: string; field: string },
  };
  server.use(
    graphql.query('AdminShopProfile', () => HttpResponse.json({ data: { shopProfile: state.profile } })),
    graphql.mutation('AdminUpdateShopProfile', ({ variables }) => {
      state.saved.push(variables.input as Record<string, unknown>);
      if (state.refuse) return HttpResponse.json({ data: null, errors: [{ message: state.refuse.message, extensions: { code: 'BAD_USER_INPUT', field: state.refuse.field } }] });
      state.profile = { ...state.profile, ...(variables.input as Record<string, unknown>), updatedAt: '2026-11-27T10:00:00.000Z' };
      return HttpResponse.json({ data: { updateShopProfile: state.profile } });
    }),
  );
  return state;
}

describe('Shop Profile page', () => {
  it("checks the fields with the server's rules, shows the server's own refusal at its field, and saves", async () => {
    const state = serveProfile();
    const user = userEvent.setup();
    renderPage(<ProfilePage />, { path: '/admin-dashboard' });
    const name = await screen.findByRole('textbox', { name: 'Shop name' });
    await waitFor(() => expect(name).toHaveValue('Fresh Fruits Pune'));

    await user.type(screen.getByRole('textbox', { name: 'Helpline phone' }), '12345');
    await user.type(screen.getByRole('textbox', { name: 'Support email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter a valid phone number (10-15 digits)')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(state.saved).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Helpline phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Helpline phone' }), '+91 98765 43210');
    await user.clear(screen.getByRole('textbox', { name: 'Support email' }));
    await user.type(screen.getByRole('textbox', { name: 'Support email' }), 'help@fruits.test');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 MG Road, Pune 411001');
    state.refuse = { message: 'This email address cannot receive mail', field: 'email' };
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const email = screen.getByRole('textbox', { name: 'Support email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email address cannot receive mail'));
    expect(email).toHaveAttribute('aria-invalid', 'true');

    state.refuse = null;
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(state.saved).toHaveLength(2));
    expect(state.saved[1]).toEqual({
      tradeName: 'Fresh Fruits Pune',
      legalName: '',
      phone: '+91 98765 43210',
      email: 'help@fruits.test',
      supportHours: '',
      address: '12 MG Road, Pune 411001',
      state: '',
      gstin: '',
      fssaiLicence: '',
      grievanceOfficerName: '',
      grievanceOfficerEmail: '',
      grievanceOfficerPhone: '',
      reportWindowHours: 48,
      deliveryFee: 25,
      handlingFee: 9,
      freeDeliveryThreshold: 100,
    });
    expect(await screen.findByText('Shop profile saved')).toBeInTheDocument();
  });
});

describe('Shop Profile page: legal details, the grievance officer, the window and the fees (issue 39)', () => {
  it("edits every field with the shared rules (GSTIN state code and check character, FSSAI, window, fees) and sends numbers", async () => {
    const state = serveProfile();
    state.profile = adminProfile();
    const user = userEvent.setup();
    renderPage(<ProfilePage />, { path: '/admin-dashboard' });
    const gstin = await screen.findByRole('textbox', { name: 'GSTIN' });
    await waitFor(() => expect(gstin).toHaveValue('27AADCF1234F1Z2'));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Maharashtra');
    expect(screen.getByRole('textbox', { name: 'FSSAI licence number' })).toHaveValue('11526999000001');
    expect(screen.getByRole('textbox', { name: 'Grievance officer' })).toHaveValue('Asha Demo (Grievance Officer)');
    expect(screen.getByRole('textbox', { name: 'Problem-report window (hours)' })).toHaveValue('48');
    expect(screen.getByRole('textbox', { name: 'Delivery fee (₹)' })).toHaveValue('25');

    // Karnataka's GSTINs begin with 29; a typo breaks the check character; the rest are out of range.
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Karnataka');
    await user.clear(screen.getByRole('textbox', { name: 'FSSAI licence number' }));
    await user.type(screen.getByRole('textbox', { name: 'FSSAI licence number' }), '1152699900');
    const window = screen.getByRole('textbox', { name: 'Problem-report window (hours)' });
    await user.clear(window);
    await user.type(window, '721');
    const fee = screen.getByRole('textbox', { name: 'Delivery fee (₹)' });
    await user.clear(fee);
    await user.type(fee, '-5');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('A GSTIN registered in Karnataka begins with 29')).toBeInTheDocument();
    expect(screen.getByText('An FSSAI licence number has 14 digits')).toBeInTheDocument();
    expect(screen.getByText('The problem-report window must be a whole number of hours from 1 to 720')).toBeInTheDocument();
    expect(screen.getByText('The delivery fee must be ₹0 or more')).toBeInTheDocument();

    await user.clear(gstin);
    await user.type(gstin, '29AADCF1234F1Z2'); // Karnataka's code, but the check character is Maharashtra's
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('This GSTIN has a typo: its last character does not match (check digit)')).toBeInTheDocument();
    expect(state.saved).toEqual([]);

    await user.clear(gstin);
    await user.type(gstin, '29AADCF1234F1ZY');
    await user.clear(screen.getByRole('textbox', { name: 'FSSAI licence number' }));
    await user.type(screen.getByRole('textbox', { name: 'FSSAI licence number' }), '21226999000002');
    await user.clear(window);
    await user.type(window, '24');
    await user.clear(fee);
    await user.type(fee, '30.50');
    const threshold = screen.getByRole('textbox', { name: 'Free delivery from (₹)' });
    await user.clear(threshold);
    await user.type(threshold, '199');
    // The server's own refusal shows at its field.
    state.refuse = { message: 'This GSTIN is not registered', field: 'gstin' };
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(gstin).toHaveAccessibleDescription('This GSTIN is not registered'));

    state.refuse = null;
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(state.saved).toHaveLength(2));
    expect(state.saved[1]).toMatchObject({
      state: 'Karnataka',
      gstin: '29AADCF1234F1ZY',
      fssaiLicence: '21226999000002',
      grievanceOfficerName: 'Asha Demo (Grievance Officer)',
      grievanceOfficerEmail: 'grievance@fruitshop.example.com',
      reportWindowHours: 24,
      deliveryFee: 30.5,
      handlingFee: 9,
      freeDeliveryThreshold: 199,
    });
    expect(await screen.findByText('Shop profile saved')).toBeInTheDocument();
  });
});

describe('Categories page: the home page fields', () => {
  it('shows each home position and sends the home fields through CategoryInput, checking the position first', async () => {
    const created: unknown[] = [];
    server.use(
      graphql.query('AdminCategoriesList', () =>
        HttpResponse.json({
          data: {
            adminCategories: [
              { __typename: 'AdminCategory', id: '1', name: "season's special", description: null, productCount: 4, homePosition: 2, homeTitle: "Season's Special", homeTab: true },
              { __typename: 'AdminCategory', id: '2', name: 'Berries', description: null, productCount: 0, homePosition: null, homeTitle: null, homeTab: true },
            ],
          },
        }),
      ),
      graphql.mutation('AdminCreateCategory', ({ variables }) => {
        created.push(variables.input);
        return HttpResponse.json({ data: { createCategory: { __typename: 'AdminCategory', id: '3' } } });
      }),
    );
    const user = userEvent.setup();
    renderPage(<CategoriesPage />, { path: '/admin-dashboard' });
    expect(await screen.findByTestId('home-1')).toHaveTextContent("#2 · Season's Special");
    expect(screen.getByTestId('home-2')).toHaveTextContent('Not shown');

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Exotic');
    expect(within(dialog).queryByRole('spinbutton', { name: /Position/ })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show on the home page' }));
    // Offered the place after the last section.
    const position = within(dialog).getByRole('spinbutton', { name: /Position/ });
    expect(position).toHaveValue(3);
    await user.clear(position);
    await user.type(position, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('The home page position must be a whole number from 1 to 99')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(position);
    await user.type(position, '1');
    await user.type(within(dialog).getByRole('textbox', { name: /Section title/ }), 'Far away fruits');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Name it in the tab bar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(created).toEqual([{ name: 'Exotic', description: null, homePosition: 1, homeTitle: 'Far away fruits', homeTab: false }]));
  });
});
