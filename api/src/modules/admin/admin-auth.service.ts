import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/request-context.js';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { ATTEMPT_LIMITS, enforceAttemptLimit, enforceLimit, resetAttemptLimit, resetLimit, type LimitPolicy } from '../../lib/identifier-limits.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { normalizeIdentifier } from '@fruit-shop/common/account.rules';
import { enqueueMessage } from '../messaging/outbox.service.js';
import { adminLogService } from './admin-log.service.js';
import { ADMIN_COOKIE, adminSessionService, type IssuedAdminSession } from './admin-session.service.js';
import { ADMIN_MESSAGES, ADMIN_SESSION_TTL_MS, adminLoginRules, firstAdminSignupError, type AdminSignupFields } from './admin.rules.js';

export type AdminStatusName = 'active' | 'pending';

export interface AdminRecord {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: AdminStatusName;
  createdAt: Date;
}

/** Per client address, on top of the per-identifier limit: many accounts guessed from one place. */
export const ADMIN_LOGIN_IP_LIMIT: LimitPolicy = { limit: 50, windowMs: 15 * 60_000 };

const COLUMNS = `"id", "name", "email", "phone", "status", "created_at"`;
type Raw = { id: number; name: string; email: string; phone: string | null; status: AdminStatusName; created_at: Date | string };
const toRecord = (r: Raw): AdminRecord => ({ id: r.id, name: r.name, email: r.email, phone: r.phone, status: r.status, createdAt: new Date(r.created_at) });

// A real Argon2id hash, so that a login for an unknown admin costs as long as for a known one.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomInt(0, 2 ** 47).toString(36)));

const requireRule = (result: string | true, field: string) => {
  if (result !== true) throw badInput(result, field);
};

/** Logging a login attempt never changes its answer (the spec: failures ignored). */
async function logAttempt(em: EntityManager, action: string, adminId: number | null, changes: Record<string, unknown>, ip: string | undefined) {
  try {
    await adminLogService.write(em.fork(), { adminId, action, targetType: 'admin', targetId: adminId, changes, ip });
  } catch {
    /* the attempt's own answer matters more than its log row */
  }
}

type AdminForm = { name: string; email: string; phone: string | null; passwordHash: string };

/** The sign-up form checked (in the form's order) and normalised, with its password hashed. */
async function cleanSignup(input: AdminSignupFields): Promise<AdminForm> {
  const problem = firstAdminSignupError(input);
  if (problem) throw badInput(problem.message, problem.field);
  return {
    name: input.name.trim(),
    email: normalizeIdentifier(input.email).value,
    phone: input.phone?.trim() ? normalizeIdentifier(input.phone).value : null,
    passwordHash: await hashPassword(input.password),
  };
}

/** One admin creation at a time, so two sign-ups on an empty shop cannot both become the first. */
const lockSignups = (tx: EntityManager) => tx.execute('select pg_advisory_xact_lock(hashtext(?))', ['admin-signup']);

/** The email of the admin who already has this email or phone, if any. */
async function adminHolding(tx: EntityManager, form: AdminForm): Promise<string | undefined> {
  const [taken] = await tx.execute<{ email: string }[]>('select "email" from "admin" where "email" = ? or ("phone" is not null and "phone" = ?) limit 1', [form.email, form.phone]);
  return taken?.email;
}

async function insertAdmin(tx: EntityManager, form: AdminForm, status: AdminStatusName, action: 'admin_signup' | 'admin_created'): Promise<Raw> {
  const [row] = await tx.execute<Raw[]>(
    `insert into "admin" ("name", "email", "phone", "password_hash", "status") values (?, ?, ?, ?, ?) returning ${COLUMNS}`,
    [form.name, form.email, form.phone, form.passwordHash, status],
  );
  const changes = { name: row.name, email: form.email, phone: form.phone, status, ...(action === 'admin_created' ? { via: 'admin:create' } : {}) };
  await adminLogService.write(tx, { adminId: row.id, action, targetType: 'admin', targetId: row.id, changes });
  return row;
}

/** Tells the server to set (or clear) the session cookie on this reply. */
export function setSessionCookie(ctx: RequestContext, session: IssuedAdminSession | null): void {
  (ctx.setCookies ??= []).push(
    session ? { name: ADMIN_COOKIE, value: session.token, maxAgeSeconds: ADMIN_SESSION_TTL_MS / 1000 } : { name: ADMIN_COOKIE, value: '', maxAgeSeconds: 0 },
  );
}

/**
 * Admin accounts and sign-in (decisions: Admins). The first admin of a shop with no active
 * admin is active; later ones wait for an active admin's approval and cannot sign in before.
 */
export const adminAuthService = {
  async byId(em: EntityManager, id: number): Promise<AdminRecord | null> {
    const [row] = await em.execute<Raw[]>(`select ${COLUMNS} from "admin" where "id" = ?`, [id]);
    return row ? toRecord(row) : null;
  },

  /**
   * A public sign-up (decisions: Admins; Running for real). The reply never tells whether the
   * email or phone already has an admin: a taken one gets the same pending answer, and its
   * owner is told by email instead. Only where `firstAdminBySignup` holds (development, tests,
   * the demo shop) does the first admin of a shop with no active admin become active; a
   * production shop gets its first admin from `npm run admin:create`, and until then public
   * sign-up is refused with a message that says so.
   */
  async signup(em: EntityManager, input: AdminSignupFields, policy: { firstAdminBySignup: boolean }): Promise<{ status: AdminStatusName; admin: AdminRecord | null }> {
    const form = await cleanSignup(input);
    return em.transactional(async (tx) => {
      await lockSignups(tx);
      const [{ active }] = await tx.execute<{ active: boolean }[]>(`select exists (select 1 from "admin" where "status" = 'active') as "active"`);
      if (!active && !policy.firstAdminBySignup) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.noAdminYet, { reason: 'NO_ADMIN_YET' });
      const taken = await adminHolding(tx, form);
      if (taken) {
        enqueueMessage(tx, {
          channel: 'email',
          to: taken,
          subject: 'Someone tried to create a Fruit Shop admin account with your details',
          text:
            'Someone (perhaps you) asked for a Fruit Shop back-office account with this email address or your phone number, which already belong to your admin account. ' +
            'No new account was made. Sign in as usual, or use "Forgot password?" on the admin sign-in page. If this was not you, you can ignore this message.',
        });
        await tx.flush();
        return { status: 'pending' as const, admin: null };
      }
      const status: AdminStatusName = active ? 'pending' : 'active';
      const row = await insertAdmin(tx, form, status, 'admin_signup');
      // A pending sign-up shows no record: it would tell a new account from a taken one.
      return { status, admin: status === 'active' ? toRecord(row) : null };
    });
  },

  /**
   * An active admin made on the server (`npm run admin:create`): how a production shop gets its
   * first admin. Refuses an email or phone that already has an admin account.
   */
  async createActive(em: EntityManager, input: AdminSignupFields): Promise<AdminRecord> {
    const form = await cleanSignup(input);
    return em.transactional(async (tx) => {
      await lockSignups(tx);
      const taken = await adminHolding(tx, form);
      if (taken) throw new AppError('CONFLICT', taken === form.email ? 'An admin account with this email already exists' : 'An admin account with this phone number already exists');
      return toRecord(await insertAdmin(tx, form, 'active', 'admin_created'));
    });
  },

  /**
   * Password sign-in with the spec's log actions: login_attempt_failed (wrong credentials or
   * awaiting approval), login_successful, login_error (refused input, limits, failures).
   */
  async login(em: EntityManager, input: { identifier: string; password: string }, ip?: string): Promise<{ admin: AdminRecord; session: IssuedAdminSession }> {
    const identifier = (input.identifier ?? '').trim();
    const key = identifier ? normalizeIdentifier(identifier).value : '';
    try {
      requireRule(adminLoginRules.identifier(identifier), 'identifier');
      requireRule(adminLoginRules.password(input.password ?? ''), 'password');
      await enforceAttemptLimit(em, 'admin-login', key, ip, ATTEMPT_LIMITS.login);
      if (ip) await enforceLimit(em, `admin-login-ip:${ip}`, ADMIN_LOGIN_IP_LIMIT);
    } catch (error) {
      const reason = error instanceof AppError && error.code === 'RATE_LIMITED' ? 'rate_limited' : 'invalid_input';
      await logAttempt(em, 'login_error', null, { identifier: key || null, reason }, ip);
      throw error;
    }
    let admin: (Raw & { password_hash: string }) | undefined;
    try {
      const column = normalizeIdentifier(identifier).kind === 'email' ? '"email"' : '"phone"';
      [admin] = await em.execute<(Raw & { password_hash: string })[]>(`select ${COLUMNS}, "password_hash" from "admin" where ${column} = ?`, [key]);
      const ok = await verifyPassword(admin?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!admin || !ok) {
        await logAttempt(em, 'login_attempt_failed', admin?.id ?? null, { identifier: key, reason: 'invalid_credentials' }, ip);
        throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.invalidCredentials);
      }
      if (admin.status !== 'active') {
        await logAttempt(em, 'login_attempt_failed', admin.id, { identifier: key, reason: 'awaiting_approval' }, ip);
        throw new AppError('FORBIDDEN', ADMIN_MESSAGES.awaitingApproval, { reason: 'AWAITING_APPROVAL' });
      }
      await resetAttemptLimit(em, 'admin-login', key, ip);
      if (ip) await resetLimit(em, `admin-login-ip:${ip}`);
      const session = await adminSessionService.issue(em, admin.id);
      await logAttempt(em, 'login_successful', admin.id, { identifier: key }, ip);
      return { admin: toRecord(admin), session };
    } catch (error) {
      if (!(error instanceof AppError)) await logAttempt(em, 'login_error', admin?.id ?? null, { identifier: key, reason: 'internal' }, ip);
      throw error;
    }
  },

  /** Ends the asking session (cookie or bearer); logged as logout. */
  async logout(ctx: RequestContext): Promise<boolean> {
    const viewer = ctx.viewer;
    if (viewer.kind !== 'admin' || !viewer.sessionId) return false;
    await ctx.em.transactional(async (tx) => {
      await tx.execute('update "admin_session" set "revoked_at" = now() where "id" = ? and "revoked_at" is null', [viewer.sessionId]);
      await adminLogService.write(tx, { adminId: viewer.adminId, action: 'logout', targetType: 'admin', targetId: viewer.adminId });
    });
    return true;
  },

  /** Pending sign-ups first, then the others by name. */
  async list(em: EntityManager, status?: AdminStatusName | null): Promise<AdminRecord[]> {
    const rows = await em.execute<Raw[]>(
      `select ${COLUMNS} from "admin" ${status ? 'where "status" = ?' : ''} order by ("status" = 'pending') desc, "created_at" desc, "id" desc limit 500`,
      status ? [status] : [],
    );
    return rows.map(toRecord);
  },

  async approve(em: EntityManager, actorId: number, rawId: string | number): Promise<AdminRecord> {
    const id = parseId(rawId, 'adminId');
    return em.transactional(async (tx) => {
      const [before] = await tx.execute<{ status: AdminStatusName }[]>('select "status" from "admin" where "id" = ? for update', [id]);
      if (!before) throw notFound('Admin not found');
      const [row] = await tx.execute<Raw[]>(`update "admin" set "status" = 'active' where "id" = ? returning ${COLUMNS}`, [id]);
      if (before.status !== 'active') {
        await adminLogService.write(tx, { adminId: actorId, action: 'admin_approved', targetType: 'admin', targetId: id, changes: { status: { from: before.status, to: 'active' } } });
      }
      return toRecord(row);
    });
  },
};
