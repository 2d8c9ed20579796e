import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, getJson, gql, sendJson } from '../utils/api-client.js';
import { connectTestOrm } from '../utils/orm.js';

let orm: MikroORM;
beforeAll(async () => {
  orm = await connectTestOrm();
});
afterAll(async () => {
  await orm.close();
});

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);

let serial = 0;
/** A fresh identity per test, so per-identifier limits and cooldowns never touch each other. */
function identity() {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${serial}`;
  const phone = `9${String(Date.now() % 1e8).padStart(8, '0')}${serial % 10}`;
  return { email: `shopper.${stamp}@example.com`, phone };
}

const signupForm = (email: string, phone: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Asha',
  middle_name: '',
  last_name: 'Rao',
  email,
  password: 'Mango@2026',
  phone,
  address: '12 MG Road',
  address1_type: 'home',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  referral_code: '',
  is_subscribed: 1,
  ...overrides,
});

/** The newest one-time code the development outbox holds for a recipient. */
async function codeFor(to: string): Promise<string> {
  const { body } = await getJson<{ to: string; subject: string; text: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const message = body.find((m) => m.to === to && /one-time code is \d{6}/.test(m.text));
  if (!message) throw new Error(`no code for ${to}`);
  return /one-time code is (\d{6})/.exec(message.text)![1];
}

/** Lets the next code be requested now, as if the 60 s cooldown had passed. */
const ageCodes = (identifier: string) =>
  sql(`update "one_time_code" set "created_at" = "created_at" - interval '61 seconds' where "identifier" = ?`, [identifier]);

async function signUp(overrides: Record<string, unknown> = {}) {
  const { email, phone } = identity();
  const sent = await sendJson<{ success: boolean }>('POST', '/api/users/request-otp', { identifier: email, type: 'signup' });
  expect(sent.status).toBe(200);
  const reply = await sendJson<{ token: string; user: Record<string, unknown> }>('POST', '/api/users/verify-otp', {
    identifier: email,
    otp_code: await codeFor(email),
    type: 'signup',
    user: signupForm(email, phone, overrides),
  });
  expect(reply.status).toBe(200);
  return { email, phone, token: reply.body.token, user: reply.body.user };
}

describe('signup', () => {
  it('creates the account from the code sent to the email, with a session and the first address in slot 1', async () => {
    const { token, user, email, phone } = await signUp();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ name: 'Asha', last_name: 'Rao', email, phone, address1_type: 'home', address2: null });
    expect(user.address).toBe('12 MG Road, Pune, Maharashtra 411001');
    expect(user.user_id).toBe(user.id);
    expect(JSON.stringify(user)).not.toMatch(/hash|password/i);
    const me = await sendJson<Record<string, unknown>>('GET', '/api/users/me', undefined, token);
    expect(me.body).toMatchObject({ email });
  });

  it.each([
    [{ name: '' }, 'Please enter your name'],
    [{ name: 'A1' }, 'Name should contain only letters and spaces (2-50 characters)'],
    [{ email: '' }, 'Please enter your email address'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ phone: '' }, 'Please enter your phone number'],
    [{ phone: '12345' }, 'Please enter a valid 10-digit phone number'],
    [{ password: '' }, 'Please create a password'],
    [{ password: 'mango2026' }, 'Password must be at least 8 characters long with 1 uppercase, 1 lowercase, 1 number & 1 special character'],
    [{ address: '  ' }, 'Please enter your address'],
    [{ pincode: '' }, 'Please enter your pincode'],
    [{ pincode: '011001' }, 'Please enter a valid 6-digit pincode'],
    // In the spec's order: the name's message wins over the email's.
    [{ name: '', email: 'nope' }, 'Please enter your name'],
  ])('refuses %j with the spec message', async (overrides, message) => {
    const { email, phone } = identity();
    const reply = await sendJson<{ error: string; code: string }>('POST', '/api/users', signupForm(email, phone, overrides));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: message, code: 'BAD_USER_INPUT' });
  });

  it('answers a signup for a registered email exactly like a new one, and tells that account instead', async () => {
    const { email } = await signUp();
    await ageCodes(email);
    const again = await sendJson('POST', '/api/users/request-otp', { identifier: email, type: 'signup' });
    const fresh = await sendJson('POST', '/api/users/request-otp', { identifier: identity().email, type: 'signup' });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const { body } = await getJson<{ subject: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(body[0].subject).toBe('You already have a Fruit Shop account');
  });
});

describe('login with a one-time code', () => {
  it('checks the password, sends a code, and the code opens a session', async () => {
    const { email, phone } = await signUp();
    await ageCodes(email);
    const sent = await sendJson<{ success: boolean; message: string }>('POST', '/api/users/request-otp', { identifier: phone, type: 'login', password: 'Mango@2026' });
    expect(sent.status).toBe(200);
    // A phone identifier gets its code by SMS.
    const code = await codeFor(phone);
    const reply = await gql<{ verifyOtp: { token: string; user: { email: string; address1Type: string } } }>(
      'mutation($input: VerifyOtpInput!) { verifyOtp(input: $input) { token user { email address1Type } } }',
      { input: { identifier: phone, otpCode: code, type: 'LOGIN' } },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.verifyOtp.user).toEqual({ email, address1Type: 'home' });
  });

  it('gives the same reply for a wrong password and an unknown account', async () => {
    const { email } = await signUp();
    const wrong = await sendJson('POST', '/api/users/request-otp', { identifier: email, type: 'login', password: 'Wrong@2026' });
    const unknown = await sendJson('POST', '/api/users/request-otp', { identifier: identity().email, type: 'login', password: 'Wrong@2026' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ error: 'Invalid credentials', code: 'UNAUTHENTICATED' });
  });

  it('limits password attempts per identifier (kept in PostgreSQL), with 429 and Retry-After', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendJson('POST', '/api/users/login', { identifier: email, password: 'Wrong@2026' })).status).toBe(401);
    }
    const limited = await sendJson<{ code: string }>('POST', '/api/users/login', { identifier: email, password: 'Mango@2026' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("wrong passwords do not use up the account's code budget (no lock-out by someone who knows the email)", async () => {
    const { email } = await signUp();
    await ageCodes(email);
    for (let i = 0; i < 9; i += 1) {
      expect((await sendJson('POST', '/api/users/request-otp', { identifier: email, type: 'login', password: 'Wrong@2026' })).status).toBe(401);
    }
    const sent = await sendJson('POST', '/api/users/request-otp', { identifier: email, type: 'login', password: 'Mango@2026' });
    expect(sent.status).toBe(200);
  });

  it.each([
    [{ identifier: '', password: 'Mango@2026' }, 'Please enter your email or phone number'],
    [{ identifier: '12345', password: 'Mango@2026' }, 'Please enter a valid email or 10-digit phone number'],
    [{ identifier: 'a@b.co', password: '' }, 'Please enter your password'],
    [{ identifier: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters long'],
  ])('validates %j', async (input, message) => {
    const reply = await sendJson<{ error: string }>('POST', '/api/users/login', input);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
  });
});

describe('one-time codes', () => {
  async function loginCode() {
    const account = await signUp();
    await ageCodes(account.email);
    await sendJson('POST', '/api/users/request-otp', { identifier: account.email, type: 'login', password: 'Mango@2026' });
    return { ...account, code: await codeFor(account.email) };
  }
  const verify = (identifier: string, otp_code: string) => sendJson<{ error?: string; token?: string }>('POST', '/api/users/verify-otp', { identifier, otp_code, type: 'login' });

  it('works once', async () => {
    const { email, code } = await loginCode();
    expect((await verify(email, code)).status).toBe(200);
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('OTP has expired or is no longer valid. Please request a new one.');
  });

  it('expires after 10 minutes', async () => {
    const { email, code } = await loginCode();
    await sql(`update "one_time_code" set "expires_at" = now() - interval '1 second' where "identifier" = ?`, [email]);
    expect((await verify(email, code)).body.error).toBe('OTP has expired or is no longer valid. Please request a new one.');
  });

  it('is void after 5 wrong tries, even for the right code', async () => {
    const { email, code } = await loginCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await verify(email, wrong)).body.error).toBe('Invalid OTP. Please try again.');
    expect((await verify(email, wrong)).body.error).toBe('Too many incorrect attempts. Please request a new OTP.');
    expect((await verify(email, code)).status).toBe(400);
  });

  it('cannot be resent within 60 seconds, for known and unknown accounts alike', async () => {
    const { email } = await signUp();
    const unknown = identity().email;
    for (const identifier of [email, unknown]) {
      const first = await sendJson('POST', '/api/users/request-otp', { identifier, type: 'password_reset', password: 'anything' });
      expect(first.status).toBe(200);
      const second = await sendJson<{ error: string; code: string }>('POST', '/api/users/request-otp', { identifier, type: 'password_reset', password: 'anything' });
      expect(second.status).toBe(429);
      expect(second.body.code).toBe('RATE_LIMITED');
      expect(second.body.error).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);
    }
  });

  it.each([
    [{ identifier: '', password: 'x' }, 'Please enter your email or phone number'],
    [{ identifier: 'not an email', password: 'x' }, 'Please enter a valid email address or phone number'],
    [{ identifier: 'a@b.co', password: '' }, 'Please enter your current password'],
  ])('validates the reset request %j', async (input, message) => {
    const reply = await sendJson<{ error: string }>('POST', '/api/users/request-otp', { ...input, type: 'password_reset' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
  });

  it.each([
    ['Ab@1', 'Password must be at least 6 characters'],
    // Login refuses passwords under 8, so a reset may not set one.
    ['Ab@1xyz', 'Password must be at least 8 characters long'],
  ])('refuses the new password %s', async (password, message) => {
    const reply = await sendJson<{ error: string }>('POST', '/api/users/reset-password', { identifier: 'a@b.co', new_password: password, otp_code: '123456' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
  });

  it('a reset request answers the same whether or not the account exists', async () => {
    const { email } = await signUp();
    await ageCodes(email);
    const known = await sendJson('POST', '/api/users/request-otp', { identifier: email, type: 'password_reset', password: 'x' });
    const unknown = await sendJson('POST', '/api/users/request-otp', { identifier: identity().email, type: 'password_reset', password: 'x' });
    expect(known.status).toBe(200);
    expect(known).toMatchObject({ status: unknown.status, body: unknown.body });
  });
});

describe('sessions', () => {
  it('expire after 24 h, are extended by /users/me and end with logout', async () => {
    const { token } = await signUp();
    const before = await sql<{ expires_at: Date }>(`select "expires_at" from "user_session" order by "id" desc limit 1`);
    await sql(`update "user_session" set "expires_at" = now() + interval '1 hour' where "expires_at" = ?`, [before[0].expires_at]);
    expect((await sendJson('GET', '/api/users/me', undefined, token)).status).toBe(200);
    const [extended] = await sql<{ hours: number }>(`select extract(epoch from "expires_at" - now()) / 3600 as "hours" from "user_session" order by "id" desc limit 1`);
    expect(Number(extended.hours)).toBeGreaterThan(23.9);

    const me = await gql<{ me: { email: string } | null }>('{ me { email } }', undefined, token);
    expect(me.data!.me).not.toBeNull();
    expect((await gql('mutation { logout }', undefined, token)).data).toEqual({ logout: true });
    expect((await gql<{ me: unknown }>('{ me { email } }', undefined, token)).data!.me).toBeNull();
    expect((await sendJson('GET', '/api/users/me', undefined, token)).status).toBe(401);
  });

  it('an expired session signs no one in', async () => {
    const { token } = await signUp();
    await sql(`update "user_session" set "expires_at" = now() - interval '1 second' where "id" = (select max("id") from "user_session")`);
    expect((await sendJson('GET', '/api/users/me', undefined, token)).status).toBe(401);
  });

  it('a password reset ends the other sessions, and the new password works', async () => {
    const { email, token } = await signUp();
    await ageCodes(email);
    await sendJson('POST', '/api/users/request-otp', { identifier: email, type: 'password_reset', password: 'Mango@2026' });
    const reset = await sendJson<{ data: { success: boolean; message: string } }>('POST', '/api/users/reset-password', {
      identifier: email,
      new_password: 'kiwi-basket',
      otp_code: await codeFor(email),
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ success: true, message: 'Password reset successfully' });
    expect((await sendJson('GET', '/api/users/me', undefined, token)).status).toBe(401);
    const login = await sendJson<{ token: string }>('POST', '/api/users/login', { identifier: email, password: 'kiwi-basket' });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ new_password: '12345', otp_code: '123456' }, 'Password must be at least 6 characters'],
    [{ new_password: 'kiwi-basket', otp_code: '12a' }, 'Please enter a valid 6-digit OTP'],
  ])('reset validates %j', async (input, message) => {
    const reply = await sendJson<{ error: string }>('POST', '/api/users/reset-password', { identifier: 'someone@example.com', ...input });
    expect(reply.body.error).toBe(message);
  });
});

describe('addresses', () => {
  const address = (overrides: Record<string, unknown> = {}) => ({
    type: 'work',
    full_name: 'Asha Rao',
    phone: '9876543210',
    address_line_1: '5 Park Street',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    pin_code: '400001',
    ...overrides,
  });

  it('keeps at most three; Make Primary swaps; the primary cannot be deleted', async () => {
    const { token, user } = await signUp();
    const second = await sendJson<{ id: number; is_default: boolean }>('POST', '/api/addresses', address(), token);
    expect(second.status).toBe(201);
    expect(second.body.is_default).toBe(false);
    const third = await sendJson<{ id: number }>('POST', '/api/addresses', address({ type: 'other', address_line_1: '9 Lake Road' }), token);
    expect(third.status).toBe(201);
    const fourth = await sendJson<{ error: string; code: string }>('POST', '/api/addresses', address(), token);
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toBe('You can save up to 3 addresses. Delete one to add another.');

    // Make the third primary: it takes slot 1 and the old primary (home) moves to slot 2.
    await sendJson('PUT', `/api/addresses/${third.body.id}`, { is_default: true }, token);
    const slots = await sendJson<Record<string, string | null>>('GET', `/api/users/${user.id}`, undefined, token);
    expect([slots.body.address1_type, slots.body.address2_type, slots.body.address3_type]).toEqual(['other', 'home', 'work']);

    const refused = await sendJson<{ error: string }>('DELETE', `/api/addresses/${third.body.id}`, undefined, token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Please set another address as primary before deleting this one');
    expect((await sendJson('DELETE', `/api/addresses/${second.body.id}`, undefined, token)).status).toBe(200);
    const left = await gql<{ addresses: { type: string; isDefault: boolean }[] }>('{ addresses { type isDefault } }', undefined, token);
    expect(left.data!.addresses).toEqual([
      { type: 'other', isDefault: true },
      { type: 'home', isDefault: false },
    ]);
    // Down to the primary alone: still refused (edit it instead).
    const home = (await sendJson<{ id: number; type: string }[]>('GET', '/api/addresses', undefined, token)).body.find((a) => a.type === 'home')!;
    expect((await sendJson('DELETE', `/api/addresses/${home.id}`, undefined, token)).status).toBe(200);
    const last = await sendJson<{ error: string }>('DELETE', `/api/addresses/${third.body.id}`, undefined, token);
    expect(last.status).toBe(409);
    expect(last.body.error).toBe('Please set another address as primary before deleting this one');
  });

  it('concurrent adds never make a fourth', async () => {
    const { token } = await signUp();
    const replies = await Promise.all([0, 1, 2, 3].map((i) => sendJson('POST', '/api/addresses', address({ address_line_1: `${i} Race Lane` }), token)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
  });

  it('slot fields: text sets a slot and null deletes it', async () => {
    const { token, user } = await signUp();
    const set = await sendJson<Record<string, unknown>>('PUT', `/api/users/${user.id}`, { address2: 'Flat 3, Baner', address2_type: 'work' }, token);
    expect(set.body).toMatchObject({ address2: 'Flat 3, Baner', address2_type: 'work' });
    const cleared = await sendJson<Record<string, unknown>>('PUT', `/api/users/${user.id}`, { address2: null }, token);
    expect(cleared.body).toMatchObject({ address2: null, address2_type: null });
    const primary = await sendJson<{ error: string }>('PUT', `/api/users/${user.id}`, { address: '   ' }, token);
    expect(primary.body.error).toBe('Please enter or detect a location');
  });

  it("another customer's profile and addresses are refused, through REST and GraphQL", async () => {
    const owner = await signUp();
    const other = await signUp();
    const [ownerAddress] = (await sendJson<{ id: number }[]>('GET', '/api/addresses', undefined, owner.token)).body;
    expect((await sendJson('GET', `/api/users/${owner.user.id}`, undefined, other.token)).status).toBe(403);
    expect((await sendJson('PUT', `/api/users/${owner.user.id}`, { name: 'Mallory' }, other.token)).status).toBe(403);
    expect((await sendJson('GET', `/api/addresses/user/${owner.user.id}`, undefined, other.token)).status).toBe(403);
    expect((await sendJson('GET', `/api/addresses/${ownerAddress.id}`, undefined, other.token)).status).toBe(404);
    expect((await sendJson('PUT', `/api/addresses/${ownerAddress.id}`, address(), other.token)).status).toBe(404);
    expect((await sendJson('DELETE', `/api/addresses/${ownerAddress.id}`, undefined, other.token)).status).toBe(404);
    const viaGraphql = await gql('mutation($id: ID!) { setDefaultAddress(id: $id) { id } }', { id: String(ownerAddress.id) }, other.token);
    expect(codeOf(viaGraphql)).toBe('NOT_FOUND');
    const saveOther = await gql('mutation($id: ID, $input: AddressInput!) { saveAddress(id: $id, input: $input) { id } }', {
      id: String(ownerAddress.id),
      input: { type: 'home', fullName: 'Mallory', phone: '9876543210', addressLine1: '1 Elsewhere', city: 'Pune', state: 'Maharashtra', country: 'India', pinCode: '411001' },
    }, other.token);
    expect(codeOf(saveOther)).toBe('NOT_FOUND');
    expect(codeOf(await gql('mutation($id: ID!) { deleteAddress(id: $id) { id } }', { id: String(ownerAddress.id) }, other.token))).toBe('NOT_FOUND');
    const stillThere = await sendJson<{ address_line_1: string }>('GET', `/api/addresses/${ownerAddress.id}`, undefined, owner.token);
    expect(stillThere.status).toBe(200);
    expect(stillThere.body.address_line_1).not.toBe('1 Elsewhere');
    expect((await sendJson('GET', '/api/addresses', undefined)).status).toBe(401);
    expect(codeOf(await gql('{ addresses { id } }'))).toBe('UNAUTHENTICATED');
  });

  it('validates the address form with clear messages', async () => {
    const { token } = await signUp();
    const reply = await sendJson<{ error: string }>('POST', '/api/addresses', address({ pin_code: '12345' }), token);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('Please enter a valid 6-digit pincode');
  });
});

describe('profile', () => {
  it('updates names and phone with the signup rules', async () => {
    const { token } = await signUp();
    const ok = await gql<{ updateProfile: { name: string; lastName: string } }>(
      'mutation($input: ProfileInput!) { updateProfile(input: $input) { name lastName } }',
      { input: { name: 'Meera', lastName: 'Iyer' } },
      token,
    );
    expect(ok.data!.updateProfile).toEqual({ name: 'Meera', lastName: 'Iyer' });
    const bad = await gql('mutation($input: ProfileInput!) { updateProfile(input: $input) { name } }', { input: { name: 'M3' } }, token);
    expect(bad.errors?.[0].message).toBe('Name should contain only letters and spaces (2-50 characters)');
  });
});
