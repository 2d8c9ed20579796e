import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeDialogs, preloadDialogs } from '../../web/src/features/accounts/auth-dialog-store';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { server } from './msw-server';
import { currentLocation, renderApp } from './render';

const me = {
  __typename: 'User', id: '1', name: 'Asha', middleName: null, lastName: 'Rao', email: 'asha@example.com', phone: '9876543210',
  createdAt: '2026-01-01T00:00:00.000Z', addresses: [],
};

// The dialogs are a lazy chunk: load it once up front, not inside the first test's wait. The
// first Chakra dialog render is slow on a loaded machine: the waits get more room here.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await preloadDialogs();
  await import('../../web/src/features/accounts/location-form');
}, 30_000);

afterEach(() => {
  closeDialogs();
  document.body.style.pointerEvents = '';
});

function signedIn() {
  saveSession('tok', me);
  server.use(
    graphql.query('SessionMe', () => HttpResponse.json({ data: { me } })),
    graphql.query('AccountProfile', () => HttpResponse.json({ data: { me } })),
    graphql.query('AccountAddresses', () => HttpResponse.json({ data: { addresses: [] } })),
    graphql.query('MyOrders', () => HttpResponse.json({ data: { myOrders: [] } })),
  );
}

describe('account navigation and page', () => {
  it("opens the login dialog from the bottom bar's Sign In", async () => {
    const u = userEvent.setup();
    await renderApp('/nowhere');
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    await u.click(within(bar).getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back!' })).toBeInTheDocument();
  });

  it("opens the signup dialog from the mobile menu's Create Account", async () => {
    const u = userEvent.setup();
    await renderApp('/nowhere');
    await u.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await u.click(await within(menu).findByRole('link', { name: 'Create Account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an Account' })).toBeInTheDocument();
  });

  it('shows the signed-in header and bottom bar after hydration', async () => {
    signedIn();
    await renderApp('/nowhere');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Account menu for Asha' })).toHaveTextContent('A');
    expect(within(banner).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  });

  it('sends a guest from /account to /login', async () => {
    await renderApp('/account');
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back!' })).toBeInTheDocument();
  });

  it('has the profile (no loyalty points: nothing earns them), orders, addresses and support tabs', async () => {
    signedIn();
    const u = userEvent.setup();
    await renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Loyalty Points/)).not.toBeInTheDocument();
    expect(screen.queryByText('1,250')).not.toBeInTheDocument();
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'My Orders' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Addresses' }));
    expect(await screen.findByText('No addresses saved')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Help & Support' }));
    expect(await screen.findByText(/Report a problem within 48 hours of delivery/)).toBeInTheDocument();
    expect(screen.getByText(/Support hours: Mon–Sat, 8 am–8 pm\./)).toBeInTheDocument();
    // The panel of the tab just left may still be leaving: the Help panel is the one with the link.
    const help = await screen.findByRole('tabpanel', { name: 'Help & Support' });
    expect(within(help).getByRole('link', { name: '+91 98000 00000' })).toHaveAttribute('href', 'tel:+919800000000');
  });

  it('validates the add-address form with the shared rules', async () => {
    signedIn();
    const u = userEvent.setup();
    await renderApp('/account');
    await u.click(await screen.findByRole('tab', { name: 'Addresses' }));
    await u.click(await screen.findByRole('button', { name: 'Add Address' }));
    const modal = await screen.findByRole('dialog', { name: 'Add New Address' });
    expect(within(modal).getByRole('textbox', { name: /Country/ })).toHaveValue('India');
    await u.click(within(modal).getByRole('button', { name: 'Save Address' }));
    expect(await within(modal).findByText('Please enter the full name')).toBeInTheDocument();
    expect(within(modal).getByText('Please enter a phone number')).toBeInTheDocument();
    expect(within(modal).getByText('Please enter the address')).toBeInTheDocument();
    expect(within(modal).getByText('Please enter the pincode')).toBeInTheDocument();
  });

  it('says under the pincode whether the shop delivers there, before any checkout', async () => {
    signedIn();
    server.use(
      graphql.query('AddressDeliveryCheck', ({ variables }) =>
        HttpResponse.json({ data: { deliverySlots: { __typename: 'DeliverySlots', pincode: variables.pincode, serviceable: variables.pincode === '411001' } } }),
      ),
    );
    const u = userEvent.setup();
    await renderApp('/account');
    await u.click(await screen.findByRole('tab', { name: 'Addresses' }));
    await u.click(await screen.findByRole('button', { name: 'Add Address' }));
    const modal = await screen.findByRole('dialog', { name: 'Add New Address' });
    const pincode = within(modal).getByRole('textbox', { name: /Pincode/ });
    await u.type(pincode, '799999');
    expect(await within(modal).findByText('Sorry, we do not deliver to pincode 799999 yet.')).toBeInTheDocument();
    await u.clear(pincode);
    await u.type(pincode, '411001');
    expect(await within(modal).findByText('We deliver to 411001.')).toBeInTheDocument();
  });

  it('keeps a new phone number only after the code texted to it: Save opens the Verify Your Account dialog', async () => {
    signedIn();
    const asked: { input?: Record<string, unknown>; otpCode?: string }[] = [];
    const user = (phone: string, pendingPhone: string | null) => ({ ...me, phone, pendingPhone, pendingEmail: null });
    server.use(
      graphql.mutation('UpdateProfile', ({ variables }) => {
        asked.push({ input: variables.input as Record<string, unknown> });
        return HttpResponse.json({ data: { updateProfile: user('9876543210', '9123456780') } });
      }),
      graphql.mutation('VerifyPhoneChange', ({ variables }) => {
        asked.push({ otpCode: variables.otpCode as string });
        return HttpResponse.json({ data: { verifyPhoneChange: user('9123456780', null) } });
      }),
    );
    const u = userEvent.setup();
    await renderApp('/account');
    await u.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const phone = screen.getByRole('textbox', { name: 'Mobile Number' });
    await u.clear(phone);
    await u.type(phone, '9123456780');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    const step = await screen.findByRole('dialog', { name: 'Verify Your Account' });
    expect(within(step).getByText('9123456780')).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: 'Verify & Continue' })).toBeDisabled();
    expect(within(step).getByRole('button', { name: 'Keep my current phone number' })).toBeInTheDocument();
    for (let n = 1; n <= 6; n++) await u.type(within(step).getByRole('textbox', { name: `Digit ${n} of 6` }), String(n));
    await u.click(within(step).getByRole('button', { name: 'Verify & Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify Your Account' })).not.toBeInTheDocument());
    expect(asked).toEqual([{ input: expect.not.objectContaining({ email: expect.anything() }) }, { otpCode: '123456' }]);
    expect(asked[0].input).toMatchObject({ phone: '9123456780' });
  });

  it('keeps a new email only after the code mailed to it: Save opens the Verify Your Account dialog', async () => {
    signedIn();
    const asked: { input?: Record<string, unknown>; otpCode?: string }[] = [];
    server.use(
      graphql.mutation('UpdateProfile', ({ variables }) => {
        asked.push({ input: variables.input as Record<string, unknown> });
        return HttpResponse.json({ data: { updateProfile: { ...me, pendingPhone: null, pendingEmail: 'new.asha@example.com' } } });
      }),
      graphql.mutation('VerifyPhoneChange', ({ variables }) => {
        asked.push({ otpCode: variables.otpCode as string });
        return HttpResponse.json({ data: { verifyPhoneChange: { ...me, email: 'new.asha@example.com', pendingPhone: null, pendingEmail: null } } });
      }),
    );
    const u = userEvent.setup();
    await renderApp('/account');
    await u.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const email = within(screen.getByRole('form', { name: 'Edit profile' })).getByRole('textbox', { name: /^Email/ });
    await u.clear(email);
    await u.type(email, 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await u.clear(email);
    await u.type(email, 'new.asha@example.com');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    const step = await screen.findByRole('dialog', { name: 'Verify Your Account' });
    expect(within(step).getByText('new.asha@example.com')).toBeInTheDocument();
    for (let n = 1; n <= 6; n++) await u.type(within(step).getByRole('textbox', { name: `Digit ${n} of 6` }), String(n));
    await u.click(within(step).getByRole('button', { name: 'Verify & Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify Your Account' })).not.toBeInTheDocument());
    expect(asked).toEqual([{ input: expect.objectContaining({ email: 'new.asha@example.com' }) }, { otpCode: '123456' }]);
  });

  it('asks before logging out and then signs out', async () => {
    signedIn();
    server.use(graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: true } })));
    const u = userEvent.setup();
    await renderApp('/account');
    await u.click(await screen.findByRole('button', { name: 'Logout' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Logout' });
    await u.click(within(confirm).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
