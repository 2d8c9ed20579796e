import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AdminRecord, AdminStatusName } from './admin-auth.service.js';

export const AdminStatus = { ACTIVE: 'active', PENDING: 'pending' } as const;
registerEnumType(AdminStatus, { name: 'AdminStatus', description: 'An admin signs in once active; later sign-ups wait for approval.' });

@ObjectType('Admin', { description: 'A back-office user. Never carries a password or token hash.', simpleResolvers: true })
export class AdminView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => AdminStatus) status!: AdminStatusName;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

export const adminView = (a: AdminRecord): AdminView => ({ ...a });

@ObjectType('AdminSession', { description: "The spec's admin session reply: loggedIn and admin (plus the bearer token at login).", simpleResolvers: true })
export class AdminSessionView {
  @Field(() => Boolean) loggedIn!: boolean;
  @Field(() => AdminView, { nullable: true }) admin!: AdminView | null;
  @Field(() => String, { nullable: true, description: 'At login only: the same token as the cookie, for `Authorization: Bearer`.' })
  token!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) expiresAt!: Date | null;
}

@ObjectType('AdminSignupResult', { simpleResolvers: true })
export class AdminSignupResultView {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String, { description: "'Account created successfully!' (with a note when approval is needed)." }) message!: string;
  @Field(() => AdminStatus, { description: 'active (may sign in now) or pending (waits for approval).' }) status!: AdminStatusName;
  @Field(() => AdminView, { nullable: true, description: 'The new admin when active; null for a pending sign-up, which shows nothing of any account.' }) admin!: AdminView | null;
}

@InputType()
export class AdminSignupInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true, description: 'Optional; 10 digits when given.' }) phone?: string | null;
  @Field(() => String, { description: 'At least 8 characters.' }) password!: string;
}

@InputType()
export class AdminLoginInput {
  @Field(() => String, { description: 'Email or phone.' }) identifier!: string;
  @Field(() => String) password!: string;
}

@ObjectType('AdminPasswordResetReply', { description: "The admin /forgot-password steps' reply: a neutral message, never whether the account exists.", simpleResolvers: true })
export class AdminPasswordResetReplyView {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
  @Field(() => Int, { nullable: true, description: 'After a code request: seconds before another may be asked for.' }) resendAfterSeconds!: number | null;
}

@InputType()
export class AdminForgotPasswordInput {
  @Field(() => String, { description: 'Email or phone.' }) identifier!: string;
}

@InputType()
export class AdminResetPasswordInput {
  @Field(() => String, { description: 'Email or phone the code was sent to.' }) identifier!: string;
  @Field(() => String, { description: 'The 6-digit code.' }) otpCode!: string;
  @Field(() => String, { description: 'At least 8 characters.' }) newPassword!: string;
}
