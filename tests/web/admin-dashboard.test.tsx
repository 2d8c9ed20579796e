import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetAdminClient } from '../../web/src/admin/admin-client';
import { ADMIN_PAGES } from '../../web/src/admin/admin-pages';
import { preloadMatchedRoutes } from '../../web/src/app/router';
import { server } from './msw-server';
import { currentLocation, renderApp } from './render';

const ADMIN = { __typename: 'Admin', id: '7', name: 'Asha Admin', email: 'asha@fruit.test' };

beforeAll(async () => {
  await Promise.all(['/admin-login', '/admin-dashboard'].map((path) => preloadMatchedRoutes({ pathname: path })));
  // The pages are lazy chunks inside the dashboard; imported first, their lazy() resolves at once.
  await Promise.all(['dashboard', 'orders', 'categories', 'products'].map((name) => import(`../../web/src/admin/pages/${name}-page.tsx`)));
});

afterEach(() => resetAdminClient());

function session(admin: typeof ADMIN | null) {
  server.use(
    graphql.query('AdminMe', () => HttpResponse.json({ data: { adminMe: { __typename: 'AdminSession', loggedIn: !!admin, admin } } })),
    // The dashboard's first-run checklist (its own tests: admin-pages-setup.test.tsx).
    graphql.query('AdminShopReadiness', () => HttpResponse.json({ data: { shopReadiness: { __typename: 'ShopReadiness', ready: true, items: [] } } })),
  );
}

const ORDER = {
  __typename: 'AdminOrder',
  id: '41',
  orderNumber: 'FS-000041',
  status: 'PROCESSING',
  total: 540,
  createdAt: '2026-03-10T10:00:00.000Z',
  customer: { __typename: 'Customer', id: '3', fullName: 'Ravi Kumar', email: 'ravi@fruit.test' },
  shipping: { __typename: 'ShippingDetails', firstName: 'Ravi', lastName: 'Kumar' },
  deliverySlot: { __typename: 'OrderDeliverySlot', id: '1:2026-03-11', date: '2026-03-11', start: '07:00', end: '10:00' },
  items: [
    { __typename: 'OrderItem', id: '1', productName: 'Mango', quantity: 2 },
    { __typename: 'OrderItem', id: '2', productName: 'Apple', quantity: 1 },
    { __typename: 'OrderItem', id: '3', productName: 'Kiwi', quantity: 3 },
    { __typename: 'OrderItem', id: '4', productName: 'Pear', quantity: 1 },
  ],
};

function dashboardData() {
  server.use(
    graphql.query('AdminDashboard', () =>
      HttpResponse.json({
        data: {
          dashboardSummary: {
            __typename: 'DashboardSummary',
            totalSales: 123456.5,
            totalOrders: 17,
            newCustomers: 4,
            salesTrend: { __typename: 'MoneyTrend', changePercent: 12.5 },
            ordersTrend: { __typename: 'CountTrend', changePercent: -3 },
            customersTrend: { __typename: 'CountTrend', changePercent: null },
          },
          salesByDay: Array.from({ length: 30 }, (_, n) => ({
            __typename: 'DailySales',
            date: `2026-03-${String(n + 1).padStart(2, '0')}`,
            orders: n === 6 ? 2 : 0,
            revenue: n === 6 ? 1540.5 : 0,
          })),
          topProducts: [
            { __typename: 'TopProduct', productId: '9', name: 'Alphonso Mango', quantity: 12, revenue: 2400 },
            { __typename: 'TopProduct', productId: '4', name: 'Kiwi', quantity: 3, revenue: 150 },
          ],
          recentOrders: [ORDER],
          recentCustomers: [{ __typename: 'Customer', id: '3', fullName: 'Ravi Kumar', email: 'ravi@fruit.test', createdAt: '2026-03-01T10:00:00.000Z' }],
          lowStockProducts: [{ __typename: 'LowStockProduct', id: '5', name: 'Dragon Fruit', categoryName: 'Exotic', stockQuantity: 0, isActive: true }],
        },
      }),
    ),
  );
}

describe('admin dashboard guard', () => {
  it('sends a visitor without an admin session to the login page', async () => {
    session(null);
    await renderApp('/admin-dashboard');
    await waitFor(() => expect(currentLocation()).toBe('/admin-login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the admin, the sidebar and the dashboard figures', async () => {
    session(ADMIN);
    dashboardData();
    await renderApp('/admin-dashboard');
    expect(await screen.findByText('Asha Admin')).toBeInTheDocument();
    expect(screen.getByText('asha@fruit.test')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Back office' })[0];
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(ADMIN_PAGES.map((p) => p.label));
    expect(await screen.findByText('₹1,23,456.50')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-totalOrders')).getByText('17')).toBeInTheDocument();
    // Issue 40: the card says it counts the same orders as Total Sales.
    expect(screen.getByTestId('hint-totalOrders')).toHaveTextContent('Paid or cash on delivery; not cancelled or returned');
    expect(screen.getByText('Mango × 2, Apple × 1 +2 more')).toBeInTheDocument();
    expect(screen.getByText('Dragon Fruit')).toBeInTheDocument();
    // Computed trends from the api, and "—" where last month gives no base.
    expect(screen.getByTestId('trend-totalSales')).toHaveTextContent('+12.5% from last month');
    expect(screen.getByTestId('trend-totalOrders')).toHaveTextContent('-3.0% from last month');
    expect(screen.getByTestId('trend-newCustomers')).toHaveTextContent('— from last month');
    // The chart's figures, also as a table for screen readers.
    const chart = screen.getByTestId('sales-chart');
    expect(chart).toHaveAttribute('aria-label', 'Orders and revenue per day, last 30 days: 2 orders, ₹1,540.50');
    const row = within(chart).getByRole('cell', { name: '7 Mar' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['7 Mar', '2', '₹1,540.50']);
    const top = screen.getByRole('list', { name: 'Top products by revenue this month' });
    expect(within(top).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1. Alphonso Mango12 sold₹2,400.00', '2. Kiwi3 sold₹150.00']);
  });

  it("resets the figures to zeros when the dashboard data fails ('Failed to load dashboard data')", async () => {
    session(ADMIN);
    server.use(graphql.query('AdminDashboard', () => HttpResponse.json({ data: null, errors: [{ message: 'boom' }] })));
    await renderApp('/admin-dashboard');
    expect(await within(await screen.findByTestId('card-totalSales')).findByText('₹0.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-totalOrders')).getByText('0')).toBeInTheDocument();
    expect(screen.getByTestId('trend-totalSales')).toHaveTextContent('— from last month');
    expect(screen.getByText('No sales this month yet')).toBeInTheDocument();
  });
});

describe('admin pages by ?page=', () => {
  it('opens the page named in the query string and mirrors the choice there', async () => {
    session(ADMIN);
    server.use(graphql.query('AdminCategoriesList', () => HttpResponse.json({ data: { adminCategories: [] } })));
    await renderApp('/admin-dashboard?page=categories');
    expect(await screen.findByText('No categories found. Add your first category!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Categories Management' })).toBeInTheDocument();

    let searched: unknown = 'never';
    server.use(
      graphql.query('AdminOrderPage', ({ variables }) => {
        searched = (variables.filter as { search: string | null }).search;
        const order = {
          ...ORDER,
          paymentMethod: 'CASH',
          paymentStatus: 'CASH_ON_DELIVERY',
          cashToCollect: 540,
          itemCount: 7,
          customer: { ...ORDER.customer, phone: null },
          shipping: { ...ORDER.shipping, email: 'ravi@fruit.test', phone: '9876543210', postcode: '411001' },
        };
        return HttpResponse.json({ data: { adminOrderPage: { __typename: 'AdminOrderPage', total: 1, limit: 50, offset: 0, items: [order] } } });
      }),
      graphql.query('AdminOrderShopSlots', () => HttpResponse.json({ data: { adminDelivery: { __typename: 'AdminDeliverySettings', slots: [] } } })),
    );
    const nav = screen.getAllByRole('navigation', { name: 'Back office' })[0];
    await userEvent.click(within(nav).getByRole('button', { name: 'Orders' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin-dashboard?page=orders'));
    expect(within(nav).getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    const row = await screen.findByTestId('order-row-41');
    expect(row).toHaveTextContent('Wed 11 Mar, 07:00–10:00');
    expect(within(row).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ravi');
    await waitFor(() => expect(searched).toBe('ravi'));
  });

  it('shows each page title once, as the one h1 (issue 40: the shell and the page both drew it)', async () => {
    session(ADMIN);
    server.use(graphql.query('CouponsPageList', () => HttpResponse.json({ data: { adminCoupons: [] } })));
    await renderApp('/admin-dashboard?page=coupons');
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Coupons']);
    expect(screen.getAllByRole('heading', { name: 'Coupons' })).toHaveLength(1);
    // The page's own action stays.
    expect(screen.getByRole('button', { name: 'Add Coupon' })).toBeInTheDocument();
  });

  it('falls back to the dashboard for an unknown page', async () => {
    session(ADMIN);
    dashboardData();
    await renderApp('/admin-dashboard?page=nope');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });
});

describe('admin catalogue pages', () => {
  const product = (id: string, name: string, stockQuantity: number, isActive = true) => ({
    __typename: 'AdminProduct',
    id,
    name,
    categoryId: '1',
    categoryName: 'Tropical',
    price: 120,
    discountPrice: null,
    stockQuantity,
    weight: 1,
    unit: 'kg',
    maxOrderLimit: null,
    image: null,
    imageGallery: [],
    tags: [],
    customAttributes: {},
    countryOfOrigin: null,
    storageInstruction: null,
    suppliedId: null,
    description: null,
    availableFrom: null,
    availableUntil: null,
    isActive,
    isFeatured: false,
  });

  it('colours stock by level and names inactive products', async () => {
    session(ADMIN);
    server.use(
      graphql.query('AdminProductsList', () =>
        HttpResponse.json({
          data: {
            adminProducts: [product('1', 'Mango', 11), product('2', 'Kiwi', 10), product('3', 'Pear', 0, false)],
            adminCategories: [{ __typename: 'AdminCategory', id: '1', name: 'Tropical' }],
          },
        }),
      ),
    );
    await renderApp('/admin-dashboard?page=products');
    const badge = async (name: string, text: string) => within((await screen.findByText(name)).closest('tr')!).getByText(text);
    expect(await badge('Mango', '11 in stock')).toHaveAttribute('data-palette', 'green');
    expect(await badge('Kiwi', '10 in stock')).toHaveAttribute('data-palette', 'yellow');
    expect(await badge('Pear', 'Out of stock')).toHaveAttribute('data-palette', 'red');
    expect(await badge('Pear', 'Inactive')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Kiwi' }));
    expect(await screen.findByText('Are you sure you want to delete this product?')).toBeInTheDocument();
  });

  it('asks before deleting a category and shows the default text when the server gives none', async () => {
    session(ADMIN);
    let deleted: unknown;
    server.use(
      graphql.query('AdminCategoriesList', () =>
        HttpResponse.json({ data: { adminCategories: [{ __typename: 'AdminCategory', id: '4', name: 'Berries', description: null, productCount: 0 }] } }),
      ),
      graphql.mutation('AdminDeleteCategory', ({ variables }) => {
        deleted = variables.id;
        return HttpResponse.json({ data: { deleteCategory: { __typename: 'AdminCategory', id: '4' } } });
      }),
    );
    await renderApp('/admin-dashboard?page=categories');
    expect(await screen.findByText('No description')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Berries' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this category? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe('4'));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
  });
});
