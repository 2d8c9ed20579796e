/*
 * The shop's own details (issue 36: the contact details a new shop must fill in before it can
 * deliver; issue 39 adds the legal and tax details, the problem-report window and the fees).
 * Shared by the api and the back office's form. Its one import (the email rule) has none, so
 * the browser bundle takes it as is.
 */

import { isEmail } from './email.js';

export type RuleResult = string | true;
type Value = string | null | undefined;

/** The text fields, in the form's order. An empty one is allowed while the shop is set up. */
export const SHOP_PROFILE_FIELDS = [
  'tradeName',
  'legalName',
  'phone',
  'email',
  'supportHours',
  'address',
  'state',
  'gstin',
  'fssaiLicence',
  'grievanceOfficerName',
  'grievanceOfficerEmail',
  'grievanceOfficerPhone',
] as const;
export type ShopProfileField = (typeof SHOP_PROFILE_FIELDS)[number];
export type ShopProfileFields = Record<ShopProfileField, string>;

/** The numeric settings: never empty (the database holds a default for each). Fees are in rupees here. */
export const SHOP_PROFILE_NUMBERS = ['reportWindowHours', 'deliveryFee', 'handlingFee', 'freeDeliveryThreshold'] as const;
export type ShopProfileNumber = (typeof SHOP_PROFILE_NUMBERS)[number];
export type ShopProfileNumbers = Record<ShopProfileNumber, number>;

export const SHOP_PROFILE_LIMITS: Record<ShopProfileField, number> = {
  tradeName: 100,
  legalName: 200,
  phone: 20,
  email: 254,
  supportHours: 200,
  address: 500,
  state: 100,
  gstin: 15,
  fssaiLicence: 14,
  grievanceOfficerName: 100,
  grievanceOfficerEmail: 254,
  grievanceOfficerPhone: 20,
};

/** Today's fees and window, the database's defaults: what a shop charges until its owner says otherwise (rupees). */
export const DEFAULT_SHOP_NUMBERS: ShopProfileNumbers = { reportWindowHours: 48, deliveryFee: 25, handlingFee: 9, freeDeliveryThreshold: 100 };
export const REPORT_WINDOW_LIMITS = { min: 1, max: 720 } as const;
/** A fee or threshold above this is a typo, not a price. */
export const FEE_MAX_RUPEES = 100_000;

/**
 * GST state codes (the first two digits of a GSTIN and the place-of-supply codes), by the
 * name a customer or an owner writes. Andhra Pradesh is 37 since the 2014 split (28 was the
 * old state); Dadra and Nagar Haveli and Daman and Diu share 26 since their 2020 merger.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The states and union territories, as the form lists them. */
export const GST_STATES = Object.keys(GST_STATE_CODES).sort((a, b) => a.localeCompare(b));

const STATE_ALIASES: Readonly<Record<string, string>> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  'jammu & kashmir': 'Jammu and Kashmir',
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

const squash = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_LOWER = new Map(Object.keys(GST_STATE_CODES).map((name) => [name.toLowerCase(), name]));

/** The state's name as the table spells it ("maharashtra", "Orissa" → "Maharashtra", "Odisha"), or null. */
export function gstStateName(value: Value): string | null {
  if (!value) return null;
  const key = squash(value);
  return BY_LOWER.get(key) ?? STATE_ALIASES[key] ?? null;
}

/** The GST state code of a state's name, or null when it is not an Indian state or union territory. */
export const gstStateCode = (value: Value): string | null => {
  const name = gstStateName(value);
  return name ? GST_STATE_CODES[name] : null;
};

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's 15th character: each of the first 14 characters is worth its place in 0-9A-Z,
 * weighted 1, 2, 1, 2 … from the left; each product adds its quotient and remainder by 36;
 * the check character is worth (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A GSTIN as stored: upper case, spaces dropped. */
export const normalizeGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * What is wrong with a GSTIN for a shop in `state`, or null: 15 characters, the state's code,
 * a PAN (5 letters, 4 digits, a letter), the entity number, Z, and the check character.
 */
export function gstinProblem(value: string, state: Value): string | null {
  const gstin = normalizeGstin(value);
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return 'A GSTIN has 15 letters and digits';
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return 'This is not a GSTIN: 2 digits, the PAN (e.g. ABCDE1234F), 1 character, Z and a check character';
  const code = gstStateCode(state);
  if (!code) return 'Choose the state of the place of business first: a GSTIN begins with its code';
  if (gstin.slice(0, 2) !== code) return `A GSTIN registered in ${gstStateName(state)} begins with ${code}`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'This GSTIN has a typo: its last character does not match (check digit)';
  return null;
}

const blank = (value: Value) => !value || value.trim() === '';
const within = (field: ShopProfileField, label: string) => (value: Value): RuleResult =>
  (value ?? '').trim().length <= SHOP_PROFILE_LIMITS[field] ? true : `${label} can be at most ${SHOP_PROFILE_LIMITS[field]} characters`;

/** A phone as stored: spaces, dashes, dots and brackets dropped, a leading + kept. */
export const normalizeShopPhone = (value: string) => value.trim().replace(/[\s().-]/g, '');

const phoneRule = (value: Value): RuleResult => (blank(value) || /^\+?\d{10,15}$/.test(normalizeShopPhone(value!)) ? true : 'Please enter a valid phone number (10-15 digits)');
const emailRule = (value: Value): RuleResult =>
  blank(value) || (isEmail(value!.trim()) && value!.trim().length <= SHOP_PROFILE_LIMITS.email) ? true : 'Please enter a valid email address';

/**
 * Each text field may be left empty while the shop is set up; what is given must be valid.
 * The GSTIN's rule reads the state from the rest of the profile (`all`).
 */
export const shopProfileRules: Record<ShopProfileField, (value: Value, all?: Partial<Record<ShopProfileField, Value>>) => RuleResult> = {
  tradeName: within('tradeName', 'The shop name'),
  legalName: within('legalName', 'The legal name'),
  phone: phoneRule,
  email: emailRule,
  supportHours: within('supportHours', 'The support hours'),
  address: within('address', 'The address'),
  state: (value) => (blank(value) || gstStateName(value) ? true : 'Choose an Indian state or union territory'),
  gstin: (value, all) => (blank(value) ? true : (gstinProblem(value!, all?.state) ?? true)),
  fssaiLicence: (value) => (blank(value) || /^\d{14}$/.test(value!.replace(/\s+/g, '')) ? true : 'An FSSAI licence number has 14 digits'),
  grievanceOfficerName: within('grievanceOfficerName', "The grievance officer's name"),
  grievanceOfficerEmail: emailRule,
  grievanceOfficerPhone: phoneRule,
};

type NumberValue = string | number | null | undefined;
const asNumber = (value: NumberValue) => (typeof value === 'number' ? value : value == null || value.trim() === '' ? NaN : Number(value.trim()));

const feeRule = (label: string) => (value: NumberValue): RuleResult => {
  const n = asNumber(value);
  if (!Number.isFinite(n) || n < 0) return `${label} must be ₹0 or more`;
  if (n > FEE_MAX_RUPEES) return `${label} can be at most ₹${FEE_MAX_RUPEES.toLocaleString('en-IN')}`;
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return `${label} can have at most 2 decimals`;
  return true;
};

/** The numbers (fees in rupees): required, a whole number of hours from 1 to 720, fees ₹0 or more. */
export const shopProfileNumberRules: Record<ShopProfileNumber, (value: NumberValue) => RuleResult> = {
  reportWindowHours: (value) => {
    const n = asNumber(value);
    return Number.isInteger(n) && n >= REPORT_WINDOW_LIMITS.min && n <= REPORT_WINDOW_LIMITS.max
      ? true
      : `The problem-report window must be a whole number of hours from ${REPORT_WINDOW_LIMITS.min} to ${REPORT_WINDOW_LIMITS.max}`;
  },
  deliveryFee: feeRule('The delivery fee'),
  handlingFee: feeRule('The handling fee'),
  freeDeliveryThreshold: feeRule('The free-delivery threshold'),
};

/** The first problem of a whole profile, or null. Numbers left out (undefined) are kept as they are, so not checked. */
export function firstShopProfileError(
  fields: Partial<Record<ShopProfileField, Value>> & Partial<Record<ShopProfileNumber, NumberValue>>,
): { field: ShopProfileField | ShopProfileNumber; message: string } | null {
  for (const field of SHOP_PROFILE_FIELDS) {
    const result = shopProfileRules[field](fields[field], fields);
    if (result !== true) return { field, message: result };
  }
  for (const field of SHOP_PROFILE_NUMBERS) {
    if (fields[field] === undefined) continue;
    const result = shopProfileNumberRules[field](fields[field]);
    if (result !== true) return { field, message: result };
  }
  return null;
}

/** Whether customers can reach the shop: a name, a phone, an email and an address (the first-run checklist). */
export const hasContactDetails = (p: Partial<ShopProfileFields>) => !blank(p.tradeName) && !blank(p.phone) && !blank(p.email) && !blank(p.address);

/** "Report a problem within 48 hours of delivery" (the storefront's policy line, from the profile's window). */
export function reportWindowText(hours: number): string {
  const span = hours % 24 === 0 && hours >= 72 ? `${hours / 24} days` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `Report a problem within ${span} of delivery`;
}

/** A link that opens the address in a map (no embed: nothing of a third party loads with the page). */
export const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
