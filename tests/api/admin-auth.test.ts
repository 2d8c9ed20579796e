import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { App } from '../../api/src/app.js';
import { apiUrl } from '../utils/api-client.js';
import { adminGql, adminLogin, call, DEMO_ADMIN, freshAdminIdentity, sessionCookieOf } from '../utils/admins.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeShoppers } from '../utils/shoppers.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';

let orm: MikroORM;
beforeAll(async () => {
  orm = await connectTestOrm();
});
afterAll(async () => {
  await orm.close();
});

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
const logRows = (action: string, identifier: string) =>
  sql<{ admin_id: number | null; changes: Record<string, unknown>; ip: string | null }>(
    `select "admin_id", "changes", "ip" from "admin_log" where "action" = ? and "changes"->>'identifier' = ? order by "id"`,
    [action, identifier],
  );

const PASSWORD = 'Orchard#2026';

describe('admin sign-up and approval on an empty shop', () => {
  let db: PrivateDatabase;
  let app: App;
  beforeAll(async () => {
    db = await openPrivateDatabase('fruitshop_admin_auth');
    app = await db.startApp();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('makes the first admin active, the next pending until an active admin approves them', async () => {
    const base = app.url;
    const first = await call<{ success: boolean; message: string; admin: { id: number; status: string } }>('POST', '/api/admin/signup', {
      base,
      body: { name: 'First Admin', email: 'First@Shop.test', phone: '', password: PASSWORD },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, message: 'Account created successfully!', admin: { status: 'active' } });

    const second = await call<{ message: string; status: string; admin: null }>('POST', '/api/admin/signup', {
      base,
      body: { name: 'Second Admin', email: 'second@shop.test', phone: '9811122233', password: PASSWORD },
    });
    expect(second.status).toBe(201);
    // A pending sign-up shows no account: the same answer as for a taken email (below).
    expect(second.body).toEqual({ success: true, status: 'pending', admin: null, message: 'Account created successfully! An active admin must approve it before you can sign in.' });
    const [{ id: secondId }] = await db.orm.em.fork().execute<{ id: number }[]>(`select "id" from "admin" where "email" = 'second@shop.test'`);

    // Pending: the right password still gets no session, and says why.
    const refused = await call<{ error: string; code: string }>('POST', '/api/admin/login', { base, body: { identifier: '9811122233', password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Your admin account is awaiting approval by an active admin.', code: 'FORBIDDEN' });
    expect(sessionCookieOf(refused.headers)).toBeUndefined();
    const viaGraphQL = await adminGql('mutation { adminLogin(input: { identifier: "second@shop.test", password: "Orchard#2026" }) { token } }', {}, { base });
    expect(viaGraphQL.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // The first admin (email matched case-insensitively) approves the second.
    const boss = await adminLogin('first@shop.test', PASSWORD, base);
    const pending = await call<{ id: number; status: string }[]>('GET', '/api/admins?status=pending', { base, cookie: boss.cookie });
    expect(pending.body.map((a) => a.id)).toEqual([secondId]);
    const approved = await call<{ admin: { status: string } }>('PUT', `/api/admins/${secondId}/approve`, { base, cookie: boss.cookie });
    expect(approved.status).toBe(200);
    expect(approved.body.admin.status).toBe('active');

    const now = await adminLogin('9811122233', PASSWORD, base);
    expect(now.admin).toEqual({ id: secondId, name: 'Second Admin', email: 'second@shop.test', phone: '9811122233' });

    const log = await db.orm.em.fork().execute<{ admin_id: number; action: string; target_id: string; changes: Record<string, unknown> }[]>(
      `select "admin_id", "action", "target_id", "changes" from "admin_log" where "action" in ('admin_signup', 'admin_approved') order by "id"`,
    );
    expect(log.map((r) => r.action)).toEqual(['admin_signup', 'admin_signup', 'admin_approved']);
    expect(log[2]).toMatchObject({ admin_id: boss.admin.id, target_id: String(secondId), changes: { status: { from: 'pending', to: 'active' } } });
  });

  it('never makes two first admins when they sign up at once', async () => {
    const fresh = await openPrivateDatabase('fruitshop_admin_race');
    const raceApp = await fresh.startApp();
    try {
      const replies = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          call<{ status: string }>('POST', '/api/admin/signup', { base: raceApp.url, body: { name: `Racer ${n}`, email: `racer${n}@shop.test`, password: PASSWORD } }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      expect(replies.filter((r) => r.body.status === 'active')).toHaveLength(1);
    } finally {
      await raceApp.close();
      await fresh.drop();
    }
  });
});

describe('admin sign-up validation (spec §5 Admin)', () => {
  it.each([
    [{ name: '', email: 'x@shop.test', password: PASSWORD }, 'Please enter your name', 'name'],
    [{ name: 'Asha', email: '', password: PASSWORD }, 'Please enter your email address', 'email'],
    [{ name: 'Asha', email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address', 'email'],
    [{ name: 'Asha', email: 'x@shop.test', phone: '12345', password: PASSWORD }, 'Please enter a valid 10-digit phone number', 'phone'],
    [{ name: 'Asha', email: 'x@shop.test', password: 'short12' }, 'Password must be at least 8 characters long', 'password'],
  ])('refuses %j', async (form, message, field) => {
    const reply = await call<{ error: string; code: string }>('POST', '/api/admin/signup', { body: form });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: message, code: 'BAD_USER_INPUT' });
    const viaGraphQL = await adminGql<unknown>('mutation($input: AdminSignupInput!) { adminSignup(input: $input) { success } }', {
      input: { phone: null, ...form },
    });
    expect(viaGraphQL.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('answers a taken email or phone exactly as a new sign-up, creates nothing, and tells the owner', async () => {
    const { email, phone } = freshAdminIdentity();
    const fresh = await call<Record<string, unknown>>('POST', '/api/admin/signup', { body: { name: 'Dup', email, phone, password: PASSWORD } });
    expect(fresh.status).toBe(201);
    const again = await call<Record<string, unknown>>('POST', '/api/admin/signup', { body: { name: 'Dup', email: email.toUpperCase(), password: PASSWORD } });
    const samePhone = await call<Record<string, unknown>>('POST', '/api/admin/signup', { body: { name: 'Dup', email: `other.${email}`, phone, password: PASSWORD } });
    for (const reply of [again, samePhone]) {
      expect(reply.status).toBe(fresh.status);
      expect(reply.body).toEqual(fresh.body);
    }
    const viaGraphQL = await adminGql<{ adminSignup: unknown }>('mutation($input: AdminSignupInput!) { adminSignup(input: $input) { success message status admin { id } } }', {
      input: { name: 'Dup', email, phone: null, password: PASSWORD },
    });
    expect(viaGraphQL.data?.adminSignup).toEqual({ success: true, message: fresh.body.message, status: 'PENDING', admin: null });
    expect(await sql(`select 1 from "admin" where "email" = ? or "email" = ?`, [email, `other.${email}`])).toHaveLength(1);
    const notices = await sql<{ recipient: string }>(`select "recipient" from "outbox_message" where "recipient" = ? and "subject" like 'Someone tried to create%'`, [email]);
    expect(notices).toHaveLength(3);
  });
});

/** A Set-Cookie line as its name=value pair and its attributes, sorted (their order means nothing). */
const cookieParts = (line: string | undefined) => {
  const [pair, ...attributes] = (line ?? '').split('; ');
  return { pair, attributes: attributes.sort() };
};

describe('admin sessions: cookie, bearer token, check-login and logout', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for 24 h, answering {loggedIn, admin, token}', async () => {
    const reply = await call<{ loggedIn: boolean; admin: Record<string, unknown>; token: string }>('POST', '/api/admin/login', {
      body: { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.loggedIn).toBe(true);
    expect(Object.keys(reply.body.admin).sort()).toEqual(['email', 'id', 'name', 'phone']);
    expect(reply.body.token).toMatch(/^adm_[A-Za-z0-9_-]{43}$/);
    const [line] = reply.headers.getSetCookie().filter((c) => c.startsWith('admin_session='));
    expect(cookieParts(line)).toEqual({ pair: `admin_session=${reply.body.token}`, attributes: ['HttpOnly', 'Max-Age=86400', 'Path=/', 'SameSite=Strict'] });
    expect(reply.headers.get('cache-control')).toBe('no-store');

    // Only the hash is stored.
    const stored = await sql<{ token_hash: string; hours: number }>(
      `select "token_hash", extract(epoch from "expires_at" - "created_at") / 3600 as "hours" from "admin_session" order by "id" desc limit 1`,
    );
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].token_hash).not.toContain(reply.body.token);
    expect(Math.round(Number(stored[0].hours))).toBe(24);
  });

  it('checks the session by cookie or bearer token, and logout revokes it and clears the cookie', async () => {
    const session = await adminLogin();
    const guest = await call<{ loggedIn: boolean; admin: unknown }>('GET', '/api/admin/check-login');
    expect(guest.body).toEqual({ loggedIn: false, admin: null });
    const byCookie = await call<{ loggedIn: boolean; admin: { email: string } }>('GET', '/api/admin/check-login', { cookie: session.cookie });
    expect(byCookie.body).toMatchObject({ loggedIn: true, admin: { email: DEMO_ADMIN.email } });
    const byBearer = await call<{ loggedIn: boolean }>('GET', '/api/admin/check-login', { token: session.token });
    expect(byBearer.body.loggedIn).toBe(true);
    const me = await adminGql<{ adminMe: { loggedIn: boolean; admin: { email: string } | null } }>('{ adminMe { loggedIn admin { email } } }', {}, { token: session.token });
    expect(me.data?.adminMe).toEqual({ loggedIn: true, admin: { email: DEMO_ADMIN.email } });

    const out = await call<{ success: boolean }>('POST', '/api/admin/logout', { cookie: session.cookie });
    expect(out.body.success).toBe(true);
    expect(cookieParts(out.headers.getSetCookie().find((c) => c.startsWith('admin_session=')))).toEqual({
      pair: 'admin_session=',
      attributes: ['Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Strict'],
    });
    // The same session is gone for the cookie and for its bearer token.
    expect((await call<{ loggedIn: boolean }>('GET', '/api/admin/check-login', { cookie: session.cookie })).body.loggedIn).toBe(false);
    expect((await call<{ loggedIn: boolean }>('GET', '/api/admin/check-login', { token: session.token })).body.loggedIn).toBe(false);
    expect((await call('GET', '/api/admins', { token: session.token })).status).toBe(401);
  });

  it('signs out only with POST from the shop itself: a GET (an <img> on a shop page) or another origin leaves the admin signed in', async () => {
    const session = await adminLogin();
    const base = apiUrl();
    const asPicture = await fetch(`${base}/api/admin/logout`, { headers: { cookie: session.cookie, referer: `${base}/blog/1`, 'sec-fetch-dest': 'image' } });
    expect(asPicture.status).toBe(400);
    expect(((await asPicture.json()) as { error: string }).error).toBe('Sign out with POST /api/admin/logout');
    const fromElsewhere = await call('POST', '/api/admin/logout', { cookie: session.cookie, origin: 'https://evil.example' });
    expect(fromElsewhere.status).toBe(403);
    const withoutOrigin = await call('POST', '/api/admin/logout', { cookie: session.cookie, origin: null });
    expect(withoutOrigin.status).toBe(403);
    expect((await call<{ loggedIn: boolean }>('GET', '/api/admin/check-login', { cookie: session.cookie })).body.loggedIn).toBe(true);
    const own = await call<{ success: boolean }>('POST', '/api/admin/logout', { cookie: session.cookie });
    expect(own.body.success).toBe(true);
    expect((await call<{ loggedIn: boolean }>('GET', '/api/admin/check-login', { cookie: session.cookie })).body.loggedIn).toBe(false);
  });

  it('signs in and out through GraphQL with the same cookie', async () => {
    const login = await adminGql<{ adminLogin: { loggedIn: boolean; token: string; admin: { email: string } } }>(
      'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { loggedIn token admin { email } } }',
      { input: { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password } },
    );
    expect(login.data?.adminLogin).toMatchObject({ loggedIn: true, admin: { email: DEMO_ADMIN.email } });
    const cookie = sessionCookieOf(login.headers)!;
    expect(cookie).toBe(`admin_session=${login.data!.adminLogin.token}`);
    const out = await adminGql<{ adminLogout: boolean }>('mutation { adminLogout }', {}, { cookie });
    expect(out.data?.adminLogout).toBe(true);
    const me = await adminGql<{ adminMe: { loggedIn: boolean } }>('{ adminMe { loggedIn } }', {}, { cookie });
    expect(me.data?.adminMe.loggedIn).toBe(false);
  });

  it('takes a customer token for a customer, never for an admin', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const check = await call<{ loggedIn: boolean }>('GET', '/api/admin/check-login', { token: shopper.token });
    expect(check.body.loggedIn).toBe(false);
    expect((await call('GET', '/api/admins', { token: shopper.token })).status).toBe(403);
  });
});

describe('admin login attempts: messages, admin log and limits', () => {
  it("answers 'Invalid credentials' for a wrong password or an unknown admin, and logs each attempt", async () => {
    const wrong = await call<{ error: string; code: string }>('POST', '/api/admin/login', { body: { identifier: DEMO_ADMIN.email, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid credentials', code: 'UNAUTHENTICATED' });
    const { email } = freshAdminIdentity();
    const unknown = await call<{ error: string }>('POST', '/api/admin/login', { body: { identifier: email, password: 'whatever-it-is' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('Invalid credentials');

    const failed = await logRows('login_attempt_failed', email);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ admin_id: null, changes: { identifier: email, reason: 'invalid_credentials' } });
    expect(JSON.stringify(failed[0].changes)).not.toContain('whatever-it-is');
    const demoFailed = await logRows('login_attempt_failed', DEMO_ADMIN.email);
    expect(demoFailed.at(-1)?.admin_id).toEqual(expect.any(Number));

    await adminLogin();
    const ok = await logRows('login_successful', DEMO_ADMIN.email);
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.at(-1)?.ip).toBeTruthy();
  });

  it('limits attempts per identifier (429 with Retry-After) and logs the refusals as login_error', async () => {
    const { email } = freshAdminIdentity();
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', '/api/admin/login', { body: { identifier: email, password: `wrong-${i}-password` } })).status).toBe(401);
    }
    const limited = await call<{ code: string; error: string }>('POST', '/api/admin/login', { body: { identifier: email, password: 'wrong-again-pass' } });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await logRows('login_error', email)).toEqual([expect.objectContaining({ changes: { identifier: email, reason: 'rate_limited' } })]);
    // Another identifier from the same address is not blocked by it.
    expect((await call('POST', '/api/admin/login', { body: { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).status).toBe(200);
  });

  it('requires both fields', async () => {
    const reply = await call<{ error: string }>('POST', '/api/admin/login', { body: { identifier: '', password: 'x' } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('Please enter your email or phone number');
    expect((await call<{ error: string }>('POST', '/api/admin/login', { body: { identifier: DEMO_ADMIN.email } })).body.error).toBe('Please enter your password');
  });
});

describe('cookie-authenticated writes from another origin', () => {
  const approveMe = (id: number) => `/api/admins/${id}/approve`;

  it('refuses a cookie write whose Origin or Referer is not the shop, and one with neither', async () => {
    const session = await adminLogin();
    const id = session.admin.id;
    const evil = await call<{ error: string; code: string }>('PUT', approveMe(id), { cookie: session.cookie, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ error: 'Cross-site request refused', code: 'FORBIDDEN' });
    const evilReferer = await call('PUT', approveMe(id), { cookie: session.cookie, origin: null, referer: 'https://evil.example/page' });
    expect(evilReferer.status).toBe(403);
    const neither = await call('PUT', approveMe(id), { cookie: session.cookie, origin: null });
    expect(neither.status).toBe(403);

    const own = await call('PUT', approveMe(id), { cookie: session.cookie });
    expect(own.status).toBe(200);
    const ownReferer = await call('PUT', approveMe(id), { cookie: session.cookie, origin: null, referer: `${apiUrl()}/admin-dashboard?page=admins` });
    expect(ownReferer.status).toBe(200);
    // Reads are not writes.
    expect((await call('GET', '/api/admins', { cookie: session.cookie, origin: 'https://evil.example' })).status).toBe(200);
  });

  it('refuses a cookie GraphQL mutation from another origin', async () => {
    const session = await adminLogin();
    const mutation = `mutation { approveAdmin(id: "${session.admin.id}") { id } }`;
    const evil = await adminGql(mutation, {}, { cookie: session.cookie, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.errors?.[0]).toMatchObject({ message: 'Cross-site request refused', extensions: { code: 'FORBIDDEN' } });
    const own = await adminGql<{ approveAdmin: { id: string } }>(mutation, {}, { cookie: session.cookie });
    expect(own.data?.approveAdmin.id).toBe(String(session.admin.id));
  });

  it('does not apply to bearer tokens, which a browser never sends by itself', async () => {
    const session = await adminLogin();
    const reply = await call('PUT', approveMe(session.admin.id), { token: session.token, origin: 'https://evil.example' });
    expect(reply.status).toBe(200);
  });
});
