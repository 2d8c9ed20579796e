import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeDialogs, preloadDialogs } from '../../web/src/features/accounts/auth-dialog-store';
import { server } from './msw-server';
import { currentLocation, renderApp } from './render';

const user = { __typename: 'User', id: '1', name: 'Asha', middleName: null, lastName: 'Rao', email: 'asha@example.com', phone: '9876543210' };
const auth = { __typename: 'AuthPayload', token: 'tok-9', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), user };
// The dialogs are a lazy chunk: load it once up front, not inside the first test's wait. The
// first Chakra dialog render is slow on a loaded machine: the waits get more room here.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await preloadDialogs();
  await import('../../web/src/features/accounts/location-form');
}, 30_000);

afterEach(() => {
  // The dialogs' store outlives a test's render; a modal left open also leaves the body inert.
  closeDialogs();
  document.body.style.pointerEvents = '';
});

const otpSent = { data: { requestOtp: { __typename: 'OtpRequestResult', success: true, message: 'OTP sent', resendAfterSeconds: 60 } } };

async function openLogin() {
  const utils = await renderApp('/login');
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back!' });
  return { ...utils, dialog, user: userEvent.setup() };
}

/** The error texts shown in the dialog, in document order. */
function errorTexts(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('[data-part="error-text"]')].map((el) => el.textContent ?? '').filter(Boolean);
}

async function typeCode(u: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, code: string) {
  await u.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }));
  await u.keyboard(code);
}

describe('login dialog', () => {
  it('opens over the home page on /login and validates with the spec messages', async () => {
    const { dialog, user: u } = await openLogin();
    await u.click(within(dialog).getByRole('button', { name: 'Sign In with OTP' }));
    await waitFor(() => expect(errorTexts(dialog)).toEqual(['Please enter your email or phone number', 'Please enter your password']));
    await u.type(within(dialog).getByRole('textbox', { name: 'Email or Phone Number' }), '12345');
    await u.type(within(dialog).getByLabelText('Password'), 'short');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In with OTP' }));
    await waitFor(() =>
      expect(errorTexts(dialog)).toEqual(['Please enter a valid email or 10-digit phone number', 'Password must be at least 8 characters long']),
    );
    // The field is tied to its message.
    const identifier = within(dialog).getByRole('textbox', { name: 'Email or Phone Number' });
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription('Please enter a valid email or 10-digit phone number');
  });

  const LOGIN_STEPS_HINT = 'We check your password, then send a 6-digit code to confirm it is you.';

  it('says what its one button does: the password, then a code (issue 40; the spec keeps "Sign In with OTP")', async () => {
    const { dialog } = await openLogin();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Sign In with OTP' });
    expect(submit).toHaveAccessibleDescription(LOGIN_STEPS_HINT);
    expect(within(dialog).getByText(LOGIN_STEPS_HINT)).toBeVisible();
  });

  it('links to the terms from the dialog, which then closes', async () => {
    const { dialog, user: u } = await openLogin();
    await u.click(within(dialog).getByRole('link', { name: 'Terms of Service' }));
    await waitFor(() => expect(currentLocation()).toBe('/terms'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    // Still on the terms link's page, not sent back home by the /login page.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentLocation()).toBe('/terms');
  });

  it("shows the server's message when the password is wrong", async () => {
    server.use(
      graphql.mutation('RequestOtp', () =>
        HttpResponse.json({ errors: [{ message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    const { dialog, user: u } = await openLogin();
    await u.type(within(dialog).getByRole('textbox', { name: 'Email or Phone Number' }), 'asha@example.com');
    await u.type(within(dialog).getByLabelText('Password'), 'Secret@123');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In with OTP' }));
    expect(await within(dialog).findByText('Invalid credentials')).toBeInTheDocument();
  });

  it('signs in with the code: Verify OTP step, submit disabled until six digits, then the user menu', async () => {
    let loginInput: Record<string, unknown> | undefined;
    server.use(
      graphql.mutation('RequestOtp', () => HttpResponse.json(otpSent)),
      graphql.mutation('Login', ({ variables }) => {
        loginInput = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { login: auth } });
      }),
      graphql.query('SessionMe', () => HttpResponse.json({ data: { me: user } })),
    );
    const { dialog, user: u } = await openLogin();
    await u.type(within(dialog).getByRole('textbox', { name: 'Email or Phone Number' }), 'asha@example.com');
    await u.type(within(dialog).getByLabelText('Password'), 'Secret@123');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In with OTP' }));

    const step = await screen.findByRole('dialog', { name: 'Verify OTP' });
    const submit = within(step).getByRole('button', { name: 'Verify & Sign In' });
    expect(within(step).getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
    // Spec §5: an incomplete code is refused with the login rule's message.
    await typeCode(u, step, '12345');
    await u.click(submit);
    expect(await within(step).findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(loginInput).toBeUndefined();
    await u.click(within(step).getByRole('textbox', { name: 'Digit 6 of 6' }));
    await u.keyboard('6');
    await u.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(loginInput).toEqual({ identifier: 'asha@example.com', password: '123456', useOtp: true });
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(await screen.findByRole('button', { name: 'Account menu for Asha' })).toBeInTheDocument();
  });

  it('Back to Sign In returns to the credentials', async () => {
    server.use(graphql.mutation('RequestOtp', () => HttpResponse.json(otpSent)));
    const { dialog, user: u } = await openLogin();
    await u.type(within(dialog).getByRole('textbox', { name: 'Email or Phone Number' }), '9876543210');
    await u.type(within(dialog).getByLabelText('Password'), 'Secret@123');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In with OTP' }));
    const step = await screen.findByRole('dialog', { name: 'Verify OTP' });
    await u.click(within(step).getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back!' })).toBeInTheDocument();
  });
});

describe('signup dialog', () => {
  it('has the defaults and the spec messages', async () => {
    const { dialog, user: u } = await openLogin();
    await u.click(within(dialog).getByRole('button', { name: 'Create New Account' }));
    const signup = await screen.findByRole('dialog', { name: 'Create an Account' });
    expect(within(signup).getByRole('combobox', { name: 'Address Type' })).toHaveValue('home');
    const city = within(signup).getByRole('combobox', { name: 'City' });
    expect(city).toHaveValue('Pune');
    expect([...(city as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'Pune', 'Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Chennai', 'Kolkata', 'Other',
    ]);
    expect(within(signup).getByRole('checkbox', { name: /newsletter/i })).toBeChecked();

    await u.click(within(signup).getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(errorTexts(signup)).toEqual([
        'Please enter your name',
        'Please enter your email address',
        'Please create a password',
        'Please enter your phone number',
        'Please enter your address',
        'Please enter your pincode',
      ]),
    );

    await u.type(within(signup).getByRole('textbox', { name: /First Name/ }), 'A1');
    await u.type(within(signup).getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await u.type(within(signup).getByLabelText(/^Password/), 'weakpass');
    await u.type(within(signup).getByLabelText(/^Confirm Password/), 'different');
    await u.type(within(signup).getByRole('textbox', { name: /Mobile Number/ }), '12345');
    await u.type(within(signup).getByRole('textbox', { name: /^Address/ }), '1 MG Road');
    await u.type(within(signup).getByRole('textbox', { name: /Pincode/ }), '012345');
    await u.click(within(signup).getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(errorTexts(signup)).toEqual([
        'Name should contain only letters and spaces (2-50 characters)',
        'Please enter a valid email address',
        'Password must be at least 8 characters long with 1 uppercase, 1 lowercase, 1 number & 1 special character',
        'Passwords do not match',
        'Please enter a valid 10-digit phone number',
        'Please enter a valid 6-digit pincode',
      ]),
    );
    // The Log In link goes back to the login dialog.
    await u.click(within(signup).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back!' })).toBeInTheDocument();
  });
});

describe('forgot password dialog', () => {
  it('validates both steps, resets and returns to login after 1.5 s', async () => {
    let resetInput: Record<string, unknown> | undefined;
    server.use(
      graphql.mutation('RequestOtp', () => HttpResponse.json(otpSent)),
      graphql.mutation('ResetPassword', ({ variables }) => {
        resetInput = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { resetPassword: { __typename: 'ActionResult', success: true, message: 'ok' } } });
      }),
    );
    const { dialog, user: u } = await openLogin();
    await u.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await u.click(within(forgot).getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(errorTexts(forgot)).toEqual(['Please enter your email or phone number', 'Please enter your current password']),
    );
    await u.type(within(forgot).getByRole('textbox', { name: 'Email or Phone Number' }), 'ab');
    await u.click(within(forgot).getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(errorTexts(forgot)[0]).toBe('Please enter a valid email address or phone number'));
    await u.clear(within(forgot).getByRole('textbox', { name: 'Email or Phone Number' }));
    await u.type(within(forgot).getByRole('textbox', { name: 'Email or Phone Number' }), 'asha@example.com');
    await u.type(within(forgot).getByLabelText('Current Password'), 'old-password');
    await u.click(within(forgot).getByRole('button', { name: 'Send OTP' }));

    const reset = await screen.findByRole('dialog', { name: 'Reset Password' });
    await u.type(within(reset).getByLabelText('New Password'), '12345');
    await u.type(within(reset).getByLabelText('Confirm New Password'), '54321');
    await u.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    expect(await within(reset).findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(within(reset).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(within(reset).getByText('Passwords do not match')).toBeInTheDocument();

    await u.click(within(reset).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await u.paste('654321');
    await u.clear(within(reset).getByLabelText('New Password'));
    await u.type(within(reset).getByLabelText('New Password'), 'newpass1');
    await u.clear(within(reset).getByLabelText('Confirm New Password'));
    await u.type(within(reset).getByLabelText('Confirm New Password'), 'newpass1');
    await u.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    expect(await within(reset).findByText('Password reset successfully! Redirecting to login...')).toBeInTheDocument();
    expect(resetInput).toEqual({ identifier: 'asha@example.com', otpCode: '654321', newPassword: 'newpass1' });
    expect(await screen.findByRole('dialog', { name: 'Welcome Back!' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
