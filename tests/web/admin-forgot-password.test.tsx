import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetAdminClient } from '../../web/src/admin/admin-client';
import { preloadMatchedRoutes } from '../../web/src/app/router';
import { server } from './msw-server';
import { currentLocation, renderApp } from './render';

const NEUTRAL = 'If an admin account exists for this identifier, a code has been sent.';

beforeAll(async () => {
  // Navigations between back-office pages must not suspend under act() (see renderApp).
  await Promise.all(['/admin-login', '/forgot-password'].map((path) => preloadMatchedRoutes({ pathname: path })));
});

afterEach(() => resetAdminClient());

function codeSent(seen: { identifier?: string }[] = []) {
  server.use(
    graphql.mutation('AdminForgotPassword', ({ variables }) => {
      seen.push(variables.input as { identifier: string });
      return HttpResponse.json({
        data: { adminForgotPassword: { __typename: 'AdminPasswordResetReply', success: true, message: NEUTRAL, resendAfterSeconds: 60 } },
      });
    }),
  );
}

async function toResetStep(identifier = 'asha@fruit.test') {
  await renderApp('/forgot-password');
  await userEvent.type(await screen.findByLabelText(/Email or Phone/), identifier);
  await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByRole('heading', { name: 'Reset Password' });
}

describe('admin forgot password', () => {
  it('asks for the email or phone first and links back to sign in', async () => {
    const seen: { identifier?: string }[] = [];
    codeSent(seen);
    await renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please enter your email or phone number')).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin-login');

    await userEvent.type(screen.getByLabelText(/Email or Phone/), '  asha@fruit.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText(NEUTRAL)).toBeInTheDocument();
    expect(seen).toEqual([{ identifier: 'asha@fruit.test' }]);
    expect(screen.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  });

  it("shows the server's refusal of a code request", async () => {
    server.use(
      graphql.mutation('AdminForgotPassword', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Please wait 42 seconds before requesting a new OTP.' }] }),
      ),
    );
    await renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/Email or Phone/), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please wait 42 seconds before requesting a new OTP.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('checks the code and passwords with the spec texts, shows and hides the passwords', async () => {
    let calls = 0;
    codeSent();
    server.use(
      graphql.mutation('AdminResetPassword', () => {
        calls += 1;
        return HttpResponse.json({ data: { adminResetPassword: { __typename: 'AdminPasswordResetReply', success: true, message: 'Password reset successfully!' } } });
      }),
    );
    await toResetStep();
    const code = screen.getByLabelText(/Verification Code/);
    await userEvent.type(code, '12ab3');
    expect(code).toHaveValue('123');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'short');
    await userEvent.type(screen.getByLabelText(/Confirm New Password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toBe(0);

    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/Confirm New Password/)).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide passwords' }));
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'password');
  });

  it("shows the server's message for a wrong code and stays on the step", async () => {
    codeSent();
    server.use(
      graphql.mutation('AdminResetPassword', async () => {
        await delay(150);
        return HttpResponse.json({ data: null, errors: [{ message: 'Invalid OTP. Please try again.' }] });
      }),
    );
    await toResetStep();
    await userEvent.type(screen.getByLabelText(/Verification Code/), '000000');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'new-secret-2');
    await userEvent.type(screen.getByLabelText(/Confirm New Password/), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/forgot-password');
  });

  it('sends identifier, code and password, then says so and goes to the login 1.5 s later', async () => {
    codeSent();
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminResetPassword', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { adminResetPassword: { __typename: 'AdminPasswordResetReply', success: true, message: 'Password reset successfully!' } } });
      }),
    );
    await toResetStep('9876543210');
    await userEvent.type(screen.getByLabelText(/Verification Code/), '123456');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'new-secret-2');
    await userEvent.type(screen.getByLabelText(/Confirm New Password/), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully! Redirecting to login...')).toBeInTheDocument();
    expect(sent).toEqual([{ identifier: '9876543210', otpCode: '123456', newPassword: 'new-secret-2' }]);
    expect(currentLocation()).toBe('/forgot-password');
    await waitFor(() => expect(currentLocation()).toBe('/admin-login'), { timeout: 3000 });
  });
});
