import { AppError } from '../../lib/errors.js';
import type { FastifyRequest } from 'fastify';
import { EXPENSIVE_REQUEST_COST } from '../../core/request-context.js';
import type { RestRoute } from '../../core/rest-route.js';
import { requireAdmin } from '../../lib/auth-guards.js';
import { adminAuthService, setSessionCookie, type AdminRecord } from './admin-auth.service.js';
import { adminPasswordResetService } from './admin-password-reset.service.js';
import { ADMIN_MESSAGES } from './admin.rules.js';

/*
 * The spec's /admin paths (§7 Admin): sign-up, sign-in with the session cookie, the session
 * check and sign-out; the password reset by a code (/forgot-password); plus the admins list
 * with Approve (decisions: Admins).
 */

type Body = Record<string, unknown>;
const body = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** The spec's admin in a session reply: id, name, email, phone. */
export const restAdmin = (a: AdminRecord) => ({ id: a.id, name: a.name, email: a.email, phone: a.phone });
const restAdminRow = (a: AdminRecord) => ({ ...restAdmin(a), status: a.status, created_at: a.createdAt.toISOString() });
const pathId = (req: FastifyRequest) => String((req.params as { id: string }).id);

/** POST /admin/signup: whether a first admin may come from it depends on the app (see adminAuthService.signup). */
export function adminSignupRestRoutes(policy: { firstAdminBySignup: boolean }): RestRoute[] {
  return [
    {
      method: 'POST',
      url: '/admin/signup',
      cost: EXPENSIVE_REQUEST_COST,
      status: 201,
      async handler(ctx, req) {
        const b = body(req);
        const { status, admin } = await adminAuthService.signup(ctx.em, { name: text(b.name), email: text(b.email), phone: text(b.phone) || null, password: text(b.password) }, policy);
        const message = status === 'active' ? ADMIN_MESSAGES.signedUpActive : ADMIN_MESSAGES.signedUpPending;
        return { success: true, message, status, admin: admin ? restAdminRow(admin) : null };
      },
    },
  ];
}

export const adminAuthRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/admin/login',
    cost: EXPENSIVE_REQUEST_COST,
    async handler(ctx, req) {
      const b = body(req);
      const { admin, session } = await adminAuthService.login(ctx.em, { identifier: text(b.identifier) || text(b.email), password: text(b.password) }, ctx.ip);
      setSessionCookie(ctx, session);
      return { loggedIn: true, admin: restAdmin(admin), token: session.token, expires_at: session.expiresAt.toISOString() };
    },
  },
  {
    method: 'GET',
    url: '/admin/check-login',
    async handler(ctx) {
      const admin = ctx.viewer.kind === 'admin' ? await adminAuthService.byId(ctx.em, ctx.viewer.adminId) : null;
      return { loggedIn: Boolean(admin), admin: admin ? restAdmin(admin) : null };
    },
  },
  {
    // POST, so that the cookie's write check (own origin) covers it: a GET could be an <img>
    // on one of the shop's own pages (same-site, so SameSite does not stop it).
    method: 'POST',
    url: '/admin/logout',
    async handler(ctx) {
      await adminAuthService.logout(ctx);
      setSessionCookie(ctx, null);
      return { success: true, loggedIn: false, message: ADMIN_MESSAGES.loggedOut };
    },
  },
  {
    // The spec's GET signs nobody out any more (issue 41): it says what to do instead.
    method: 'GET',
    url: '/admin/logout',
    async handler() {
      throw new AppError('BAD_REQUEST', 'Sign out with POST /api/admin/logout', { reason: 'USE_POST' });
    },
  },
  {
    method: 'POST',
    url: '/admin/forgot-password',
    cost: EXPENSIVE_REQUEST_COST,
    async handler(ctx, req) {
      const { message, resendAfterSeconds } = await adminPasswordResetService.requestCode(ctx.em, { identifier: text(body(req).identifier) }, ctx.ip);
      return { success: true, message, resend_after_seconds: resendAfterSeconds };
    },
  },
  {
    method: 'POST',
    url: '/admin/reset-password',
    cost: EXPENSIVE_REQUEST_COST,
    async handler(ctx, req) {
      const b = body(req);
      const { message } = await adminPasswordResetService.resetPassword(ctx.em, { identifier: text(b.identifier), code: text(b.otp_code), newPassword: text(b.new_password) }, ctx.ip);
      return { success: true, message };
    },
  },
  {
    method: 'GET',
    url: '/admins',
    role: 'admin',
    async handler(ctx, req) {
      const status = (req.query as { status?: string }).status;
      return (await adminAuthService.list(ctx.em, status === 'active' || status === 'pending' ? status : null)).map(restAdminRow);
    },
  },
  {
    method: 'PUT',
    url: '/admins/:id/approve',
    role: 'admin',
    handler: async (ctx, req) => ({ success: true, admin: restAdminRow(await adminAuthService.approve(ctx.em, requireAdmin(ctx), pathId(req))) }),
  },
];
