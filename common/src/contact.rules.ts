/*
 * The contact form's rules (spec §5 Contact form) with their messages, shared by the api and
 * the web form. Its one import (the email rule) has none, so the browser bundle takes it as is. A rule returns the message
 * to show, or `true` when the value passes (react-hook-form's convention). Length limits are
 * not in the spec; they keep one message readable and the table small.
 */

import { isEmail } from './email.js';

export type RuleResult = string | true;

export const CONTACT_SUBJECTS = ['General Inquiry', 'Product Question', 'Order Issue', 'Feedback', 'Other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, message: 2000 } as const;

/** What the sender is told once the message is stored (spec §9: replies within 24 hours). */
export const CONTACT_THANKS = "Thank you for contacting us! We'll get back to you within 24 hours.";

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** A phone as stored: spaces, dashes, dots and brackets dropped, a leading + kept. */
export const normalizeContactPhone = (value: string) => value.trim().replace(/[\s().-]/g, '');

export const contactRules = {
  name: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your name';
    return value.trim().length <= CONTACT_LIMITS.name ? true : `Name can be at most ${CONTACT_LIMITS.name} characters`;
  },
  email: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your email address';
    const v = value.trim();
    return isEmail(v) && v.length <= CONTACT_LIMITS.email ? true : 'Please enter a valid email address';
  },
  /** Optional; when given, 10 to 15 digits (the spec's phone rule for checkout). */
  phone: (value: string | null | undefined): RuleResult =>
    blank(value) || /^\+?\d{10,15}$/.test(normalizeContactPhone(value!)) ? true : 'Please enter a valid phone number (10-15 digits)',
  subject: (value: string): RuleResult =>
    (CONTACT_SUBJECTS as readonly string[]).includes((value ?? '').trim()) ? true : 'Please choose a subject',
  message: (value: string): RuleResult => {
    if (blank(value)) return 'Please enter your message';
    return value.trim().length <= CONTACT_LIMITS.message ? true : `Message can be at most ${CONTACT_LIMITS.message} characters`;
  },
};

export interface ContactFields {
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
}

/** The first failing rule in the form's order, or null. */
export function firstContactError(input: ContactFields): { field: keyof ContactFields; message: string } | null {
  const checks: [keyof ContactFields, RuleResult][] = [
    ['name', contactRules.name(input.name)],
    ['email', contactRules.email(input.email)],
    ['phone', contactRules.phone(input.phone)],
    ['subject', contactRules.subject(input.subject)],
    ['message', contactRules.message(input.message)],
  ];
  for (const [field, result] of checks) if (result !== true) return { field, message: result };
  return null;
}
