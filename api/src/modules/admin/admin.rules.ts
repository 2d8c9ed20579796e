/*
 * The admin forms' rules with the spec's messages (§5 Admin), for the api and the web's
 * react-hook-form alike (a rule returns the message to show, or `true`). No imports, so the
 * browser bundle takes it as is.
 */

import { isEmail } from '@fruit-shop/common/email';

export type RuleResult = string | true;

const PHONE_10 = /^\d{10}$/;
const blank = (value: string | null | undefined) => !value || value.trim() === '';

export const ADMIN_SESSION_TTL_MS = 86_400_000;
export const ADMIN_PASSWORD_MIN = 8;
/** Stock at or below this shows in the dashboard's low-stock list (and a yellow or red badge). */
export const LOW_STOCK_THRESHOLD = 10;

export const ADMIN_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  awaitingApproval: 'Your admin account is awaiting approval by an active admin.',
  signedUpActive: 'Account created successfully!',
  signedUpPending: 'Account created successfully! An active admin must approve it before you can sign in.',
  noAdminYet:
    'This shop has no admin yet, so sign-up is closed. The shop owner creates the first admin on the server: npm run admin:create -- --email you@example.com --name "Your Name"',
  loggedOut: 'Logged out successfully',
  orderStatusUpdated: 'Order status updated successfully',
  noCategoryId: 'Error: No category ID provided',
  categorySaved: 'Category added or updated successfully',
  categoryDeleted: 'Category deleted successfully',
  planAdded: 'Plan added successfully',
  planUpdated: 'Plan updated successfully',
  planDeleted: 'Plan deleted successfully',
  planBoxUpdated: 'Plan box updated successfully',
} as const;

export const PRODUCT_MESSAGES = {
  added: 'Product added successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  deactivated: 'Product deactivated: it has past orders, so it is kept for them',
} as const;

export const adminSignupRules = {
  name: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your name';
    return value.trim().length <= 100 ? true : 'Name can be at most 100 characters';
  },
  email: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your email address';
    return isEmail(value) ? true : 'Please enter a valid email address';
  },
  /** Optional; when given, 10 digits like every phone in the shop. */
  phone: (value: string | null | undefined): RuleResult => (blank(value) || PHONE_10.test(value!.trim()) ? true : 'Please enter a valid 10-digit phone number'),
  password: (value: string): RuleResult => {
    if (!value) return 'Please create a password';
    return value.length >= ADMIN_PASSWORD_MIN ? true : 'Password must be at least 8 characters long';
  },
  confirmPassword: (value: string, password: string): RuleResult => (value === password ? true : 'Passwords do not match'),
};

/** The admin's /forgot-password: a code through the outbox, then a new password. */
export const ADMIN_RESET_MESSAGES = {
  codeSent: 'If an admin account exists for this identifier, a code has been sent.',
  passwordReset: 'Password reset successfully!',
} as const;

export const adminResetRules = {
  identifier: (value: string): RuleResult => (blank(value) ? 'Please enter your email or phone number' : true),
  otp: (value: string): RuleResult => (/^\d{6}$/.test(value ?? '') ? true : 'Please enter a valid 6-digit OTP'),
  newPassword: (value: string): RuleResult => {
    if (!value) return 'Please enter a new password';
    return value.length >= ADMIN_PASSWORD_MIN ? true : 'Password must be at least 8 characters long';
  },
  confirmPassword: (value: string, password: string): RuleResult => (value === password ? true : 'Passwords do not match'),
};

export const adminLoginRules = {
  identifier: (value: string): RuleResult => (blank(value) ? 'Please enter your email or phone number' : true),
  password: (value: string): RuleResult => (value ? true : 'Please enter your password'),
};

export interface AdminSignupFields {
  name: string;
  email: string;
  phone?: string | null;
  password: string;
}

/** The first failing signup rule in the form's order (the confirmation is the browser's). */
export function firstAdminSignupError(input: AdminSignupFields): { field: keyof AdminSignupFields; message: string } | null {
  const checks: [keyof AdminSignupFields, RuleResult][] = [
    ['name', adminSignupRules.name(input.name ?? '')],
    ['email', adminSignupRules.email(input.email ?? '')],
    ['phone', adminSignupRules.phone(input.phone)],
    ['password', adminSignupRules.password(input.password ?? '')],
  ];
  for (const [field, result] of checks) if (result !== true) return { field, message: result };
  return null;
}
