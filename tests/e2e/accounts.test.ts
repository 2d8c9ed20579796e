import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { typeCode } from './support/otp';

interface OutboxMessage {
  to: string;
  subject: string | null;
  text: string;
  created_at: string;
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${appUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as OutboxMessage[];
}

/** The code of the first message to `to` that arrives after `seen` messages (newest first). */
async function nextCode(to: string, seen: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await outbox(to);
        if (messages.length <= seen) return undefined;
        code = /one-time code is (\d{6})/.exec(messages[0].text)?.[1];
        return code;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Axe reads colours as painted: wait for the dialogs' opening animations (and transitions) to finish first. */
async function checkA11y(page: Page) {
  // Nor a hover colour: the pointer rests where nothing reacts to it.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

async function openLoginFromHeader(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
  const dialog = dialogNamed(page, 'Welcome Back!');
  await dialog.getByRole('textbox', { name: 'Email or Phone Number' }).waitFor();
  return dialog;
}

async function signInWithCode(page: Page, email: string, password: string) {
  const login = await openLoginFromHeader(page);
  await login.getByRole('textbox', { name: 'Email or Phone Number' }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  const seen = (await outbox(email)).length;
  await login.getByRole('button', { name: 'Sign In with OTP' }).click();
  const verify = dialogNamed(page, 'Verify OTP');
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
  await typeCode(verify, await nextCode(email, seen));
  await verify.getByRole('button', { name: 'Verify & Sign In' }).click();
  await verify.waitFor({ state: 'detached' });
}

async function addAddress(page: Page, fields: { type: string; fullName: string; line1: string; city: string; state: string; pin: string }) {
  await page.getByRole('button', { name: 'Add Address' }).click();
  const modal = dialogNamed(page, 'Add New Address');
  await modal.getByRole('combobox', { name: 'Address Type' }).selectOption(fields.type);
  await modal.getByRole('textbox', { name: 'Full Name' }).fill(fields.fullName);
  await modal.getByRole('textbox', { name: 'Phone' }).fill('9876500000');
  await modal.getByRole('textbox', { name: 'Address Line 1' }).fill(fields.line1);
  await modal.getByRole('textbox', { name: 'City' }).fill(fields.city);
  await modal.getByRole('textbox', { name: 'State' }).fill(fields.state);
  await modal.getByRole('textbox', { name: 'Pincode' }).fill(fields.pin);
  return modal;
}

describe.skipIf(browserMissing())('customer accounts', () => {
  const browser = useBrowser();

  it('signs up with a code, logs out, resets the password, logs in with a code and manages addresses', async () => {
    const { page, errors } = await browser.open();
    const stamp = Date.now();
    const email = `e2e-${stamp}@example.com`;
    const phone = `9${String(stamp).slice(-9)}`;
    const password = 'Mango@2024';
    const newPassword = 'Papaya@2025';

    await page.goto('/');
    await waitForContent(page, page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }));

    // ── Sign up ──────────────────────────────────────────────────────────────────────
    const login = await openLoginFromHeader(page);
    await checkA11y(page);
    await login.getByRole('button', { name: 'Create New Account' }).click();
    const signup = dialogNamed(page, 'Create an Account');
    await signup.getByRole('textbox', { name: 'First Name' }).fill('Asha');
    await signup.getByRole('textbox', { name: 'Last Name' }).fill('Rao');
    await signup.getByRole('textbox', { name: 'Email' }).fill(email);
    await signup.getByLabel(/^Password/).fill(password);
    await signup.getByLabel(/^Confirm Password/).fill(password);
    await signup.getByRole('textbox', { name: 'Mobile Number' }).fill(phone);
    await signup.getByRole('textbox', { name: 'Address', exact: true }).fill('12 MG Road');
    await signup.getByRole('textbox', { name: 'State' }).fill('Maharashtra');
    await signup.getByRole('textbox', { name: 'Pincode' }).fill('411001');
    expect(await signup.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Pune');
    await checkA11y(page);
    const seenBeforeSignup = (await outbox(email)).length;
    await signup.getByRole('button', { name: 'Send OTP' }).click();

    const verifySignup = dialogNamed(page, 'Verify OTP');
    const submitSignup = verifySignup.getByRole('button', { name: 'Verify & Sign Up' });
    await submitSignup.waitFor();
    // An incomplete code is refused with the spec's message (only 'Verify Your Account' keeps
    // its submit disabled until six digits are in).
    await submitSignup.click();
    await verifySignup.getByText('Please enter a valid 6-digit OTP').waitFor();
    await checkA11y(page);
    await typeCode(verifySignup, await nextCode(email, seenBeforeSignup));
    await submitSignup.click();
    await verifySignup.waitFor({ state: 'detached' });
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Account menu for Asha' });
    await menuButton.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    // The header's location shows the primary address's city (the signup form's).
    await page.getByRole('banner').getByRole('button', { name: /Delivery location: Pune/ }).waitFor();

    // The address modal lists the saved slot with its actions.
    await page.getByRole('banner').getByRole('button', { name: /Delivery location: Pune/ }).click();
    const locationModal = dialogNamed(page, 'Select Delivery Location');
    await locationModal.getByRole('textbox', { name: 'Delivery location' }).waitFor();
    await locationModal.getByText('Primary', { exact: true }).waitFor();
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await locationModal.waitFor({ state: 'detached' });

    // ── Log out ──────────────────────────────────────────────────────────────────────
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // ── Reset the password (the login dialog follows) ───────────────────────────────
    const login2 = await openLoginFromHeader(page);
    await login2.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = dialogNamed(page, 'Forgot Password');
    await forgot.getByRole('textbox', { name: 'Email or Phone Number' }).fill(email);
    await forgot.getByLabel('Current Password', { exact: true }).fill(password);
    await checkA11y(page);
    const seenBeforeReset = (await outbox(email)).length;
    await forgot.getByRole('button', { name: 'Send OTP' }).click();
    const reset = dialogNamed(page, 'Reset Password');
    await reset.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await checkA11y(page);
    await typeCode(reset, await nextCode(email, seenBeforeReset));
    // Seen in CI under load (3 runs): both password fields empty at submit after being filled.
    // Not yet explained (open, issue 37 note); until it is, fill again what did not stay, and say so.
    for (const label of ['New Password', 'Confirm New Password']) {
      const field = reset.getByLabel(label, { exact: true });
      await field.fill(newPassword);
      await expect
        .poll(async () => {
          if ((await field.inputValue()) !== newPassword) {
            console.warn(`accounts e2e: "${label}" lost what was typed; filling it again`);
            await field.fill(newPassword);
          }
          return field.inputValue();
        })
        .toBe(newPassword);
    }
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    // On a timeout, say what the dialog shows instead (an error's words tell why).
    await reset
      .getByText('Password reset successfully! Redirecting to login...')
      .waitFor()
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nThe dialog says: ${await reset.innerText().catch(() => '(gone)')}`);
      });
    await dialogNamed(page, 'Welcome Back!').waitFor();
    await page.keyboard.press('Escape');
    await dialogNamed(page, 'Welcome Back!').waitFor({ state: 'detached' });

    // ── Log in with a code and the new password ─────────────────────────────────────
    await signInWithCode(page, email, newPassword);
    await menuButton.waitFor();

    // ── Account page and addresses ──────────────────────────────────────────────────
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await waitForContent(page, page.getByRole('heading', { name: 'My Profile', level: 1 }));
    await page.getByText('Mobile Number').waitFor();
    // No invented loyalty points (decisions: Honest storefront).
    expect(await page.getByText(/Loyalty Points/i).count()).toBe(0);
    await checkA11y(page);

    // A new phone number is kept only after the code texted to it.
    const newPhone = `7${String(Date.now() % 1e9).padStart(9, '0')}`;
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Mobile Number' }).fill(newPhone);
    const seenBeforePhone = (await outbox(newPhone)).length;
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The Verify Your Account dialog asks for the code (issue 29: a changed email or phone is verified).
    const verifyPhone = page.getByRole('dialog', { name: 'Verify Your Account' });
    await verifyPhone.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await checkA11y(page);
    await typeCode(verifyPhone, await nextCode(newPhone, seenBeforePhone));
    await verifyPhone.getByRole('button', { name: 'Verify & Continue' }).click();
    await page.getByText('Phone number updated successfully').first().waitFor();
    await verifyPhone.waitFor({ state: 'hidden' });
    await page.getByRole('tabpanel', { name: 'Profile' }).getByText(newPhone, { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Addresses' }).click();
    const list = page.getByRole('list', { name: 'Saved addresses' });
    // The signup form's address is the first (primary) slot.
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);

    const work = await addAddress(page, { type: 'work', fullName: 'Asha Rao', line1: '5 Tech Park', city: 'Pune', state: 'Maharashtra', pin: '411014' });
    await checkA11y(page);
    await work.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Address added successfully').first().waitFor();
    await work.waitFor({ state: 'detached' });
    const other = await addAddress(page, { type: 'other', fullName: 'Asha Rao', line1: '9 Lake View', city: 'Mumbai', state: 'Maharashtra', pin: '400001' });
    await other.getByRole('button', { name: 'Save Address' }).click();
    await other.waitFor({ state: 'detached' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);

    // A fourth is refused with the server's message.
    const fourth = await addAddress(page, { type: 'home', fullName: 'Asha Rao', line1: '1 Extra Street', city: 'Delhi', state: 'Delhi', pin: '110001' });
    await fourth.getByRole('button', { name: 'Save Address' }).click();
    await fourth.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
    const refusal = (await fourth.getByRole('alert').filter({ hasText: /\S/ }).first().textContent())?.trim() ?? '';
    expect(refusal.length).toBeGreaterThan(0);
    expect(refusal).not.toBe('Failed to save address. Please try again.');
    await fourth.getByRole('button', { name: 'Cancel' }).click();
    await fourth.waitFor({ state: 'detached' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);

    // Make the work address primary: it moves to the first slot.
    const workCard = list.getByRole('listitem').filter({ hasText: '5 Tech Park' });
    await workCard.getByRole('button', { name: 'Make Primary' }).click();
    await expect.poll(async () => (await list.getByRole('listitem').first().textContent()) ?? '').toContain('5 Tech Park');
    await list.getByRole('listitem').first().getByText('Primary', { exact: true }).waitFor();

    // Deleting the primary is refused with the server's message.
    await list.getByRole('listitem').first().getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Address' });
    await confirm.waitFor();
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Please set another address as primary before deleting this one').first().waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);

    // Signed in, a fresh load fills the header's reserved space: no layout shift.
    await page.goto('/');
    await waitForContent(page, menuButton);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.05);

    expect(errors).toEqual([]);
    // The whole account journey with twelve accessibility scans: ~45-50 s on this project's
    // 2-core VMs, and past the suite's 60 s once on a slower host. Same margin as admin.test.ts.
  }, 120_000);

  it('sends a guest from /account to /login, where the login dialog opens over the home page', async () => {
    const { page, errors } = await browser.open();
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname === '/login');
    const dialog = dialogNamed(page, 'Welcome Back!');
    await dialog.getByRole('textbox', { name: 'Email or Phone Number' }).waitFor();
    await page.getByRole('status', { name: 'Loading page' }).waitFor({ state: 'hidden' });
    expect(await page.title()).toContain('Sign in');
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/');

    // A guest's location is kept on the device.
    await page.getByRole('banner').getByRole('button', { name: 'Select Location' }).click();
    const modal = dialogNamed(page, 'Select Delivery Location');
    await modal.getByRole('button', { name: 'Save Location' }).click();
    await modal.getByText('Please enter or detect a location').waitFor();
    await checkA11y(page);
    await modal.getByRole('textbox', { name: 'Delivery location' }).fill('Nashik, Maharashtra');
    await modal.getByRole('button', { name: 'Save Location' }).click();
    await page.getByRole('banner').getByRole('button', { name: /Delivery location: Nashik/ }).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('guestAddress'))) ?? '{}')).toMatchObject({ city: 'Nashik' });
    expect(errors).toEqual([]);
  });
});
