/*
 * The shop's own details (issue 36: the contact details a new shop must fill in before it can
 * deliver; issue 39 adds the legal and tax details). Shared by the api and the back office's
 * form. Its one import (the email rule) has none, so the browser bundle takes it as is.
 */

import { isEmail } from './email.js';

export type RuleResult = string | true;

export const SHOP_PROFILE_FIELDS = ['tradeName', 'phone', 'email', 'address', 'supportHours'] as const;
export type ShopProfileField = (typeof SHOP_PROFILE_FIELDS)[number];
export type ShopProfileFields = Record<ShopProfileField, string>;

export const SHOP_PROFILE_LIMITS: Record<ShopProfileField, number> = { tradeName: 100, phone: 20, email: 254, address: 500, supportHours: 200 };

const blank = (value: string | null | undefined) => !value || value.trim() === '';
const within = (field: ShopProfileField, label: string) => (value: string | null | undefined): RuleResult =>
  (value ?? '').trim().length <= SHOP_PROFILE_LIMITS[field] ? true : `${label} can be at most ${SHOP_PROFILE_LIMITS[field]} characters`;

/** A phone as stored: spaces, dashes, dots and brackets dropped, a leading + kept. */
export const normalizeShopPhone = (value: string) => value.trim().replace(/[\s().-]/g, '');

/** Each field may be left empty while the shop is set up; what is given must be valid. */
export const shopProfileRules: Record<ShopProfileField, (value: string | null | undefined) => RuleResult> = {
  tradeName: within('tradeName', 'The shop name'),
  phone: (value) => blank(value) || /^\+?\d{10,15}$/.test(normalizeShopPhone(value!)) ? true : 'Please enter a valid phone number (10-15 digits)',
  email: (value) => blank(value) || (isEmail(value!.trim()) && value!.trim().length <= SHOP_PROFILE_LIMITS.email) ? true : 'Please enter a valid email address',
  address: within('address', 'The address'),
  supportHours: within('supportHours', 'The support hours'),
};

/** The first problem of a whole profile, or null. */
export function firstShopProfileError(fields: Partial<Record<ShopProfileField, string | null | undefined>>): { field: ShopProfileField; message: string } | null {
  for (const field of SHOP_PROFILE_FIELDS) {
    const result = shopProfileRules[field](fields[field]);
    if (result !== true) return { field, message: result };
  }
  return null;
}

/** Whether customers can reach the shop: a name, a phone, an email and an address (the first-run checklist). */
export const hasContactDetails = (p: Partial<ShopProfileFields>) => !blank(p.tradeName) && !blank(p.phone) && !blank(p.email) && !blank(p.address);
