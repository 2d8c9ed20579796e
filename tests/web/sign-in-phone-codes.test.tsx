import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODES_UNAVAILABLE } from '@fruit-shop/common/phone-codes';
import { closeDialogs, preloadDialogs } from '../../web/src/features/accounts/auth-dialog-store';
import { server } from './msw-server';
import { renderApp } from './render';

/*
 * Sign-in by phone code where the shop cannot text (issue 40): the server's shopSettings says
 * phoneCodes: false (production without an SMS provider), so the sign-in and reset dialogs ask
 * for an email only, say why, and never send a phone number.
 */

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await preloadDialogs();
}, 30_000);

afterEach(() => {
  closeDialogs();
  document.body.style.pointerEvents = '';
});

const phoneCodes = (on: boolean) =>
  server.use(graphql.query('SignInOptions', () => HttpResponse.json({ data: { shopSettings: { __typename: 'ShopSettings', phoneCodes: on } } })));

const errorTexts = (dialog: HTMLElement) => [...dialog.querySelectorAll('[data-part="error-text"]')].map((el) => el.textContent ?? '').filter(Boolean);

describe('sign-in when the shop cannot text codes', () => {
  it('hides the phone option, says why, offers email, and refuses a phone number before asking the server', async () => {
    phoneCodes(false);
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('RequestOtp', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { requestOtp: { __typename: 'OtpRequestResult', success: true, message: 'OTP sent', resendAfterSeconds: 60 } } });
      }),
    );
    await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back!' });
    const email = await within(dialog).findByRole('textbox', { name: 'Email' });
    expect(within(dialog).queryByRole('textbox', { name: 'Email or Phone Number' })).not.toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription(PHONE_CODES_UNAVAILABLE);
    expect(within(dialog).getByText(PHONE_CODES_UNAVAILABLE)).toBeVisible();

    const u = userEvent.setup();
    await u.type(email, '9876543210');
    await u.type(within(dialog).getByLabelText('Password'), 'Secret@123');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In with OTP' }));
    await waitFor(() => expect(errorTexts(dialog)).toEqual(['Please enter a valid email address']));
    expect(asked).toEqual([]);

    await u.clear(email);
    await u.type(email, 'asha@example.com');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In with OTP' }));
    await screen.findByRole('dialog', { name: 'Verify OTP' });
    expect(asked).toEqual([{ input: { identifier: 'asha@example.com', type: 'LOGIN', password: 'Secret@123' } }]);
  });

  it('asks the reset dialog for an email only too', async () => {
    phoneCodes(false);
    await renderApp('/login');
    const login = await screen.findByRole('dialog', { name: 'Welcome Back!' });
    await userEvent.setup().click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    const email = await within(forgot).findByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription(PHONE_CODES_UNAVAILABLE);
    expect(within(forgot).queryByRole('textbox', { name: 'Email or Phone Number' })).not.toBeInTheDocument();
  });

  it('offers email or phone while the shop can text codes', async () => {
    phoneCodes(true);
    await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back!' });
    expect(await within(dialog).findByRole('textbox', { name: 'Email or Phone Number' })).toBeInTheDocument();
    expect(within(dialog).queryByText(PHONE_CODES_UNAVAILABLE)).not.toBeInTheDocument();
  });
});
