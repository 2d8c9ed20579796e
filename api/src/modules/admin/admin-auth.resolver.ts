import { Arg, Ctx, Extensions, ID, Mutation, Query, Resolver } from 'type-graphql';
import { EXPENSIVE_REQUEST_COST, type RequestContext } from '../../core/request-context.js';
import { requireAdmin } from '../../lib/auth-guards.js';
import { adminAuthService, setSessionCookie } from './admin-auth.service.js';
import {
  AdminForgotPasswordInput,
  AdminPasswordResetReplyView,
  AdminResetPasswordInput,
  AdminSessionView,
  AdminSignupInput,
  AdminSignupResultView,
  AdminLoginInput,
  AdminStatus,
  AdminView,
  adminView,
} from './admin-auth.views.js';
import { adminPasswordResetService } from './admin-password-reset.service.js';
import { AdminOnly } from './admin-guard.js';
import { ADMIN_MESSAGES } from './admin.rules.js';

/** Sign-up, sign-in and the admins list (spec §2 admin routes, §7 Admin). */
@Resolver()
export class AdminAuthResolver {
  /** The app builds it with its policy; the schema emitter's default (no first admin by sign-up) is production's. */
  constructor(private readonly policy: { firstAdminBySignup: boolean } = { firstAdminBySignup: false }) {}

  @Extensions({ requestCost: EXPENSIVE_REQUEST_COST })
  @Mutation(() => AdminSignupResultView, {
    description:
      'Anyone may ask; the answer is the same whether or not the email or phone has an admin (admin is null unless the new account is active). ' +
      'In development the first admin of a shop with no active admin is active; in production the first admin comes from `npm run admin:create` and sign-up is refused until then.',
  })
  async adminSignup(@Arg('input', () => AdminSignupInput) input: AdminSignupInput, @Ctx() ctx: RequestContext): Promise<AdminSignupResultView> {
    const { status, admin } = await adminAuthService.signup(ctx.em, input, this.policy);
    return { success: true, message: status === 'active' ? ADMIN_MESSAGES.signedUpActive : ADMIN_MESSAGES.signedUpPending, status, admin: admin && adminView(admin) };
  }

  @Extensions({ requestCost: EXPENSIVE_REQUEST_COST })
  @Mutation(() => AdminSessionView, { description: 'Sets the HttpOnly session cookie and returns the same token for bearer use. A pending admin is refused (FORBIDDEN).' })
  async adminLogin(@Arg('input', () => AdminLoginInput) input: AdminLoginInput, @Ctx() ctx: RequestContext): Promise<AdminSessionView> {
    const { admin, session } = await adminAuthService.login(ctx.em, input, ctx.ip);
    setSessionCookie(ctx, session);
    return { loggedIn: true, admin: adminView(admin), token: session.token, expiresAt: session.expiresAt };
  }

  @Query(() => AdminSessionView, { description: 'The admin session check: loggedIn with the admin, or loggedIn false.' })
  async adminMe(@Ctx() ctx: RequestContext): Promise<AdminSessionView> {
    const admin = ctx.viewer.kind === 'admin' ? await adminAuthService.byId(ctx.em, ctx.viewer.adminId) : null;
    return { loggedIn: Boolean(admin), admin: admin && adminView(admin), token: null, expiresAt: null };
  }

  @Mutation(() => Boolean, { description: 'Revokes the current admin session and clears the cookie.' })
  async adminLogout(@Ctx() ctx: RequestContext): Promise<boolean> {
    const ended = await adminAuthService.logout(ctx);
    setSessionCookie(ctx, null);
    return ended;
  }


  @Extensions({ requestCost: EXPENSIVE_REQUEST_COST })
  @Mutation(() => AdminPasswordResetReplyView, { description: 'Sends a reset code to an admin email or phone; the same reply whether or not the admin exists.' })
  async adminForgotPassword(@Arg('input', () => AdminForgotPasswordInput) input: AdminForgotPasswordInput, @Ctx() ctx: RequestContext): Promise<AdminPasswordResetReplyView> {
    const { message, resendAfterSeconds } = await adminPasswordResetService.requestCode(ctx.em, input, ctx.ip);
    return { success: true, message, resendAfterSeconds };
  }

  @Extensions({ requestCost: EXPENSIVE_REQUEST_COST })
  @Mutation(() => AdminPasswordResetReplyView, { description: "Sets a new password with the code; ends every session of that admin (logged as password_reset)." })
  async adminResetPassword(@Arg('input', () => AdminResetPasswordInput) input: AdminResetPasswordInput, @Ctx() ctx: RequestContext): Promise<AdminPasswordResetReplyView> {
    const { message } = await adminPasswordResetService.resetPassword(ctx.em, { identifier: input.identifier, code: input.otpCode, newPassword: input.newPassword }, ctx.ip);
    return { success: true, message, resendAfterSeconds: null };
  }

  @AdminOnly()
  @Query(() => [AdminView], { description: 'Admins, pending sign-ups first.' })
  async admins(@Arg('status', () => AdminStatus, { nullable: true }) status: 'active' | 'pending' | null, @Ctx() ctx: RequestContext): Promise<AdminView[]> {
    return (await adminAuthService.list(ctx.em, status)).map(adminView);
  }

  @AdminOnly()
  @Mutation(() => AdminView, { description: 'Lets a pending admin sign in.' })
  async approveAdmin(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AdminView> {
    return adminView(await adminAuthService.approve(ctx.em, requireAdmin(ctx), id));
  }
}
