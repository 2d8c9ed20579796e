import { Arg, Ctx, Extensions, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { EXPENSIVE_REQUEST_COST, type RequestContext } from '../../core/request-context.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { badInput, parseId } from '../../lib/errors.js';
import {
  ActionResult,
  AddressInput,
  AddressType,
  AuthPayload,
  LocationInput,
  LoginInput,
  OtpPurposeEnum,
  OtpRequestResult,
  ProfileInput,
  RequestOtpInput,
  ResetPasswordInput,
  UserType,
  VerifyOtpInput,
} from './accounts.types.js';
import { addressService } from './address.service.js';
import { authService, type AuthResult } from './auth.service.js';
import { phoneChangeService } from './phone-change.service.js';
import { profileService } from './profile.service.js';
import { sessionService } from './session.service.js';

async function payload(ctx: RequestContext, result: AuthResult): Promise<AuthPayload> {
  return { token: result.token, expiresAt: result.expiresAt, user: UserType.from(await profileService.get(ctx.em, result.userId)) };
}

const PASSWORD_RESET_DONE = 'Password reset successfully';

@Resolver()
export class AccountsResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in customer (null for a guest). Extends the session by 24 h.' })
  async me(@Ctx() ctx: RequestContext): Promise<UserType | null> {
    if (ctx.viewer.kind !== 'customer') return null;
    await sessionService.extend(ctx.em, ctx.viewer.sessionId);
    return UserType.from(await profileService.get(ctx.em, ctx.viewer.userId));
  }


  @Extensions({ requestCost: EXPENSIVE_REQUEST_COST })
  @Mutation(() => OtpRequestResult, { description: 'Sends a one-time code (login: after the password check).' })
  async requestOtp(@Arg('input', () => RequestOtpInput) input: RequestOtpInput, @Ctx() ctx: RequestContext): Promise<OtpRequestResult> {
    const sent = await authService.requestCode(ctx.em, { identifier: input.identifier, purpose: input.type, password: input.password }, ctx.ip);
    return { success: true, ...sent };
  }

  @Extensions({ requestCost: EXPENSIVE_REQUEST_COST })
  @Mutation(() => AuthPayload, { description: 'Login or signup with the code: a new session.' })
  async verifyOtp(@Arg('input', () => VerifyOtpInput) input: VerifyOtpInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    if (input.type === OtpPurposeEnum.SIGNUP) {
      if (!input.user) throw badInput('The signup form is required', 'user');
      return payload(ctx, await authService.verifySignup(ctx.em, { identifier: input.identifier, code: input.otpCode, user: input.user }, ctx.ip));
    }
    if (input.type === OtpPurposeEnum.LOGIN) {
      return payload(ctx, await authService.verifyLogin(ctx.em, { identifier: input.identifier, code: input.otpCode }, ctx.ip));
    }
    throw badInput('Use resetPassword with a password reset code', 'type');
  }

  @Extensions({ requestCost: EXPENSIVE_REQUEST_COST })
  @Mutation(() => AuthPayload, { description: 'Password login; with useOtp the password field carries the code.' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    const result = input.useOtp
      ? await authService.verifyLogin(ctx.em, { identifier: input.identifier, code: input.password }, ctx.ip)
      : await authService.loginWithPassword(ctx.em, { identifier: input.identifier, password: input.password }, ctx.ip);
    return payload(ctx, result);
  }

  @Extensions({ requestCost: EXPENSIVE_REQUEST_COST })
  @Mutation(() => ActionResult, { description: "Sets a new password with a reset code; ends the account's other sessions." })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: RequestContext): Promise<ActionResult> {
    const keep = ctx.viewer.kind === 'customer' ? ctx.viewer.sessionId : undefined;
    await authService.resetPassword(ctx.em, { identifier: input.identifier, newPassword: input.newPassword, code: input.otpCode }, keep, ctx.ip);
    return { success: true, message: PASSWORD_RESET_DONE };
  }

  @Mutation(() => Boolean, { description: 'Ends the current session.' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    if (ctx.viewer.kind !== 'customer') return false;
    await sessionService.revoke(ctx.em, ctx.viewer.sessionId);
    return true;
  }

  @Mutation(() => UserType, {
    description: 'Names at once; a new phone number or email is kept only after verifyPhoneChange with the code sent to it (see pendingPhone, pendingEmail).',
  })
  async updateProfile(@Arg('input', () => ProfileInput) input: ProfileInput, @Ctx() ctx: RequestContext): Promise<UserType> {
    const { user } = await profileService.update(ctx.em, requireCustomer(ctx), input, ctx.ip);
    return UserType.from(user);
  }

  @Extensions({ requestCost: EXPENSIVE_REQUEST_COST })
  @Mutation(() => UserType, { description: 'The code sent to the pending new phone number or email: the profile keeps it.' })
  async verifyPhoneChange(@Arg('otpCode', () => String) otpCode: string, @Ctx() ctx: RequestContext): Promise<UserType> {
    const userId = requireCustomer(ctx);
    await phoneChangeService.verify(ctx.em, userId, otpCode, ctx.ip);
    return UserType.from(await profileService.get(ctx.em, userId));
  }

  @Query(() => [AddressType], { description: "The signed-in customer's addresses in slot order." })
  addresses(@Ctx() ctx: RequestContext): Promise<AddressType[]> {
    return addressService.list(ctx.em, requireCustomer(ctx));
  }

  @Mutation(() => AddressType, { description: 'Adds an address (no id) or edits one of yours (id).' })
  saveAddress(
    @Arg('input', () => AddressInput) input: AddressInput,
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<AddressType> {
    const userId = requireCustomer(ctx);
    const fields = { ...input, country: input.country || 'India' };
    return id ? addressService.update(ctx.em, userId, parseId(id), fields) : addressService.add(ctx.em, userId, fields);
  }

  @Mutation(() => AddressType, { description: "The header's location box for a signed-in customer." })
  saveLocation(@Arg('input', () => LocationInput) input: LocationInput, @Ctx() ctx: RequestContext): Promise<AddressType> {
    return addressService.saveLocation(ctx.em, requireCustomer(ctx), input);
  }

  @Mutation(() => [AddressType], { description: 'Make Primary: this address to slot 1, the old primary to slot 2.' })
  setDefaultAddress(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AddressType[]> {
    return addressService.setDefault(ctx.em, requireCustomer(ctx), parseId(id));
  }

  @Mutation(() => [AddressType], { description: 'Deletes a non-primary address; returns what is left.' })
  deleteAddress(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AddressType[]> {
    return addressService.remove(ctx.em, requireCustomer(ctx), parseId(id));
  }
}

/** Fields of the customer that cost a query of their own, resolved only when asked for. */
@Resolver(() => UserType)
export class UserFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'A new phone number waiting for its code (verifyPhoneChange); only for the signed-in customer themself.' })
  async pendingPhone(@Root() user: UserType, @Ctx() ctx: RequestContext): Promise<string | null> {
    if (ctx.viewer.kind !== 'customer' || ctx.viewer.userId !== Number(user.id)) return null;
    const pending = await phoneChangeService.pending(ctx.em, ctx.viewer.userId);
    return pending && !pending.includes('@') ? pending : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'A new email waiting for its code (verifyPhoneChange); only for the signed-in customer themself.' })
  async pendingEmail(@Root() user: UserType, @Ctx() ctx: RequestContext): Promise<string | null> {
    if (ctx.viewer.kind !== 'customer' || ctx.viewer.userId !== Number(user.id)) return null;
    const pending = await phoneChangeService.pending(ctx.em, ctx.viewer.userId);
    return pending?.includes('@') ? pending : null;
  }
}
