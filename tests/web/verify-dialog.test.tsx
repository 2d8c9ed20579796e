import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDialogs, openDialog, preloadDialogs } from '../../web/src/features/accounts/auth-dialog-store';
import { server } from './msw-server';
import { renderApp } from './render';

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
  vi.useRealTimers();
});

async function openVerify() {
  await renderApp('/nowhere');
  act(() => openDialog({ name: 'verify', request: { identifier: 'asha@example.com', password: 'Secret@123', back: 'signup' } }));
  return screen.findByRole('dialog', { name: 'Verify Your Account' });
}

describe("'Verify Your Account' dialog", () => {
  it('starts empty with submit disabled and a 60 s resend countdown; back leads to Sign Up', async () => {
    const u = userEvent.setup();
    const dialog = await openVerify();
    for (let n = 1; n <= 6; n++) expect(within(dialog).getByRole('textbox', { name: `Digit ${n} of 6` })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Verify & Continue' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    await u.click(within(dialog).getByRole('button', { name: 'Back to Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Create an Account' })).toBeInTheDocument();
  });

  it('enables resend when the countdown ends, and closes every dialog on success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json({
          data: {
            login: {
              __typename: 'AuthPayload',
              token: 't',
              expiresAt: new Date().toISOString(),
              user: { __typename: 'User', id: '1', name: 'Asha', middleName: null, lastName: null, email: 'asha@example.com', phone: null, addresses: [] },
            },
          },
        }),
      ),
      graphql.query('SessionMe', () => HttpResponse.json({ data: { me: null } })),
    );
    const dialog = await openVerify();
    for (let i = 0; i < 60; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await within(dialog).findByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    await u.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await u.paste('123456');
    await u.click(within(dialog).getByRole('button', { name: 'Verify & Continue' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
