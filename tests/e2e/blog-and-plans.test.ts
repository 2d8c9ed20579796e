import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMMENT_PENDING_MESSAGE } from '@fruit-shop/common/content.rules';
import { decodeEntities, headTags, rootMarkup, visibleText } from '../utils/html';
import { graphql } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { typeCode } from './support/otp';

// The demo customer the seed creates outside production (api/src/db/seed/seed.ts).
const DEMO = { email: 'demo@fruitshop.test', password: 'Demo@1234' };
const LOGIN_TO_SUBSCRIBE = 'Please log in to continue with your subscription';
const SETTLE_MS = 1500;

interface Plan {
  id: string;
  planName: string;
  price: number;
  priceSuffix: string;
  deliveryFrequency: string | null;
  savingsText: string | null;
  isPopular: boolean;
  box: { label: string }[];
}

interface BlogSummary {
  id: string;
  title: string;
  comments: { comment: string }[];
}

async function serverPage(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${appUrl()}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

async function plans(): Promise<Plan[]> {
  const data = await graphql<{ subscriptionPlans: Plan[] }>(
    '{ subscriptionPlans { id planName price priceSuffix deliveryFrequency savingsText isPopular box { label } } }',
  );
  return data.subscriptionPlans;
}

async function publishedBlogs(): Promise<BlogSummary[]> {
  const data = await graphql<{ blogs: { items: BlogSummary[] } }>('{ blogs(first: 50) { items { id title comments { comment } } } }');
  return data.blogs.items;
}

/** The demo customer's session, as a password login through the API leaves it. */
async function demoSession(): Promise<{ token: string; user: { id: number; name: string; email: string } }> {
  const res = await fetch(`${appUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO.email, password: DEMO.password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; user: { id: number; name: string; email: string } };
}

async function storeSession(page: Page, session: { token: string; user: { id: number; name: string; email: string } }) {
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
    localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
  }, session);
}

/** The newest one-time code sent to `to` after `seen` messages (the development outbox). */
async function nextCode(to: string, seen: number): Promise<string> {
  const outbox = async () => (await (await fetch(`${appUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await outbox();
        if (messages.length <= seen) return undefined;
        code = /one-time code is (\d{6})/.exec(messages[0].text)?.[1];
        return code;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

async function outboxSize(to: string): Promise<number> {
  return ((await (await fetch(`${appUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as unknown[]).length;
}

/** Signs in through the login dialog that is already open: password, then the emailed code. */
async function signInThroughDialog(page: Page, login: Locator) {
  await login.getByRole('textbox', { name: 'Email or Phone Number' }).fill(DEMO.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const seen = await outboxSize(DEMO.email);
  await login.getByRole('button', { name: 'Sign In with OTP' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify OTP', exact: true });
  await typeCode(verify, await nextCode(DEMO.email, seen));
  await verify.getByRole('button', { name: 'Verify & Sign In' }).click();
  await verify.waitFor({ state: 'detached' });
}

/** Axe reads colours as painted: no running animation, no hover. */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

describe.skipIf(browserMissing())('subscription plans page', () => {
  const browser = useBrowser();

  it('lists every plan with its labels in the server HTML, at /subscriptions and /subscription', async () => {
    const all = await plans();
    expect(all.length).toBeGreaterThan(0);
    for (const path of ['/subscriptions', '/subscription']) {
      const { status, html } = await serverPage(path);
      expect(status, path).toBe(200);
      const text = visibleText(rootMarkup(html));
      for (const label of ['Why Choose Us', 'Get Started with Your Plan', 'Secure Payment', 'Cancel Anytime', 'Free Delivery']) {
        expect(text, `${path}: ${label}`).toContain(label);
      }
      for (const plan of all) {
        const at = text.indexOf(plan.planName);
        expect(at, `${path}: ${plan.planName}`).toBeGreaterThan(-1);
        const card = text.slice(at, at + 400);
        expect(card).toContain(plan.priceSuffix);
        if (plan.deliveryFrequency) expect(card).toContain(plan.deliveryFrequency);
        if (plan.savingsText) expect(card).toContain(plan.savingsText);
        // What is in the box (issue 38), each line as the api words it.
        const box = text.slice(at, at + 1500);
        if (plan.box.length) expect(box).toContain('In the box');
        for (const line of plan.box) expect(box, `${path}: ${plan.planName}`).toContain(line.label);
      }
      expect(text.split('Most Popular').length - 1).toBe(all.filter((plan) => plan.isPopular).length);
      expect(headTags(html, 'link', { rel: 'canonical' })[0].href).toBe(`${appUrl()}/subscriptions`);
    }
  });

  it('asks a guest to log in and keeps the chosen plan selected after signing in', async () => {
    const all = await plans();
    const chosen = all.find((plan) => plan.isPopular) ?? all[0];
    const { page, errors, warnings } = await browser.open();
    await page.goto('/subscriptions');
    const radio = page.getByRole('radio', { name: chosen.planName, exact: true });
    await waitForContent(page, radio);
    await page.waitForTimeout(SETTLE_MS);
    await checkA11y(page);

    // Hydrated: a click on the card's name selects it.
    await page.getByText(chosen.planName, { exact: true }).click();
    expect(await radio.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Get Started with Your Plan' }).click();

    const login = page.getByRole('dialog', { name: 'Welcome Back!', exact: true });
    await login.getByRole('textbox', { name: 'Email or Phone Number' }).waitFor();
    await page.getByText(LOGIN_TO_SUBSCRIBE).first().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => sessionStorage.getItem('selectedPlanId'))).toBe(chosen.id);
    expect(new URL(page.url()).pathname).toBe('/subscriptions');

    await signInThroughDialog(page, login);
    await expect.poll(() => radio.isChecked()).toBe(true);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('selectedPlanId'))).toBeNull();

    await page.getByRole('button', { name: 'Get Started with Your Plan' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('plan_id') === chosen.id);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /hydrat|act\(/i.test(w))).toEqual([]);
  });
});

describe.skipIf(browserMissing())('blog', () => {
  const browser = useBrowser();

  it('lists the published articles in the server HTML, not the draft, and Read more works after hydration', async () => {
    const blogs = await publishedBlogs();
    expect(blogs.length).toBeGreaterThan(0);
    const { status, html } = await serverPage('/blog');
    expect(status).toBe(200);
    const text = visibleText(rootMarkup(html));
    for (const blog of blogs) expect(text).toContain(blog.title);
    expect(text).not.toContain('Keep Your Fruit Fresh for Longer');
    expect(text).toContain('Subscribe to our newsletter');

    const { page, errors, warnings } = await browser.open();
    await page.goto('/blog');
    const card = page.getByRole('article', { name: blogs[0].title, exact: true });
    await waitForContent(page, card);
    await page.waitForTimeout(SETTLE_MS);
    expect(await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await expect.poll(() => card.getByText(/^\d+ min read$/).count()).toBe(1);

    // By what it controls, not by its label (which changes).
    const toggle = card.locator('button[aria-expanded]');
    expect(await toggle.textContent()).toBe('Read more');
    const textBox = card.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const clampedHeight = (await textBox.boundingBox())!.height;
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.textContent()).toBe('Show less');
    expect((await textBox.boundingBox())!.height).toBeGreaterThan(clampedHeight);
    await toggle.click();
    await expect.poll(() => toggle.textContent()).toBe('Read more');

    // Searching filters through the API and writes q to the URL.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzzz-nothing');
    await page.waitForURL((url) => url.searchParams.get('q') === 'zzzz-nothing');
    await page.getByRole('heading', { name: 'No results found' }).waitFor();

    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    await page.getByRole('button', { name: 'Clear search', exact: true }).click();
    await card.waitFor();
    await checkA11y(page);
  });

  it('renders an article on the server with its markup and no script from the content; unknown ids answer 404', async () => {
    const [blog] = await publishedBlogs();
    const { status, html } = await serverPage(`/blog/${blog.id}`);
    expect(status).toBe(200);
    const markup = rootMarkup(html);
    expect(visibleText(markup)).toContain(blog.title);
    expect(markup).toMatch(/<h2>[^<]+<\/h2>/);
    // Whatever the stored content holds, the page's markup has no script, handler or javascript: URL.
    expect(markup).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    const titles = [...html.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1]));
    expect(titles[0]).toContain(blog.title);
    expect(headTags(html, 'link', { rel: 'canonical' })[0].href).toBe(`${appUrl()}/blog/${blog.id}`);
    expect(headTags(html, 'meta', { property: 'og:type' })[0].content).toBe('article');

    for (const path of ['/blog/999999', '/blog/not-an-id']) {
      const missing = await serverPage(path);
      expect(missing.status, path).toBe(404);
      expect(visibleText(rootMarkup(missing.html))).toContain('Blog not found');
    }
  });

  it('lets a signed-in customer post a comment, shown as pending; markup in it never reaches the page', async () => {
    const [blog] = await publishedBlogs();
    const session = await demoSession();
    const { page, errors } = await browser.open();
    await page.goto('/blog');
    await storeSession(page, session);
    await page.goto(`/blog/${blog.id}`);
    await waitForContent(page, page.getByRole('heading', { level: 1, name: blog.title, exact: true }));

    const box = page.getByRole('textbox', { name: 'Your comment' });
    await box.waitFor();
    await checkA11y(page);

    const words = `Tried it today ${Date.now()}`;
    await box.fill(`<script>window.__pwned = 1</script>${words} <img src=x onerror="window.__pwned = 2">`);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText(COMMENT_PENDING_MESSAGE).waitFor();

    const pending = page.getByRole('list', { name: 'Your comments awaiting approval' });
    await pending.getByText('Pending approval').waitFor();
    expect((await pending.getByRole('listitem').textContent())!).toContain(words);
    expect(await pending.getByRole('listitem').innerHTML()).not.toMatch(/<script|<img|onerror/i);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    // Not public until approved.
    const after = (await publishedBlogs()).find((b) => b.id === blog.id)!;
    expect(after.comments.map((c) => c.comment).join('\n')).not.toContain(words);
    expect(errors).toEqual([]);
  });
});
