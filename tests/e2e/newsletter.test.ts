import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';

/** Issue 40 part 2: the footer's newsletter box, the confirmation email, its two links. */

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${appUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as OutboxMessage[];
}

/** The path and query of a link in an email (its origin is the shop's public one). */
function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+?(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

describe.skipIf(browserMissing())('newsletter', () => {
  const browser = useBrowser();

  it('subscribes in the footer box, confirms by the emailed link, then unsubscribes by the other link', async () => {
    const email = `newsletter.${Date.now().toString(36)}${process.pid.toString(36)}@example.com`;
    const { page } = await browser.open();
    await page.goto('/about');
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter signup' });
    const box = form.getByRole('textbox', { name: 'Email address' });
    await waitForContent(page, box);
    await box.fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('status').getByText('Please check your inbox').waitFor();
    expect(await box.inputValue()).toBe('');

    let mail: OutboxMessage | undefined;
    for (let i = 0; i < 20 && !mail; i++) {
      mail = (await outbox(email)).find((m) => /Confirm your Fruit Shop newsletter/.test(m.subject));
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail).toBeDefined();

    await page.goto(linkTo(mail!.text, '/api/newsletter/confirm'));
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto(linkTo(mail!.text, '/api/newsletter/unsubscribe'));
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await page.getByRole('link', { name: 'Back to the shop' }).waitFor();
  });
});
