import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { apiUrl, codeOf, getJson, gql, sendJson } from '../utils/api-client.js';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { freshIdentity, latestCode, signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';

/** The newsletter (issue 40 part 2): double opt-in by email, unsubscribe by link, the admin's list. */

let orm: MikroORM;
let admin: AdminSession;
const emails: string[] = [];
beforeAll(async () => {
  orm = await connectTestOrm();
  admin = await adminLogin();
});
afterAll(async () => {
  if (emails.length) await orm.em.fork().execute('delete from "newsletter_subscriber" where "email" = any(?::text[])', [`{${emails.join(',')}}`]);
  await orm.close();
});

const fresh = () => {
  const email = `news.${freshIdentity().email}`;
  emails.push(email);
  return email;
};

const SUBSCRIBE = 'mutation($email: String!) { subscribeToNewsletter(email: $email) { success message } }';

async function mailsTo(email: string) {
  const { body } = await getJson<{ to: string; subject: string; text: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  return body;
}
/** The path and query of the first link in a text that goes to `path`. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}
async function row(email: string) {
  const [r] = await orm.em.fork().execute<{ status: string; consented_at: string | null; unsubscribed_at: string | null }[]>(
    'select "status", "consented_at", "unsubscribed_at" from "newsletter_subscriber" where "email" = ?',
    [email],
  );
  return r;
}

describe('newsletter', () => {
  it('subscribes a pending address and queues a confirmation email with both links; the token is stored hashed', async () => {
    const email = fresh();
    const reply = await gql<{ subscribeToNewsletter: { success: boolean; message: string } }>(SUBSCRIBE, { email: `  ${email.toUpperCase()} ` });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.subscribeToNewsletter.success).toBe(true);
    expect(await row(email)).toMatchObject({ status: 'pending', consented_at: null });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toMatch(/Confirm your Fruit Shop newsletter/);
    const confirm = linkIn(mail.text, '/api/newsletter/confirm');
    linkIn(mail.text, '/api/newsletter/unsubscribe');
    const token = new URL(confirm, 'http://x').searchParams.get('token')!;
    const stored = await orm.em.fork().execute<{ token_hash: string }[]>('select "token_hash" from "newsletter_token" t join "newsletter_subscriber" s on s."id" = t."subscriber_id" where s."email" = ?', [email]);
    expect(stored.map((t) => t.token_hash)).not.toContain(token);
  });

  it('confirms by the link (consent time recorded), then unsubscribes by the other link without signing in', async () => {
    const email = fresh();
    expect((await sendJson('POST', '/api/newsletter', { email })).status).toBe(200);
    const [mail] = await mailsTo(email);
    const confirmed = await getJson<{ success: boolean; message: string }>(linkIn(mail.text, '/api/newsletter/confirm'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/confirmed/);
    const after = await row(email);
    expect(after.status).toBe('subscribed');
    expect(after.consented_at).not.toBeNull();
    // A browser gets a small page.
    const page = await fetch(`${apiUrl()}${linkIn(mail.text, '/api/newsletter/unsubscribe')}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('You are unsubscribed');
    expect(await row(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await row(email)).unsubscribed_at).not.toBeNull();
    // Used again: still fine. The confirm link is spent.
    expect((await getJson(linkIn(mail.text, '/api/newsletter/unsubscribe'))).status).toBe(200);
    const spent = await getJson<{ code: string }>(linkIn(mail.text, '/api/newsletter/confirm'));
    expect(spent.status).toBe(404);
    expect(spent.body.code).toBe('NOT_FOUND');
  });

  it('is idempotent: subscribing again sends no second email within the hour, and a subscribed address stays subscribed', async () => {
    const email = fresh();
    await gql(SUBSCRIBE, { email });
    await gql(SUBSCRIBE, { email });
    expect(await mailsTo(email)).toHaveLength(1);
    await getJson(linkIn((await mailsTo(email))[0].text, '/api/newsletter/confirm'));
    const again = await gql<{ subscribeToNewsletter: { success: boolean } }>(SUBSCRIBE, { email });
    expect(again.data!.subscribeToNewsletter.success).toBe(true);
    expect(await row(email)).toMatchObject({ status: 'subscribed' });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a bad email with a clear message and a stable code, and a bad token', async () => {
    const bad = await gql(SUBSCRIBE, { email: 'not-an-email' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].message).toBe('Please enter a valid email address');
    const rest = await sendJson<{ code: string; error: string }>('POST', '/api/newsletter', { email: '' });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', error: 'Please enter your email address' });
    expect((await getJson('/api/newsletter/unsubscribe?token=nope')).status).toBe(404);
    expect(codeOf(await gql(`mutation { confirmNewsletter(token: "${"x".repeat(43)}") { success } }`))).toBe("NOT_FOUND");
  });

  it('a sign-up with the box ticked is subscribed at once (its code proved the email), with an unsubscribe link; one without is not', async () => {
    const { email, phone } = freshIdentity();
    emails.push(email);
    await sendJson('POST', '/api/users/request-otp', { identifier: email, type: 'signup' });
    const signed = await sendJson('POST', '/api/users/verify-otp', {
      identifier: email,
      otp_code: await latestCode(email),
      type: 'signup',
      user: { name: 'News', last_name: 'Reader', email, password: 'Mango@2026', phone, address: '1 Test Road', pincode: '411001', city: 'Pune', is_subscribed: true },
    });
    expect(signed.status).toBe(200);
    const r = await row(email);
    expect(r.status).toBe('subscribed');
    expect(r.consented_at).not.toBeNull();
    const welcome = (await mailsTo(email)).find((m) => /subscribed to the Fruit Shop newsletter/.test(m.subject));
    linkIn(welcome!.text, '/api/newsletter/unsubscribe');

    const silent = await signUpCustomer();
    emails.push(silent.email);
    expect(await row(silent.email)).toBeUndefined();
  });

  it('gives the admin the list and the CSV; a customer and a guest get neither', async () => {
    const email = fresh();
    await gql(SUBSCRIBE, { email });
    const list = await adminGql<{ newsletterSubscribers: { email: string; status: string; consentedAt: string | null; unsubscribedAt: string | null }[] }>(
      '{ newsletterSubscribers(limit: 500) { email status consentedAt unsubscribedAt } }',
      {},
      { token: admin.token },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.newsletterSubscribers).toContainEqual({ email, status: 'pending', consentedAt: null, unsubscribedAt: null });
    const rest = await call<{ email: string; status: string }[]>('GET', '/api/admin/newsletter-subscribers?status=pending&limit=500', { token: admin.token });
    expect(rest.status).toBe(200);
    expect(rest.body.some((s) => s.email === email && s.status === 'pending')).toBe(true);
    const csv = await fetch(`${apiUrl()}/api/admin/newsletter-subscribers.csv`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[0].replace(/^\uFEFF/, '')).toBe('email,status,source,subscribed_at,consented_at,unsubscribed_at');
    expect(text).toContain(`${email},pending,form,`);
    const viaGql = await adminGql<{ newsletterSubscribersCsv: string }>('{ newsletterSubscribersCsv }', {}, { token: admin.token });
    expect(viaGql.data!.newsletterSubscribersCsv).toContain(email);

    const customer = await signUpCustomer();
    emails.push(customer.email);
    expect(codeOf(await gql('{ newsletterSubscribers { email } }', {}, customer.token))).toBe('FORBIDDEN');
    expect(codeOf(await gql('{ newsletterSubscribersCsv }'))).toBe('UNAUTHENTICATED');
    expect((await call('GET', '/api/admin/newsletter-subscribers', { token: customer.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/newsletter-subscribers.csv')).status).toBe(401);
  });
});
