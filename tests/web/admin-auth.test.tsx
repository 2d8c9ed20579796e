import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetAdminClient } from '../../web/src/admin/admin-client';
import { preloadMatchedRoutes } from '../../web/src/app/router';
import { server } from './msw-server';
import { currentLocation, renderApp } from './render';

const ADMIN = { __typename: 'Admin', id: '7', name: 'Asha Admin', email: 'asha@fruit.test' };

beforeAll(async () => {
  // Navigations between back-office pages must not suspend under act() (see renderApp).
  await Promise.all(['/admin-login', '/admin-signup', '/admin-dashboard', '/forgot-password'].map((path) => preloadMatchedRoutes({ pathname: path })));
});

afterEach(() => resetAdminClient());

function signedIn(admin: typeof ADMIN | null) {
  server.use(
    graphql.query('AdminMe', () =>
      HttpResponse.json({ data: { adminMe: { __typename: 'AdminSession', loggedIn: !!admin, admin } } }),
    ),
    graphql.query('AdminDashboard', () =>
      HttpResponse.json({
        data: {
          dashboardSummary: {
            __typename: 'DashboardSummary',
            totalSales: 1234.5,
            totalOrders: 3,
            newCustomers: 2,
            salesTrend: { __typename: 'MoneyTrend', changePercent: null },
            ordersTrend: { __typename: 'CountTrend', changePercent: null },
            customersTrend: { __typename: 'CountTrend', changePercent: null },
          },
          salesByDay: [],
          topProducts: [],
          recentOrders: [],
          recentCustomers: [],
          lowStockProducts: [],
        },
      }),
    ),
  );
}

describe('admin login', () => {
  it('asks for both fields before calling the server', async () => {
    let calls = 0;
    server.use(graphql.mutation('AdminLogin', () => (calls++, HttpResponse.json({ data: null }))));
    await renderApp('/admin-login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your email or phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(calls).toBe(0);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/admin-signup');
    // No storefront header or footer around the back office.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it("shows the server's message, 'Signing in...' while busy", async () => {
    server.use(
      graphql.mutation('AdminLogin', async () => {
        await delay(150);
        return HttpResponse.json({ data: null, errors: [{ message: 'Your admin account is awaiting approval by an active admin.' }] });
      }),
    );
    await renderApp('/admin-login');
    await userEvent.type(await screen.findByLabelText(/Email or Phone/), 'asha@fruit.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await screen.findByText('Your admin account is awaiting approval by an active admin.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin-login');
  });

  it("says 'Failed to connect to server' when the request never arrives", async () => {
    server.use(graphql.mutation('AdminLogin', () => HttpResponse.error()));
    await renderApp('/admin-login');
    await userEvent.type(await screen.findByLabelText(/Email or Phone/), '9876543210');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Failed to connect to server')).toBeInTheDocument();
  });

  it("falls back to 'Invalid credentials' when the server gives no session", async () => {
    server.use(graphql.mutation('AdminLogin', () => HttpResponse.json({ data: { adminLogin: { __typename: 'AdminSession', loggedIn: false, admin: null } } })));
    await renderApp('/admin-login');
    await userEvent.type(await screen.findByLabelText(/Email or Phone/), 'asha@fruit.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
  });

  it('goes to the dashboard after signing in, sending the identifier and password', async () => {
    let sent: unknown;
    signedIn(ADMIN);
    server.use(
      graphql.mutation('AdminLogin', ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({ data: { adminLogin: { __typename: 'AdminSession', loggedIn: true, admin: ADMIN } } });
      }),
    );
    await renderApp('/admin-login');
    await userEvent.type(await screen.findByLabelText(/Email or Phone/), ' asha@fruit.test ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin-dashboard'));
    expect(sent).toEqual({ identifier: 'asha@fruit.test', password: 'secret-pass' });
    expect(await screen.findByText('Asha Admin')).toBeInTheDocument();
  });
});

describe('admin signup', () => {
  async function fill(values: { name?: string; email?: string; phone?: string; password?: string; confirm?: string }) {
    if (values.name) await userEvent.type(await screen.findByLabelText(/Full Name/), values.name);
    if (values.email) await userEvent.type(screen.getByLabelText(/Email Address/), values.email);
    if (values.phone) await userEvent.type(screen.getByLabelText(/Phone Number/), values.phone);
    if (values.password) await userEvent.type(screen.getByLabelText(/^Password/), values.password);
    if (values.confirm) await userEvent.type(screen.getByLabelText(/Confirm Password/), values.confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it('checks the password length and the confirmation', async () => {
    let calls = 0;
    server.use(graphql.mutation('AdminSignup', () => (calls++, HttpResponse.json({ data: null }))));
    await renderApp('/admin-signup');
    expect(await screen.findByText('Must be at least 8 characters')).toBeInTheDocument();
    await fill({ name: 'Asha', email: 'asha@fruit.test', password: 'short', confirm: 'other' });
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('announces success and goes to the login page after 2 seconds', async () => {
    let sent: unknown;
    server.use(
      graphql.mutation('AdminSignup', ({ variables }) => {
        sent = variables.input;
        return HttpResponse.json({
          data: { adminSignup: { __typename: 'AdminSignupResult', success: true, message: 'Account created successfully!', admin: { __typename: 'Admin', id: '9', status: 'PENDING' } } },
        });
      }),
    );
    await renderApp('/admin-signup');
    await fill({ name: 'Asha Admin', email: 'asha@fruit.test', password: 'long-enough', confirm: 'long-enough' });
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to login...')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Asha Admin', email: 'asha@fruit.test', phone: null, password: 'long-enough' });
    // Not at once: after ADMIN_SIGNUP_REDIRECT_MS.
    await act(() => delay(1000));
    expect(currentLocation()).toBe('/admin-signup');
    await waitFor(() => expect(currentLocation()).toBe('/admin-login'), { timeout: 3000 });
  });

  it("shows the server's message, else 'Registration failed'", async () => {
    server.use(graphql.mutation('AdminSignup', () => HttpResponse.json({ data: null, errors: [{ message: 'An admin with this email already exists' }] })));
    await renderApp('/admin-signup');
    await fill({ name: 'Asha', email: 'asha@fruit.test', password: 'long-enough', confirm: 'long-enough' });
    expect(await screen.findByText('An admin with this email already exists')).toBeInTheDocument();

    server.use(graphql.mutation('AdminSignup', () => HttpResponse.json({ data: null, errors: [{ message: '' }] })));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it("says 'Failed to create account. Please try again.' when the server cannot be reached", async () => {
    server.use(graphql.mutation('AdminSignup', () => HttpResponse.error()));
    await renderApp('/admin-signup');
    await fill({ name: 'Asha', email: 'asha@fruit.test', password: 'long-enough', confirm: 'long-enough' });
    expect(await screen.findByText('Failed to create account. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin-login');
  });
});
