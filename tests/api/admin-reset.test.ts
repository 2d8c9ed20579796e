import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { adminGql, adminLogin, call, freshAdminIdentity } from '../utils/admins.js';
import { latestCode } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';

let orm: MikroORM;
beforeAll(async () => {
  orm = await connectTestOrm();
});
afterAll(async () => {
  await orm.close();
});

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
const NEUTRAL = 'If an admin account exists for this identifier, a code has been sent.';
const OLD_PASSWORD = 'old-secret-1';
const NEW_PASSWORD = 'new-secret-2';

/** A fresh, approved admin who can sign in with OLD_PASSWORD. */
async function activeAdmin() {
  const { email, phone } = freshAdminIdentity();
  const signup = await call('POST', '/api/admin/signup', { body: { name: 'Reset Tester', email, phone, password: OLD_PASSWORD } });
  expect(signup.status).toBe(201);
  const [{ id }] = await sql<{ id: number }>(`update "admin" set "status" = 'active' where "email" = ? returning "id"`, [email]);
  return { id, email, phone };
}

const outboxTo = async (to: string) => (await call<{ to: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.filter((m) => m.to === to);

describe('admin password reset by a code (/forgot-password)', () => {
  it('answers the same for a known and an unknown identifier, and sends a code only to a real admin', async () => {
    const admin = await activeAdmin();
    const unknown = freshAdminIdentity().email;
    const known = await call<{ success: boolean; message: string }>('POST', '/api/admin/forgot-password', { body: { identifier: admin.email } });
    const other = await call<{ success: boolean; message: string }>('POST', '/api/admin/forgot-password', { body: { identifier: unknown } });
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    expect(known.body.message).toBe(NEUTRAL);
    expect(other.body).toEqual(known.body);
    expect(await latestCode(admin.email)).toMatch(/^\d{6}$/);
    expect(await outboxTo(unknown)).toEqual([]);
    // An unknown identifier has the same resend cooldown as a known one.
    const again = await call<{ error: string }>('POST', '/api/admin/forgot-password', { body: { identifier: unknown } });
    expect(again.status).toBe(429);
    const blank = await call<{ error: string }>('POST', '/api/admin/forgot-password', { body: { identifier: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Please enter your email or phone number');
  });

  it('stores the code hashed in its own table, not among customer codes', async () => {
    const admin = await activeAdmin();
    await call('POST', '/api/admin/forgot-password', { body: { identifier: admin.email } });
    const code = await latestCode(admin.email);
    const [row] = await sql<{ code_hash: string; admin_id: number }>('select "code_hash", "admin_id" from "admin_reset_code" where "identifier" = ?', [admin.email]);
    expect(row.admin_id).toBe(admin.id);
    expect(row.code_hash).not.toContain(code);
    expect(await sql('select 1 from "one_time_code" where "identifier" = ?', [admin.email])).toEqual([]);
    // A customer reset with the admin's code does not reset anything.
    const customer = await call<{ error: string }>('POST', '/api/users/reset-password', { body: { identifier: admin.email, otp_code: code, new_password: NEW_PASSWORD } });
    expect(customer.status).not.toBe(200);
  });

  it('counts a wrong code, refuses a short password, then resets, revokes old sessions and logs it', async () => {
    const admin = await activeAdmin();
    const before = await adminLogin(admin.email, OLD_PASSWORD);
    await call('POST', '/api/admin/forgot-password', { body: { identifier: admin.phone } });
    const code = await latestCode(admin.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await call<{ error: string }>('POST', '/api/admin/reset-password', { body: { identifier: admin.phone, otp_code: wrongCode, new_password: NEW_PASSWORD } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Invalid OTP. Please try again.');
    const [counted] = await sql<{ attempts: number }>('select "attempts" from "admin_reset_code" where "identifier" = ? order by "id" desc limit 1', [admin.phone]);
    expect(counted.attempts).toBe(1);

    const short = await call<{ error: string }>('POST', '/api/admin/reset-password', { body: { identifier: admin.phone, otp_code: code, new_password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Password must be at least 8 characters long');

    const done = await adminGql<{ adminResetPassword: { success: boolean; message: string } }>(
      'mutation ($input: AdminResetPasswordInput!) { adminResetPassword(input: $input) { success message } }',
      { input: { identifier: admin.phone, otpCode: code, newPassword: NEW_PASSWORD } },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.adminResetPassword).toEqual({ success: true, message: 'Password reset successfully!' });

    // The old session is over; the old password no longer works; the new one does.
    const me = await adminGql<{ adminMe: { loggedIn: boolean } }>('{ adminMe { loggedIn } }', {}, { token: before.token });
    expect(me.data?.adminMe.loggedIn).toBe(false);
    expect((await call('POST', '/api/admin/login', { body: { identifier: admin.email, password: OLD_PASSWORD } })).status).toBe(401);
    const after = await adminLogin(admin.email, NEW_PASSWORD);
    expect(after.admin.id).toBe(admin.id);

    const logs = await sql<{ admin_id: number }>(`select "admin_id" from "admin_log" where "action" = 'password_reset' and "target_id" = ?`, [String(admin.id)]);
    expect(logs).toEqual([{ admin_id: admin.id }]);

    // The code works once.
    const reused = await call<{ error: string }>('POST', '/api/admin/reset-password', { body: { identifier: admin.phone, otp_code: code, new_password: 'another-pass-3' } });
    expect(reused.status).toBe(400);
  });

  it('voids the code after five wrong tries (GraphQL request step)', async () => {
    const admin = await activeAdmin();
    const sent = await adminGql<{ adminForgotPassword: { message: string; resendAfterSeconds: number } }>(
      'mutation ($input: AdminForgotPasswordInput!) { adminForgotPassword(input: $input) { message resendAfterSeconds } }',
      { input: { identifier: admin.email } },
    );
    expect(sent.data?.adminForgotPassword).toEqual({ message: NEUTRAL, resendAfterSeconds: 60 });
    const code = await latestCode(admin.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const errors: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      errors.push((await call<{ error: string }>('POST', '/api/admin/reset-password', { body: { identifier: admin.email, otp_code: wrongCode, new_password: NEW_PASSWORD } })).body.error);
    }
    expect(errors.at(-1)).toBe('Too many incorrect attempts. Please request a new OTP.');
    const [row] = await sql<{ attempts: number }>('select "attempts" from "admin_reset_code" where "identifier" = ? order by "id" desc limit 1', [admin.email]);
    expect(row.attempts).toBe(5);
    // The right code now fails too (the per-identifier reset limit of 5 an hour also answers).
    const right = await call<{ error: string }>('POST', '/api/admin/reset-password', { body: { identifier: admin.email, otp_code: code, new_password: NEW_PASSWORD } });
    expect([400, 429]).toContain(right.status);
    expect((await call('POST', '/api/admin/login', { body: { identifier: admin.email, password: OLD_PASSWORD } })).status).toBe(200);
  });
});
