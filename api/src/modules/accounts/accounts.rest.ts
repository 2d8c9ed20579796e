import type { FastifyRequest } from 'fastify';
import { EXPENSIVE_REQUEST_COST, type RequestContext } from '../../core/request-context.js';
import type { RestRoute } from '../../core/rest-route.js';
import { requireCustomer, requireSelf } from '../../lib/auth-guards.js';
import { badInput, parseId } from '../../lib/errors.js';
import { firstSignupError, OTP_PURPOSES, type AddressFields, type OtpPurpose } from '@fruit-shop/common/account.rules';
import { addressLine, addressService, type AddressView } from './address.service.js';
import { authService, type AuthResult, type SignupDetails } from './auth.service.js';
import { phoneChangeService } from './phone-change.service.js';
import { profileService, type UserView } from './profile.service.js';
import { sessionService } from './session.service.js';

/*
 * The spec's /users and /addresses paths (§7), snake_case, over the same services as GraphQL.
 * Every id in a path is checked against the session: it never chooses whose data is read.
 */

type Body = Record<string, unknown>;
const body = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' ? (req.body as Body) : {});
/** A text field; numbers are accepted as their digits (a phone or pincode sent as a number). */
function text(source: Body, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return undefined;
}
const flag = (value: unknown): boolean | undefined =>
  value === undefined || value === null ? undefined : value === true || value === 1 || value === '1' || value === 'true';

function purpose(source: Body): OtpPurpose {
  const type = text(source, 'type') ?? '';
  if (!(OTP_PURPOSES as readonly string[]).includes(type)) throw badInput("type must be 'login', 'signup' or 'password_reset'", 'type');
  return type as OtpPurpose;
}

export function restAddress(a: AddressView, userId: number) {
  return {
    id: a.id,
    user_id: userId,
    type: a.type,
    full_name: a.fullName,
    phone: a.phone,
    address_line_1: a.addressLine1,
    address_line_2: a.addressLine2,
    landmark: a.landmark,
    city: a.city,
    state: a.state,
    country: a.country,
    pin_code: a.pinCode,
    is_default: a.isDefault,
  };
}

/** The spec's user: never a hash; the three slots as one-line addresses with their types. */
export function restUser(u: UserView) {
  const slot = (index: number) => u.addresses[index];
  return {
    user_id: u.id,
    id: u.id,
    name: u.name,
    middle_name: u.middleName,
    last_name: u.lastName,
    email: u.email,
    phone: u.phone,
    is_subscribed: u.isSubscribed,
    created_at: u.createdAt.toISOString(),
    address: slot(0) ? addressLine(slot(0)) : null,
    address1_type: slot(0)?.type ?? null,
    address2: slot(1) ? addressLine(slot(1)) : null,
    address2_type: slot(1)?.type ?? null,
    address3: slot(2) ? addressLine(slot(2)) : null,
    address3_type: slot(2)?.type ?? null,
  };
}

async function authReply(ctx: RequestContext, result: AuthResult) {
  return { token: result.token, expires_at: result.expiresAt.toISOString(), user: restUser(await profileService.get(ctx.em, result.userId)) };
}

/** The signup form, nested under `user` or sent at the top level. */
function signupDetails(source: Body): SignupDetails {
  const form = source.user && typeof source.user === 'object' ? (source.user as Body) : source;
  return {
    name: text(form, 'name', 'first_name') ?? '',
    middleName: text(form, 'middle_name') ?? null,
    lastName: text(form, 'last_name') ?? null,
    email: text(form, 'email') ?? '',
    password: text(form, 'password') ?? '',
    phone: text(form, 'phone') ?? '',
    address: text(form, 'address') ?? '',
    addressType: text(form, 'address1_type') ?? null,
    city: text(form, 'city') ?? null,
    state: text(form, 'state') ?? null,
    pincode: text(form, 'pincode', 'pin_code') ?? '',
    referralCode: text(form, 'referral_code') ?? null,
    // Left out, the account's flag still defaults to on (auth.service); only a sent `true` joins the newsletter list.
    isSubscribed: flag(form.is_subscribed) ?? null,
  };
}

function addressFields(source: Body): AddressFields {
  return {
    type: text(source, 'type') ?? 'home',
    fullName: text(source, 'full_name') ?? '',
    phone: text(source, 'phone') ?? '',
    addressLine1: text(source, 'address_line_1', 'address_line1') ?? '',
    addressLine2: text(source, 'address_line_2', 'address_line2') ?? null,
    landmark: text(source, 'landmark') ?? null,
    city: text(source, 'city') ?? '',
    state: text(source, 'state') ?? '',
    country: text(source, 'country') ?? 'India',
    pinCode: text(source, 'pin_code', 'pincode') ?? '',
  };
}

const pathId = (req: FastifyRequest, name = 'id') => parseId(String((req.params as Record<string, string>)[name]), name);

export const accountsRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/users/request-otp',
    cost: EXPENSIVE_REQUEST_COST,
    async handler(ctx, req) {
      const b = body(req);
      const sent = await authService.requestCode(ctx.em, { identifier: text(b, 'identifier') ?? '', purpose: purpose(b), password: text(b, 'password') }, ctx.ip);
      return { success: true, message: sent.message, resend_after_seconds: sent.resendAfterSeconds };
    },
  },
  {
    // Signup, first step: the form is checked and a code goes to its email; verify-otp with
    // the same form creates the account.
    method: 'POST',
    url: '/users',
    cost: EXPENSIVE_REQUEST_COST,
    status: 202,
    async handler(ctx, req) {
      const details = signupDetails(body(req));
      const invalid = firstSignupError(details);
      if (invalid) throw badInput(invalid.message, invalid.field);
      const sent = await authService.requestCode(ctx.em, { identifier: details.email, purpose: 'signup' }, ctx.ip);
      return { success: true, message: sent.message, resend_after_seconds: sent.resendAfterSeconds };
    },
  },
  {
    method: 'POST',
    url: '/users/verify-otp',
    cost: EXPENSIVE_REQUEST_COST,
    async handler(ctx, req) {
      const b = body(req);
      const type = purpose(b);
      const code = text(b, 'otp_code', 'otp') ?? '';
      const identifier = text(b, 'identifier') ?? '';
      if (type === 'signup') return authReply(ctx, await authService.verifySignup(ctx.em, { identifier, code, user: signupDetails(b) }, ctx.ip));
      if (type === 'login') return authReply(ctx, await authService.verifyLogin(ctx.em, { identifier, code }, ctx.ip));
      throw badInput('Use /users/reset-password with a password reset code', 'type');
    },
  },
  {
    method: 'POST',
    url: '/users/login',
    cost: EXPENSIVE_REQUEST_COST,
    async handler(ctx, req) {
      const b = body(req);
      const identifier = text(b, 'identifier') ?? '';
      const password = text(b, 'password') ?? '';
      const result = flag(b.useOtp)
        ? await authService.verifyLogin(ctx.em, { identifier, code: password }, ctx.ip)
        : await authService.loginWithPassword(ctx.em, { identifier, password }, ctx.ip);
      return authReply(ctx, result);
    },
  },
  {
    method: 'POST',
    url: '/users/reset-password',
    cost: EXPENSIVE_REQUEST_COST,
    async handler(ctx, req) {
      const b = body(req);
      const keep = ctx.viewer.kind === 'customer' ? ctx.viewer.sessionId : undefined;
      await authService.resetPassword(
        ctx.em,
        { identifier: text(b, 'identifier') ?? '', newPassword: text(b, 'new_password') ?? '', code: text(b, 'otp_code', 'otp') ?? '' },
        keep,
        ctx.ip,
      );
      return { data: { success: true, message: 'Password reset successfully' } };
    },
  },
  {
    method: 'POST',
    url: '/users/logout',
    async handler(ctx) {
      if (ctx.viewer.kind === 'customer') await sessionService.revoke(ctx.em, ctx.viewer.sessionId);
      return { success: true };
    },
  },
  {
    method: 'GET',
    url: '/users/me',
    async handler(ctx) {
      const userId = requireCustomer(ctx);
      if (ctx.viewer.kind === 'customer') await sessionService.extend(ctx.em, ctx.viewer.sessionId);
      return restUser(await profileService.get(ctx.em, userId));
    },
  },
  {
    method: 'GET',
    url: '/users/:id',
    async handler(ctx, req) {
      return restUser(await profileService.get(ctx.em, requireSelf(ctx, pathId(req))));
    },
  },
  {
    // Profile fields and the spec's slot fields (a slot set to null deletes it).
    method: 'PUT',
    url: '/users/:id',
    async handler(ctx, req) {
      const userId = requireSelf(ctx, pathId(req));
      const b = body(req);
      const has = (key: string) => Object.prototype.hasOwnProperty.call(b, key);
      const profile = {
        name: has('name') ? (text(b, 'name') ?? '') : undefined,
        middleName: has('middle_name') ? (text(b, 'middle_name') ?? null) : undefined,
        lastName: has('last_name') ? (text(b, 'last_name') ?? null) : undefined,
        phone: has('phone') ? (text(b, 'phone') ?? null) : undefined,
        email: has('email') ? (text(b, 'email') ?? '') : undefined,
      };
      const updated = Object.values(profile).some((value) => value !== undefined) ? await profileService.update(ctx.em, userId, profile, ctx.ip) : null;
      const slotKeys = [
        ['address', 'address1_type'],
        ['address2', 'address2_type'],
        ['address3', 'address3_type'],
      ] as const;
      if (slotKeys.some(([line, type]) => has(line) || has(type))) {
        await addressService.applySlots(
          ctx.em,
          userId,
          slotKeys.map(([line, type]) => ({
            text: has(line) ? (b[line] === null ? null : (text(b, line) ?? '')) : undefined,
            type: text(b, type),
          })),
        );
      }
      const verification = updated?.phoneVerification;
      // A new phone number waits for its code: the reply says where it went (POST /users/{id}/verify-phone).
      const pendingKey = verification?.to.includes('@') ? 'pending_email' : 'pending_phone';
      return { ...restUser(await profileService.get(ctx.em, userId)), ...(verification ? { [pendingKey]: verification.to, message: verification.message } : {}) };
    },
  },
  {
    method: 'POST',
    url: '/users/:id/verify-phone',
    cost: EXPENSIVE_REQUEST_COST,
    async handler(ctx, req) {
      const userId = requireSelf(ctx, pathId(req));
      await phoneChangeService.verify(ctx.em, userId, text(body(req), 'otp_code', 'otp') ?? '', ctx.ip);
      return restUser(await profileService.get(ctx.em, userId));
    },
  },
  {
    method: 'GET',
    url: '/addresses',
    async handler(ctx) {
      const userId = requireCustomer(ctx);
      return (await addressService.list(ctx.em, userId)).map((a) => restAddress(a, userId));
    },
  },
  {
    method: 'GET',
    url: '/addresses/user/:id',
    async handler(ctx, req) {
      const userId = requireSelf(ctx, pathId(req));
      return (await addressService.list(ctx.em, userId)).map((a) => restAddress(a, userId));
    },
  },
  {
    method: 'POST',
    url: '/addresses',
    status: 201,
    async handler(ctx, req) {
      const userId = requireCustomer(ctx);
      return restAddress(await addressService.add(ctx.em, userId, addressFields(body(req))), userId);
    },
  },
  {
    method: 'GET',
    url: '/addresses/:id',
    async handler(ctx, req) {
      const userId = requireCustomer(ctx);
      return restAddress(await addressService.get(ctx.em, userId, pathId(req)), userId);
    },
  },
  {
    method: 'PUT',
    url: '/addresses/:id',
    async handler(ctx, req) {
      const userId = requireCustomer(ctx);
      const id = pathId(req);
      const b = body(req);
      if (flag(b.is_default) === true && Object.keys(b).every((key) => key === 'is_default' || key === 'user_id')) {
        await addressService.setDefault(ctx.em, userId, id);
        return restAddress(await addressService.get(ctx.em, userId, id), userId);
      }
      const updated = await addressService.update(ctx.em, userId, id, addressFields(b));
      if (flag(b.is_default) === true) await addressService.setDefault(ctx.em, userId, id);
      return restAddress(flag(b.is_default) === true ? await addressService.get(ctx.em, userId, id) : updated, userId);
    },
  },
  {
    method: 'DELETE',
    url: '/addresses/:id',
    async handler(ctx, req) {
      const userId = requireCustomer(ctx);
      await addressService.remove(ctx.em, userId, pathId(req));
      return { success: true, message: 'Address deleted successfully' };
    },
  },
];
