import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput } from '../../lib/errors.js';
import { ATTEMPT_LIMITS, enforceAttemptLimit, enforceLimit } from '../../lib/identifier-limits.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { normalizeIdentifier, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '@fruit-shop/common/account.rules';
import { enqueueMessage } from '../messaging/outbox.service.js';
import { phoneCodes } from '../messaging/phone-codes.js';
import { ADMIN_LOGIN_IP_LIMIT } from './admin-auth.service.js';
import { adminLogService } from './admin-log.service.js';
import { ADMIN_RESET_MESSAGES, adminResetRules } from './admin.rules.js';

const requireRule = (result: string | true, field: string) => {
  if (result !== true) throw badInput(result, field);
};
const codeError = (message: string) => new AppError('BAD_USER_INPUT', message, { field: 'otp', reason: 'INVALID_OTP' });
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * An admin's password reset by a one-time code (the admin login's /forgot-password), on the
 * customer codes' terms: 6 digits from a secure source, stored hashed, 10 minutes, 5 wrong
 * tries, 60 s between requests, per-identifier and per-IP limits. Codes live in their own
 * table, so they cannot be confused with customer codes. An unknown identifier gets a stored
 * code nobody receives: same reply, same cooldown, so replies never tell who is an admin.
 */
export const adminPasswordResetService = {
  async requestCode(em: EntityManager, input: { identifier: string }, ip?: string): Promise<{ message: string; resendAfterSeconds: number }> {
    requireRule(adminResetRules.identifier(input.identifier ?? ''), 'identifier');
    const identifier = normalizeIdentifier(input.identifier);
    if (identifier.kind === 'phone') phoneCodes.require();
    if (ip) await enforceLimit(em, `admin-reset-ip:${ip}`, ADMIN_LOGIN_IP_LIMIT);
    const column = identifier.kind === 'email' ? '"email"' : '"phone"';
    const [admin] = await em.execute<{ id: number }[]>(`select "id" from "admin" where ${column} = ?`, [identifier.value]);
    const code = newCode();
    const codeHash = await hashPassword(code);
    await em.transactional(async (tx) => {
      // One request at a time per identifier, so the cooldown cannot be raced.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`admin-reset:${identifier.value}`]);
      const [last] = await tx.execute<{ age: number }[]>(
        `select extract(epoch from now() - "created_at")::float as "age" from "admin_reset_code"
          where "identifier" = ? order by "created_at" desc, "id" desc limit 1`,
        [identifier.value],
      );
      if (last && last.age < OTP_RESEND_SECONDS) {
        const wait = Math.max(1, Math.ceil(OTP_RESEND_SECONDS - last.age));
        throw new AppError('RATE_LIMITED', `Please wait ${wait} seconds before requesting a new OTP.`, { retryAfterSeconds: wait });
      }
      // Counted with the code it pays for, in this transaction.
      await enforceAttemptLimit(tx, 'admin-otp-request', identifier.value, ip, ATTEMPT_LIMITS.otpRequest);
      await tx.execute(
        `insert into "admin_reset_code" ("identifier", "admin_id", "code_hash", "expires_at")
         values (?, ?, ?, now() + interval '${OTP_TTL_MINUTES} minutes')`,
        [identifier.value, admin?.id ?? null, codeHash],
      );
      if (admin) {
        enqueueMessage(tx, {
          channel: identifier.kind === 'email' ? 'email' : 'sms',
          to: identifier.value,
          subject: 'Reset your Fruit Shop admin password',
          text:
            `Your one-time code is ${code}. Use it to reset your Fruit Shop back-office password. ` +
            `It expires in ${OTP_TTL_MINUTES} minutes and works once. If you did not ask for it, ignore this message.`,
        });
      }
      await tx.flush();
    });
    return { message: ADMIN_RESET_MESSAGES.codeSent, resendAfterSeconds: OTP_RESEND_SECONDS };
  },

  /** The code and a new password: every session of the admin ends, and the admin log says so. */
  async resetPassword(em: EntityManager, input: { identifier: string; code: string; newPassword: string }, ip?: string): Promise<{ message: string }> {
    requireRule(adminResetRules.identifier(input.identifier ?? ''), 'identifier');
    requireRule(adminResetRules.otp(input.code ?? ''), 'otp');
    requireRule(adminResetRules.newPassword(input.newPassword ?? ''), 'new_password');
    const identifier = normalizeIdentifier(input.identifier);
    if (ip) await enforceLimit(em, `admin-reset-ip:${ip}`, ADMIN_LOGIN_IP_LIMIT);
    await enforceAttemptLimit(em, 'admin-password-reset', identifier.value, ip, ATTEMPT_LIMITS.passwordReset);
    await enforceAttemptLimit(em, 'admin-otp-verify', identifier.value, ip, ATTEMPT_LIMITS.otpVerify);
    const passwordHash = await hashPassword(input.newPassword);
    let failure: AppError | undefined;
    // A wrong code's counted try commits with this transaction (it returns instead of throwing).
    await em.transactional(async (tx) => {
      const [row] = await tx.execute<{ id: number; admin_id: number | null; code_hash: string; attempts: number; live: boolean }[]>(
        `select "id", "admin_id", "code_hash", "attempts", ("consumed_at" is null and "expires_at" > now()) as "live"
           from "admin_reset_code" where "identifier" = ?
          order by "created_at" desc, "id" desc limit 1 for update`,
        [identifier.value],
      );
      if (!row || !row.live || row.attempts >= OTP_MAX_ATTEMPTS) {
        failure = codeError(
          row && row.attempts >= OTP_MAX_ATTEMPTS ? 'Too many incorrect attempts. Please request a new OTP.' : 'OTP has expired or is no longer valid. Please request a new one.',
        );
        return;
      }
      if (!(await verifyPassword(row.code_hash, input.code))) {
        await tx.execute('update "admin_reset_code" set "attempts" = "attempts" + 1 where "id" = ?', [row.id]);
        failure = codeError(OTP_MAX_ATTEMPTS - row.attempts - 1 > 0 ? 'Invalid OTP. Please try again.' : 'Too many incorrect attempts. Please request a new OTP.');
        return;
      }
      await tx.execute('update "admin_reset_code" set "consumed_at" = now() where "id" = ?', [row.id]);
      // A code stored for an unknown identifier matches nobody's account.
      if (!row.admin_id) {
        failure = codeError('Invalid OTP. Please try again.');
        return;
      }
      await tx.execute('update "admin" set "password_hash" = ? where "id" = ?', [passwordHash, row.admin_id]);
      await tx.execute('update "admin_session" set "revoked_at" = now() where "admin_id" = ? and "revoked_at" is null', [row.admin_id]);
      await adminLogService.write(tx, { adminId: row.admin_id, action: 'password_reset', targetType: 'admin', targetId: row.admin_id, changes: { identifier: identifier.value }, ip });
    });
    if (failure) throw failure;
    return { message: ADMIN_RESET_MESSAGES.passwordReset };
  },
};
