/*
 * The account forms' validation rules with the spec's messages (§5), in the spec's order.
 * One definition for both sides: the api's services call these, and the web's
 * react-hook-form fields use the same functions as `validate`. No imports, so the browser
 * bundle takes it as is.
 *
 * A rule returns the message to show, or `true` when the value passes (react-hook-form's
 * convention).
 */

import { isEmail } from './email.js';

export type RuleResult = string | true;
export type Rule = (value: string) => RuleResult;

const PHONE_10 = /^\d{10}$/;
const NAME = /^[A-Za-z\s]{2,50}$/;
const PINCODE = /^[1-9]\d{5}$/;
const OTP = /^\d{6}$/;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const SESSION_TTL_MS = 86_400_000;
/** However often it is extended, a customer session ends this long after sign-in. */
export const SESSION_MAX_AGE_DAYS = 30;
export const MAX_ADDRESSES = 3;
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const SIGNUP_CITIES = ['Pune', 'Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Chennai', 'Kolkata', 'Other'] as const;
export const OTP_PURPOSES = ['login', 'signup', 'password_reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

const blank = (value: string | null | undefined) => !value || value.trim() === '';
/** A required text that fits its column: the blank message, or the length message, or true. */
const fits = (value: string | null | undefined, max: number, blankMessage: string, what: string): RuleResult =>
  blank(value) ? blankMessage : value!.trim().length <= max ? true : `${what} can be at most ${max} characters`;
/** An optional text that fits its column. */
const optionalFits = (value: string | null | undefined, max: number, what: string): RuleResult =>
  blank(value) || value!.trim().length <= max ? true : `${what} can be at most ${max} characters`;

/** The address table's column lengths (the signup's address fills a row too). */
export const ADDRESS_LIMITS = { fullName: 100, line: 300, landmark: 200, place: 100, referralCode: 50 } as const;

export { isEmail };

// ── Login ───────────────────────────────────────────────────────────────────────────────
export const loginRules = {
  identifier: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your email or phone number';
    const v = value.trim();
    return isEmail(v) || PHONE_10.test(v) ? true : 'Please enter a valid email or 10-digit phone number';
  },
  password: (value: string): RuleResult => {
    if (!value) return 'Please enter your password';
    return value.length >= 8 ? true : 'Password must be at least 8 characters long';
  },
  otp: (value: string): RuleResult => (OTP.test(value ?? '') ? true : 'Please enter a valid 6-digit OTP'),
};

/** What a code input keeps of what was typed or pasted: digits only, at most six. */
export const otpDigits = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

// ── Signup (checked in this order) ────────────────────────────────────────────────────
export const signupRules = {
  name: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your name';
    return NAME.test(value.trim()) ? true : 'Name should contain only letters and spaces (2-50 characters)';
  },
  email: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your email address';
    return isEmail(value) ? true : 'Please enter a valid email address';
  },
  phone: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your phone number';
    return PHONE_10.test(value.trim()) ? true : 'Please enter a valid 10-digit phone number';
  },
  password: (value: string): RuleResult => {
    if (!value) return 'Please create a password';
    const strong = value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[@$!%*?&]/.test(value);
    return strong ? true : 'Password must be at least 8 characters long with 1 uppercase, 1 lowercase, 1 number & 1 special character';
  },
  confirmPassword: (value: string, password: string): RuleResult => (value === password ? true : 'Passwords do not match'),
  address: (value: string): RuleResult => fits(value, ADDRESS_LIMITS.line, 'Please enter your address', 'The address'),
  pincode: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your pincode';
    return PINCODE.test(value.trim()) ? true : 'Please enter a valid 6-digit pincode';
  },
  /** Not in the spec's list; the columns hold 50 characters. */
  optionalName: (value: string | null | undefined): RuleResult =>
    !value || value.trim().length <= 50 ? true : 'Names can be at most 50 characters',
};

export interface SignupFields {
  name: string;
  middleName?: string | null;
  lastName?: string | null;
  email: string;
  phone: string;
  password: string;
  address: string;
  addressType?: string | null;
  city?: string | null;
  state?: string | null;
  pincode: string;
}

/** The first failing signup rule, in the spec's order (the confirmation is the browser's). */
export function firstSignupError(input: SignupFields): { field: keyof SignupFields; message: string } | null {
  const checks: [keyof SignupFields, RuleResult][] = [
    ['name', signupRules.name(input.name)],
    ['email', signupRules.email(input.email)],
    ['phone', signupRules.phone(input.phone)],
    ['password', signupRules.password(input.password)],
    ['address', signupRules.address(input.address)],
    ['pincode', signupRules.pincode(input.pincode)],
    ['middleName', signupRules.optionalName(input.middleName)],
    ['lastName', signupRules.optionalName(input.lastName)],
    ['city', optionalFits(input.city, ADDRESS_LIMITS.place, 'The city')],
    ['state', optionalFits(input.state, ADDRESS_LIMITS.place, 'The state')],
  ];
  if (input.addressType && !(ADDRESS_TYPES as readonly string[]).includes(input.addressType)) {
    checks.push(['addressType', 'Address type must be home, work or other']);
  }
  for (const [field, result] of checks) if (result !== true) return { field, message: result };
  return null;
}

// ── Forgot password ───────────────────────────────────────────────────────────────────
export const forgotPasswordRules = {
  identifier: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your email or phone number';
    const v = value.trim();
    return isEmail(v) || /^\+?\d{4,15}$/.test(v) ? true : 'Please enter a valid email address or phone number';
  },
  currentPassword: (value: string): RuleResult => (value ? true : 'Please enter your current password'),
  otp: (value: string): RuleResult => (OTP.test(value ?? '') ? true : 'Please enter a valid 6-digit OTP'),
  // The spec's reset minimum is 6, but its login form refuses fewer than 8: a 6- or
  // 7-character password set here could never be used to sign in, so login's rule follows.
  newPassword: (value: string): RuleResult => {
    if (!value || value.length < 6) return 'Password must be at least 6 characters';
    return loginRules.password(value);
  },
  confirmPassword: (value: string, password: string): RuleResult => (value === password ? true : 'Passwords do not match'),
};

// ── Profile and addresses ─────────────────────────────────────────────────────────────
export const profileRules = {
  name: signupRules.name,
  optionalName: signupRules.optionalName,
  phone: (value: string | null | undefined): RuleResult =>
    !value || PHONE_10.test(value.trim()) ? true : 'Please enter a valid 10-digit phone number',
};

export const addressRules = {
  /** The location box (a slot's one-line address). */
  location: (value: string): RuleResult => fits(value, ADDRESS_LIMITS.line, 'Please enter or detect a location', 'The location'),
  fullName: (value: string): RuleResult => fits(value, ADDRESS_LIMITS.fullName, 'Please enter the full name', 'The full name'),
  phone: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter a phone number';
    return PHONE_10.test(value.trim()) ? true : 'Please enter a valid 10-digit phone number';
  },
  addressLine1: (value: string): RuleResult => fits(value, ADDRESS_LIMITS.line, 'Please enter the address', 'The address'),
  addressLine2: (value: string | null | undefined): RuleResult => optionalFits(value, ADDRESS_LIMITS.line, 'The second address line'),
  landmark: (value: string | null | undefined): RuleResult => optionalFits(value, ADDRESS_LIMITS.landmark, 'The landmark'),
  city: (value: string): RuleResult => fits(value, ADDRESS_LIMITS.place, 'Please enter the city', 'The city'),
  state: (value: string): RuleResult => fits(value, ADDRESS_LIMITS.place, 'Please enter the state', 'The state'),
  country: (value: string): RuleResult => fits(value, ADDRESS_LIMITS.place, 'Please enter the country', 'The country'),
  pinCode: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter the pincode';
    return PINCODE.test(value.trim()) ? true : 'Please enter a valid 6-digit pincode';
  },
  type: (value: string): RuleResult =>
    (ADDRESS_TYPES as readonly string[]).includes(value) ? true : 'Address type must be home, work or other',
};

export interface AddressFields {
  type: string;
  fullName: string;
  phone: string;
  addressLine1: string;
  addressLine2?: string | null;
  landmark?: string | null;
  city: string;
  state: string;
  country: string;
  pinCode: string;
}

export function firstAddressError(input: AddressFields): { field: keyof AddressFields; message: string } | null {
  const checks: [keyof AddressFields, RuleResult][] = [
    ['type', addressRules.type(input.type)],
    ['fullName', addressRules.fullName(input.fullName)],
    ['phone', addressRules.phone(input.phone)],
    ['addressLine1', addressRules.addressLine1(input.addressLine1)],
    ['addressLine2', addressRules.addressLine2(input.addressLine2)],
    ['landmark', addressRules.landmark(input.landmark)],
    ['city', addressRules.city(input.city)],
    ['state', addressRules.state(input.state)],
    ['country', addressRules.country(input.country)],
    ['pinCode', addressRules.pinCode(input.pinCode)],
  ];
  for (const [field, result] of checks) if (result !== true) return { field, message: result };
  return null;
}

/**
 * One spelling per account identifier: e-mail lower-cased; a phone as its 10 digits (an
 * Indian +91 / 0 prefix dropped), so '+91 98765 43210' finds the account of 9876543210.
 */
export function normalizeIdentifier(raw: string): { kind: 'email' | 'phone'; value: string } {
  const v = raw.trim();
  if (v.includes('@')) return { kind: 'email', value: v.toLowerCase() };
  let digits = v.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return { kind: 'phone', value: digits };
}
