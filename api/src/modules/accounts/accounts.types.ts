import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AddressView } from './address.service.js';
import { addressLine } from './address.service.js';
import type { UserView } from './profile.service.js';

export enum OtpPurposeEnum {
  LOGIN = 'login',
  SIGNUP = 'signup',
  PASSWORD_RESET = 'password_reset',
}
registerEnumType(OtpPurposeEnum, { name: 'OtpPurpose', description: 'What a one-time code is for.' });

@ObjectType('Address', { description: 'A delivery address; position 1 is the default (primary).', simpleResolvers: true })
export class AddressType implements AddressView {
  @Field(() => ID) id!: number;
  @Field(() => Int) position!: number;
  @Field(() => String, { description: 'home, work or other' }) type!: AddressView['type'];
  @Field(() => String, { nullable: true }) fullName!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String) addressLine1!: string;
  @Field(() => String, { nullable: true }) addressLine2!: string | null;
  @Field(() => String, { nullable: true }) landmark!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => String) country!: string;
  @Field(() => String, { nullable: true }) pinCode!: string | null;
  @Field(() => Boolean) isDefault!: boolean;
}

const slot = (user: UserView, index: number) => user.addresses[index];

@ObjectType('User', { description: 'A customer account. Never carries a password or token hash.' })
export class UserType {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'First name.' }) name!: string;
  @Field(() => String, { nullable: true }) middleName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => Boolean) isSubscribed!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => [AddressType], { description: 'At most three, in slot order (the first is the default).' })
  addresses!: AddressType[];

  static from(user: UserView): UserType {
    return Object.assign(new UserType(), user);
  }

  // The spec's three address slots, a view over `addresses`.
  @Field(() => String, { nullable: true, description: 'Slot 1 (primary) as one line.' })
  get address(): string | null {
    const a = slot(this, 0);
    return a ? addressLine(a) : null;
  }
  @Field(() => String, { nullable: true }) get address1Type(): string | null {
    return slot(this, 0)?.type ?? null;
  }
  @Field(() => String, { nullable: true }) get address2(): string | null {
    const a = slot(this, 1);
    return a ? addressLine(a) : null;
  }
  @Field(() => String, { nullable: true }) get address2Type(): string | null {
    return slot(this, 1)?.type ?? null;
  }
  @Field(() => String, { nullable: true }) get address3(): string | null {
    const a = slot(this, 2);
    return a ? addressLine(a) : null;
  }
  @Field(() => String, { nullable: true }) get address3Type(): string | null {
    return slot(this, 2)?.type ?? null;
  }
}

@ObjectType('AuthPayload', { description: 'A new session: send the token as `Authorization: Bearer <token>`.' })
export class AuthPayload {
  @Field(() => String) token!: string;
  @Field(() => GraphQLISODateTime) expiresAt!: Date;
  @Field(() => UserType) user!: UserType;
}

@ObjectType('OtpRequestResult')
export class OtpRequestResult {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
  @Field(() => Int, { description: 'Seconds before another code may be requested.' }) resendAfterSeconds!: number;
}

@ObjectType('ActionResult')
export class ActionResult {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
}

@InputType()
export class RequestOtpInput {
  @Field(() => String, { description: 'Email or phone.' }) identifier!: string;
  @Field(() => OtpPurposeEnum) type!: OtpPurposeEnum;
  @Field(() => String, { nullable: true, description: 'The password (login) or current password (reset).' })
  password?: string | null;
}

@InputType()
export class SignupInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) middleName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String, { nullable: true, description: 'home (default), work or other' }) addressType?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String) pincode!: string;
  @Field(() => String, { nullable: true }) referralCode?: string | null;
  @Field(() => Boolean, { nullable: true }) isSubscribed?: boolean | null;
}

@InputType()
export class VerifyOtpInput {
  @Field(() => String) identifier!: string;
  @Field(() => String) otpCode!: string;
  @Field(() => OtpPurposeEnum) type!: OtpPurposeEnum;
  @Field(() => SignupInput, { nullable: true, description: 'The signup form (type signup).' }) user?: SignupInput | null;
}

@InputType()
export class LoginInput {
  @Field(() => String) identifier!: string;
  @Field(() => String, { description: 'The password, or the one-time code when useOtp is true.' }) password!: string;
  @Field(() => Boolean, { nullable: true }) useOtp?: boolean | null;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String) identifier!: string;
  @Field(() => String) newPassword!: string;
  @Field(() => String) otpCode!: string;
}

@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) middleName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'A new email: kept only after verifyPhoneChange with the code sent to it (see pendingEmail).' }) email?: string | null;
}

@InputType()
export class AddressInput {
  @Field(() => String) type!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) addressLine1!: string;
  @Field(() => String, { nullable: true }) addressLine2?: string | null;
  @Field(() => String, { nullable: true }) landmark?: string | null;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String, { nullable: true, description: 'Default India.' }) country?: string | null;
  @Field(() => String) pinCode!: string;
}

@InputType({ description: "The header's location box: one line saved into the slot of its type." })
export class LocationInput {
  @Field(() => String) text!: string;
  @Field(() => String, { description: 'home, work or other' }) type!: string;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) pinCode?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
}
