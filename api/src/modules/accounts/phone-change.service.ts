import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput } from '../../lib/errors.js';
import { ATTEMPT_LIMITS, enforceAttemptLimit } from '../../lib/identifier-limits.js';
import { hashPassword } from '../../lib/passwords.js';
import { enqueueMessage } from '../messaging/outbox.service.js';
import { phoneCodes } from '../messaging/phone-codes.js';
import { loginRules, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '@fruit-shop/common/account.rules';
import { authService, newCode } from './auth.service.js';

export interface PhoneVerification {
  /** The number the code went to (not yet the account's). */
  to: string;
  message: string;
  resendAfterSeconds: number;
}

const isEmailAddress = (identifier: string) => identifier.includes('@');

/**
 * A new phone number or email on a profile is kept only once a code sent to it comes back
 * (issue 27 for the phone, issue 29 for the email): both are sign-in identifiers, so nobody may
 * claim one they cannot receive messages on. The pending one is the latest live `contact_change`
 * code of the account (one change at a time); the old value stays until then.
 */
export const phoneChangeService = {
  async request(em: EntityManager, userId: number, phone: string, ip?: string): Promise<PhoneVerification> {
    // A new number is confirmed by a text: refused while the shop cannot send one.
    if (!isEmailAddress(phone)) phoneCodes.require('phone');
    await em.transactional(async (tx) => {
      // One request at a time per account, so the cooldown cannot be raced.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`otp:contact_change:${userId}`]);
      const [last] = await tx.execute<{ age: number }[]>(
        `select extract(epoch from now() - "created_at")::float as "age" from "one_time_code"
          where "user_id" = ? and "purpose" = 'contact_change' order by "created_at" desc, "id" desc limit 1`,
        [userId],
      );
      if (last && last.age < OTP_RESEND_SECONDS) {
        const wait = Math.max(1, Math.ceil(OTP_RESEND_SECONDS - last.age));
        throw new AppError('RATE_LIMITED', `Please wait ${wait} seconds before requesting a new OTP.`, { retryAfterSeconds: wait });
      }
      await enforceAttemptLimit(tx, 'otp-request', phone, ip, ATTEMPT_LIMITS.otpRequest);
      const code = newCode();
      await tx.execute(
        `insert into "one_time_code" ("identifier", "purpose", "user_id", "code_hash", "expires_at")
         values (?, 'contact_change', ?, ?, now() + interval '${OTP_TTL_MINUTES} minutes')`,
        [phone, userId, await hashPassword(code)],
      );
      const email = isEmailAddress(phone);
      enqueueMessage(tx, {
        channel: email ? 'email' : 'sms',
        to: phone,
        subject: email ? 'Confirm your new Fruit Shop email address' : 'Confirm your new Fruit Shop phone number',
        text: `Your one-time code is ${code}. Use it to confirm this ${email ? 'address' : 'number'} on your Fruit Shop account. It expires in ${OTP_TTL_MINUTES} minutes and works once. If you did not ask for it, ignore this message.`,
      });
      await tx.flush();
    });
    const what = isEmailAddress(phone) ? 'email address' : 'number';
    return { to: phone, message: `We sent a code to ${phone}. Enter it to confirm your new ${what}.`, resendAfterSeconds: OTP_RESEND_SECONDS };
  },

  /** The number waiting for its code, if any. */
  async pending(em: EntityManager, userId: number): Promise<string | null> {
    const [row] = await em.execute<{ identifier: string }[]>(
      `select "identifier" from "one_time_code" where "user_id" = ? and "purpose" = 'contact_change' and "consumed_at" is null and "expires_at" > now()
        order by "created_at" desc, "id" desc limit 1`,
      [userId],
    );
    return row?.identifier ?? null;
  },

  /** The code for the pending number: the account's phone becomes that number. */
  async verify(em: EntityManager, userId: number, code: string, ip?: string): Promise<void> {
    const rule = loginRules.otp(code);
    if (rule !== true) throw badInput(rule, 'otp');
    const phone = await this.pending(em, userId);
    if (!phone) throw badInput('There is no new phone number or email waiting for a code. Save it again to get one.', 'otp');
    const column = isEmailAddress(phone) ? 'email' : 'phone';
    const label = column === 'email' ? 'email address' : 'phone number';
    await authService.useCode(
      em,
      { identifier: phone, purpose: 'contact_change', code },
      async (tx, codeUserId) => {
        // The latest code for this number may be another account's request: it is not ours.
        if (codeUserId !== userId) throw new AppError('BAD_USER_INPUT', 'Invalid OTP. Please try again.', { field: 'otp', reason: 'INVALID_OTP' });
        const [taken] = await tx.execute<{ id: number }[]>(`select "id" from "app_user" where "${column}" = ? and "id" <> ?`, [phone, userId]);
        if (taken) throw new AppError('CONFLICT', `This ${label} is already used by another account`, { field: column });
        await tx.execute(`update "app_user" set "${column}" = ? where "id" = ?`, [phone, userId]);
      },
      ip,
    );
  },
};
