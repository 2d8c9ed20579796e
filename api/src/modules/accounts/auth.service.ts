import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput } from '../../lib/errors.js';
import { ATTEMPT_LIMITS, enforceAttemptLimit, resetAttemptLimit } from '../../lib/identifier-limits.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { enqueueMessage } from '../messaging/outbox.service.js';
import { phoneCodes } from '../messaging/phone-codes.js';
import { newsletterService } from '../newsletter/newsletter.service.js';
import {
  ADDRESS_LIMITS,
  firstSignupError,
  forgotPasswordRules,
  loginRules,
  normalizeIdentifier,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  type OtpPurpose,
  type SignupFields,
} from '@fruit-shop/common/account.rules';
import { sessionService, type IssuedSession } from './session.service.js';

export interface SignupDetails extends SignupFields {
  referralCode?: string | null;
  isSubscribed?: boolean | null;
}

export interface AuthResult extends IssuedSession {
  userId: number;
}

const invalidCredentials = () => new AppError('UNAUTHENTICATED', 'Invalid credentials');
const codeError = (message: string) => new AppError('BAD_USER_INPUT', message, { field: 'otp', reason: 'INVALID_OTP' });

const SENT: Record<OtpPurpose, string> = {
  login: `OTP sent successfully. It expires in ${OTP_TTL_MINUTES} minutes.`,
  signup: `OTP sent to your email. It expires in ${OTP_TTL_MINUTES} minutes.`,
  password_reset: `If an account exists for this email or phone, an OTP has been sent to it. It expires in ${OTP_TTL_MINUTES} minutes.`,
};

const MESSAGE_SUBJECT: Record<OtpPurpose, string> = {
  login: 'Your Fruit Shop sign-in code',
  signup: 'Verify your Fruit Shop account',
  password_reset: 'Reset your Fruit Shop password',
};

const MESSAGE_PURPOSE: Record<OtpPurpose, string> = {
  login: 'sign in to Fruit Shop',
  signup: 'verify your email and create your Fruit Shop account',
  password_reset: 'reset your Fruit Shop password',
};

// A real Argon2id hash of a random string, so that a login for an unknown account costs the
// same as one for a known account (computed once, on first need).
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomInt(0, 2 ** 47).toString(36)));

/** A 6-digit one-time code from a secure source. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

interface AccountRow {
  id: number;
  email: string;
  phone: string | null;
  password_hash: string;
}

async function findAccount(em: EntityManager, identifier: string): Promise<AccountRow | null> {
  const { kind, value } = normalizeIdentifier(identifier);
  const column = kind === 'email' ? '"email"' : '"phone"';
  const [row] = await em.execute<AccountRow[]>(`select "id", "email", "phone", "password_hash" from "app_user" where ${column} = ?`, [value]);
  return row ?? null;
}

/** Checks a password the same way (and for as long) whether or not the account exists. */
async function checkPassword(account: AccountRow | null, password: string): Promise<boolean> {
  if (!account) {
    await verifyPassword(await dummyPasswordHash(), password);
    return false;
  }
  return verifyPassword(account.password_hash, password);
}

function requireRule(result: string | true, field: string) {
  if (result !== true) throw badInput(result, field);
}

/**
 * One-time codes, logins, signups and password resets (decisions: accounts). Replies never
 * tell whether an email or phone is registered: a code request for an unknown account stores
 * the hash of a code nobody receives, so it answers, takes as long and has the same resend
 * cooldown as a real one.
 */
export const authService = {
  async requestCode(em: EntityManager, input: { identifier: string; purpose: OtpPurpose; password?: string | null }, ip?: string): Promise<{ message: string; resendAfterSeconds: number }> {
    const { purpose } = input;
    if (purpose === 'password_reset') {
      requireRule(forgotPasswordRules.identifier(input.identifier), 'identifier');
      // The spec's first step asks for it (decisions: accounts); it is required, not checked:
      // someone who forgot their password cannot be asked to prove it.
      requireRule(forgotPasswordRules.currentPassword(input.password ?? ''), 'password');
    } else if (purpose === 'signup') {
      requireRule(loginRules.identifier(input.identifier), 'identifier');
      if (normalizeIdentifier(input.identifier).kind !== 'email') throw badInput('Please enter a valid email address', 'identifier');
    } else {
      requireRule(loginRules.identifier(input.identifier), 'identifier');
      requireRule(loginRules.password(input.password ?? ''), 'password');
    }
    const identifier = normalizeIdentifier(input.identifier);
    // A shop that cannot send texts says so for every phone number alike (no account is looked up).
    if (identifier.kind === 'phone') phoneCodes.require();
    const account = await findAccount(em, identifier.value);
    if (purpose === 'login') {
      // Wrong passwords count against the login limit only: someone who merely knows an
      // email cannot use up its owner's code budget and lock them out.
      await enforceAttemptLimit(em, 'login', identifier.value, ip, ATTEMPT_LIMITS.login);
      if (!(await checkPassword(account, input.password ?? ''))) throw invalidCredentials();
    }

    const code = newCode();
    const codeHash = await hashPassword(code);
    // Who receives the code: a login or reset code goes to the account; a signup code to the
    // address being verified, unless it already has an account (then that account is told).
    const recipient = purpose === 'signup' ? (account ? null : identifier) : account ? identifier : null;

    await em.transactional(async (tx) => {
      // One request at a time per identifier and purpose, so the cooldown cannot be raced.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`otp:${purpose}:${identifier.value}`]);
      const [last] = await tx.execute<{ age: number }[]>(
        `select extract(epoch from now() - "created_at")::float as "age" from "one_time_code"
          where "identifier" = ? and "purpose" = ? order by "created_at" desc, "id" desc limit 1`,
        [identifier.value, purpose],
      );
      if (last && last.age < OTP_RESEND_SECONDS) {
        const wait = Math.max(1, Math.ceil(OTP_RESEND_SECONDS - last.age));
        throw new AppError('RATE_LIMITED', `Please wait ${wait} seconds before requesting a new OTP.`, { retryAfterSeconds: wait });
      }
      // Counted only for a code that is actually sent (a refusal above costs nothing), so it is
      // counted in this transaction: it commits with the code it pays for.
      await enforceAttemptLimit(tx, 'otp-request', identifier.value, ip, ATTEMPT_LIMITS.otpRequest);
      await tx.execute(
        `insert into "one_time_code" ("identifier", "purpose", "user_id", "code_hash", "expires_at")
         values (?, ?, ?, ?, now() + interval '${OTP_TTL_MINUTES} minutes')`,
        [identifier.value, purpose, purpose === 'signup' ? null : (account?.id ?? null), codeHash],
      );
      if (recipient) {
        enqueueMessage(tx, {
          channel: recipient.kind === 'email' ? 'email' : 'sms',
          to: recipient.value,
          subject: MESSAGE_SUBJECT[purpose],
          text:
            `Your one-time code is ${code}. Use it to ${MESSAGE_PURPOSE[purpose]}. ` +
            `It expires in ${OTP_TTL_MINUTES} minutes and works once. If you did not ask for it, ignore this message.`,
        });
      } else if (purpose === 'signup' && account) {
        enqueueMessage(tx, {
          channel: 'email',
          to: identifier.value,
          subject: 'You already have a Fruit Shop account',
          text:
            'Someone (perhaps you) tried to create a Fruit Shop account with this email address, which already has one. ' +
            'Sign in instead, or use "Forgot password?" to set a new password. If this was not you, ignore this message.',
        });
      }
      await tx.flush();
    });
    return { message: SENT[purpose], resendAfterSeconds: OTP_RESEND_SECONDS };
  },

  /**
   * Checks `code` against the latest code for the identifier and purpose and, when it matches,
   * consumes it and runs `then` in the same transaction (so a failure there leaves the code
   * usable). A wrong code counts an attempt, committed on its own; the fifth voids the code.
   */
  async useCode<T>(
    em: EntityManager,
    input: { identifier: string; purpose: OtpPurpose | 'contact_change'; code: string },
    then: (tx: EntityManager, userId: number | null) => Promise<T>,
    ip?: string,
  ): Promise<T> {
    requireRule(loginRules.otp(input.code), 'otp');
    const identifier = normalizeIdentifier(input.identifier);
    // Each code allows 5 tries; this caps tries across codes (and identifiers nobody asked for).
    await enforceAttemptLimit(em, 'otp-verify', identifier.value, ip, ATTEMPT_LIMITS.otpVerify);
    let failure: AppError | undefined;
    const result = await em.transactional(async (tx) => {
      const [row] = await tx.execute<{ id: number; user_id: number | null; code_hash: string; attempts: number; live: boolean }[]>(
        `select "id", "user_id", "code_hash", "attempts", ("consumed_at" is null and "expires_at" > now()) as "live"
           from "one_time_code" where "identifier" = ? and "purpose" = ?
          order by "created_at" desc, "id" desc limit 1 for update`,
        [identifier.value, input.purpose],
      );
      if (!row || !row.live || row.attempts >= OTP_MAX_ATTEMPTS) {
        failure = codeError(
          row && row.attempts >= OTP_MAX_ATTEMPTS
            ? 'Too many incorrect attempts. Please request a new OTP.'
            : 'OTP has expired or is no longer valid. Please request a new one.',
        );
        return undefined;
      }
      if (!(await verifyPassword(row.code_hash, input.code))) {
        await tx.execute('update "one_time_code" set "attempts" = "attempts" + 1 where "id" = ?', [row.id]);
        const left = OTP_MAX_ATTEMPTS - row.attempts - 1;
        failure = codeError(left > 0 ? 'Invalid OTP. Please try again.' : 'Too many incorrect attempts. Please request a new OTP.');
        return undefined;
      }
      await tx.execute('update "one_time_code" set "consumed_at" = now() where "id" = ?', [row.id]);
      return { value: await then(tx, row.user_id) };
    });
    if (failure || !result) throw failure ?? codeError('Invalid OTP. Please try again.');
    return result.value;
  },

  /** Second step of a login: the code from the message → a session. */
  async verifyLogin(em: EntityManager, input: { identifier: string; code: string }, ip?: string): Promise<AuthResult> {
    requireRule(loginRules.identifier(input.identifier), 'identifier');
    const result = await this.useCode(
      em,
      { ...input, purpose: 'login' },
      async (tx, userId) => {
        if (!userId) throw codeError('Invalid OTP. Please try again.');
        return { userId, ...(await sessionService.issue(tx, userId)) };
      },
      ip,
    );
    // A completed login forgets the password attempts this address made.
    await resetAttemptLimit(em, 'login', normalizeIdentifier(input.identifier).value, ip);
    return result;
  },

  /** A password login without a code (the spec's `POST /users/login`). */
  async loginWithPassword(em: EntityManager, input: { identifier: string; password: string }, ip?: string): Promise<AuthResult> {
    requireRule(loginRules.identifier(input.identifier), 'identifier');
    requireRule(loginRules.password(input.password), 'password');
    const identifier = normalizeIdentifier(input.identifier);
    await enforceAttemptLimit(em, 'login', identifier.value, ip, ATTEMPT_LIMITS.login);
    const account = await findAccount(em, identifier.value);
    if (!(await checkPassword(account, input.password)) || !account) throw invalidCredentials();
    await resetAttemptLimit(em, 'login', identifier.value, ip);
    return { userId: account.id, ...(await sessionService.issue(em, account.id)) };
  },

  /** Second step of a signup: the code sent to the email, with the form → account + session. */
  async verifySignup(em: EntityManager, input: { identifier: string; code: string; user: SignupDetails }, ip?: string): Promise<AuthResult> {
    const user = input.user;
    const invalid = firstSignupError(user);
    if (invalid) throw badInput(invalid.message, invalid.field);
    if ((user.referralCode?.trim().length ?? 0) > ADDRESS_LIMITS.referralCode) throw badInput(`A referral code has at most ${ADDRESS_LIMITS.referralCode} characters`, 'referral_code');
    const email = normalizeIdentifier(user.email).value;
    if (normalizeIdentifier(input.identifier).value !== email) {
      throw badInput('The OTP was sent to a different email address. Please request a new one.', 'email');
    }
    const passwordHash = await hashPassword(user.password);
    return this.useCode(
      em,
      { identifier: email, code: input.code, purpose: 'signup' },
      async (tx) => {
      const phone = normalizeIdentifier(user.phone).value;
      const [taken] = await tx.execute<{ email: string; phone: string | null }[]>(
        'select "email", "phone" from "app_user" where "email" = ? or "phone" = ? limit 1',
        [email, phone],
      );
      if (taken) {
        throw new AppError(
          'CONFLICT',
          taken.email === email ? 'An account with this email already exists. Please log in.' : 'An account with this phone number already exists.',
          { field: taken.email === email ? 'email' : 'phone' },
        );
      }
      const [created] = await tx.execute<{ id: number }[]>(
        `insert into "app_user" ("first_name", "middle_name", "last_name", "email", "phone", "password_hash", "is_subscribed", "referral_code", "verified_at")
         values (?, ?, ?, ?, ?, ?, ?, ?, now()) returning "id"`,
        [
          user.name.trim(),
          user.middleName?.trim() || null,
          user.lastName?.trim() || null,
          email,
          phone,
          passwordHash,
          user.isSubscribed ?? true,
          user.referralCode?.trim() || null,
        ],
      );
      const fullName = [user.name, user.middleName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
      await tx.execute(
        `insert into "address" ("user_id", "position", "type", "full_name", "phone", "address_line1", "city", "state", "pin_code")
         values (?, 1, ?, ?, ?, ?, ?, ?, ?)`,
        [created.id, user.addressType || 'home', fullName.slice(0, 100), phone, user.address.trim(), user.city?.trim() || null, user.state?.trim() || null, user.pincode.trim()],
      );
      // The sign-up code just proved this email: a ticked newsletter box subscribes it at once (docs/decisions/0046-newsletter.md).
      if (user.isSubscribed === true) await newsletterService.subscribeVerified(tx, email);
      return { userId: created.id, ...(await sessionService.issue(tx, created.id)) };
      },
      ip,
    );
  },

  /** Sets a new password with a reset code; every other session of the account ends. */
  async resetPassword(
    em: EntityManager,
    input: { identifier: string; newPassword: string; code: string },
    keepSessionId?: number,
    ip?: string,
  ): Promise<void> {
    requireRule(forgotPasswordRules.identifier(input.identifier), 'identifier');
    requireRule(forgotPasswordRules.otp(input.code), 'otp');
    requireRule(forgotPasswordRules.newPassword(input.newPassword), 'new_password');
    const identifier = normalizeIdentifier(input.identifier);
    await enforceAttemptLimit(em, 'password-reset', identifier.value, ip, ATTEMPT_LIMITS.passwordReset);
    const passwordHash = await hashPassword(input.newPassword);
    await this.useCode(
      em,
      { identifier: identifier.value, code: input.code, purpose: 'password_reset' },
      async (tx, userId) => {
        if (!userId) throw codeError('Invalid OTP. Please try again.');
        await tx.execute('update "app_user" set "password_hash" = ? where "id" = ?', [passwordHash, userId]);
        await sessionService.revokeAllFor(tx, userId, keepSessionId);
      },
      ip,
    );
  },
};
