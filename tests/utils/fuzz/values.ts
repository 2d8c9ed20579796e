import { ADDRESS_TYPES, OTP_PURPOSES, SIGNUP_CITIES } from '@fruit-shop/common/account.rules';
import { INVENTORY_REASONS } from '../../../api/src/modules/catalog/inventory.service.js';
import { UNITS } from '@fruit-shop/common/units';
import { CONTACT_SUBJECTS } from '@fruit-shop/common/contact.rules';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@fruit-shop/common/checkout.rules';
import { PLAN_TYPES } from '@fruit-shop/common/plan.rules';
import type { Rng } from './random.js';

/*
 * Valid and hostile values for the fuzz test. A field is classified by its name (REST bodies
 * carry no schema) or by its GraphQL type; a request takes plausible valid values for most
 * fields and one or two hostile ones, each tagged with a short `kind` for the report.
 */

export interface Hostile {
  kind: string;
  value: unknown;
}

const h = (kind: string, value: unknown): Hostile => ({ kind, value });

/** Ids of rows that exist in the fuzzed shop, so requests reach past "not found". */
export interface Fixtures {
  customerId: number;
  productIds: number[];
  categoryIds: number[];
  orderIds: number[];
  orderItemIds: number[];
  addressIds: number[];
  planIds: number[];
  blogIds: number[];
  commentIds: number[];
  couponIds: number[];
  subscriptionIds: number[];
  billingRecordIds: number[];
  /** A card order's provider order id (order_…), for payment routes. */
  providerOrderIds: string[];
}

export const STRING_HOSTILES: readonly Hostile[] = [
  h('nul-byte', 'x\u0000y'),
  h('nul-byte', '\u0000'),
  h('control-chars', 'a\u0001\u0007\b\u001b[2J\u007f\u0085z'),
  h('crlf', 'a\r\nSet-Cookie: x=1'),
  h('len-255', 'a'.repeat(255)),
  h('len-256', 'a'.repeat(256)),
  h('len-1000', 'a'.repeat(1000)),
  h('len-100000', 'a'.repeat(100_000)),
  h('script-tag', '<script>alert(1)</script>'),
  h('unicode-rtl-emoji', '\u202eevil 🍎𝔣\u200b'),
  h('lone-surrogate', 'a\ud800b'),
  h('empty-string', ''),
  h('whitespace-only', ' \t '),
  h('sql-quote', "' OR '1'='1' --"),
  h('format-string', '%s%n%x{0}${x}{{x}}'),
  h('path-traversal', '../../../../etc/passwd'),
];

export const EMAIL_HOSTILES: readonly Hostile[] = [
  h('script-email', '<script>@x.com'),
  h('email-len-300', `${'a'.repeat(290)}@x.com`),
  h('nul-byte (email)', 'x\u0000@example.com'),
  h('email-no-dot', 'a@b'),
  h('email-unicode', 'ü@exämple.com'),
  h('email-quoted', '"a b"@example.com'),
];

export const PHONE_HOSTILES: readonly Hostile[] = [
  h('phone-len-30', '9'.repeat(30)),
  h('nul-byte (phone)', '98765\u000043210'),
  h('phone-fullwidth-digits', '９８７６５４３２１０'),
  h('phone-as-number-1e20', 1e20),
  h('phone-negative-number', -9876543210),
];

export const NUMBER_HOSTILES: readonly Hostile[] = [
  h('num -1', -1),
  h('num 0', 0),
  h('num 1.5 (fraction)', 1.5),
  h('num 0.001', 0.001),
  h('num 1e10', 1e10),
  h('num 1e20', 1e20),
  h('num 2^31', 2 ** 31),
  h('num 2^31-1', 2 ** 31 - 1),
  h('num -2^31-1', -(2 ** 31) - 1),
  h('num 2^53', 2 ** 53),
  h('num 1e308', 1e308),
  h('num -1e308', -1e308),
  h('num 99999999999.99', 99999999999.99),
  h('numstr 20 digits', '99999999999999999999'),
  h('numstr 1e10', '10000000000'),
  h('numstr 2^31', '2147483648'),
  h('numstr NaN', 'NaN'),
  h('numstr Infinity', 'Infinity'),
  h('numstr 1e999', '1e999'),
  h('numstr hex', '0x1F'),
  h('numstr padded', ' 7 '),
];

export const ID_HOSTILES: readonly Hostile[] = [
  h('id 0', '0'),
  h('id -1', '-1'),
  h('id 1.5', '1.5'),
  h('id 2^31', '2147483648'),
  h('id 11 digits', '99999999999'),
  h('id 2^53+1', '9007199254740993'),
  h('id abc', 'abc'),
  h('id 1e3', '1e3'),
  h('nul-byte (id)', '1\u00002'),
  h('id len-1000', '1'.repeat(1000)),
  h('id padded', ' 1 '),
  h('id number 2^31', 2 ** 31),
  h('id number -5', -5),
  h('id number 1e20', 1e20),
];

export const DATE_HOSTILES: readonly Hostile[] = [
  h('date 0000-01-01', '0000-01-01'),
  h('date 0001-01-01T00:00:00Z', '0001-01-01T00:00:00Z'),
  h('date 9999-12-31', '9999-12-31'),
  h('date 2026-02-30', '2026-02-30'),
  h('date +275760-09-13', '+275760-09-13T00:00:00.000Z'),
  h('date -000001-01-01', '-000001-01-01T00:00:00Z'),
  h('date 10000-01-01', '10000-01-01'),
  h('date garbage', 'not-a-date'),
  h('date as number 0', 0),
  h('date as ms of year 0', -62167219200000),
  h('date offset +99:99', '2026-01-01T00:00:00+99:99'),
];

export const ENUM_HOSTILES: readonly Hostile[] = [h('unknown enum "bogus"', 'bogus'), h('enum wrong case', 'ACTIVE'), h('nul-byte (enum value)', 'cash\u0000')];

export const BOOL_HOSTILES: readonly Hostile[] = [h('bool "yes"', 'yes'), h('bool 2', 2), h('bool "TRUE"', 'TRUE')];

export const LIST_HOSTILES: readonly Hostile[] = [
  h('list empty', []),
  h('list 1000 items', Array<string>(1000).fill('x')),
  h('nul-byte (list item)', ['x\u0000y']),
  h('list nested', [[['x']]]),
  h('list null item', [null]),
  h('list item len-100000', ['a'.repeat(100_000)]),
  h('list as comma text', 'a,b,,c'),
];

export const OBJECT_HOSTILES: readonly Hostile[] = [
  h('nul-byte (object key)', { 'a\u0000b': 'c' }),
  h('object key len-1000', { ['k'.repeat(1000)]: 1 }),
  h('object __proto__ key', JSON.parse('{"__proto__":{"polluted":true}}')),
  h('object deep nesting', nest(60)),
  h('object as text "{bad json"', '{bad json'),
];

/** Any field: a JSON type it cannot expect. */
export const TYPE_HOSTILES: readonly Hostile[] = [
  h('array for scalar', [1, 'a']),
  h('empty array for scalar', []),
  h('boolean for scalar', true),
  h('object for scalar', { a: { b: [1] } }),
  h('empty object for scalar', {}),
  h('null', null),
  h('operator object {"$gt":""}', { $gt: '' }),
];

/** Replacements for a whole JSON body. */
export const BODY_HOSTILES: readonly Hostile[] = [
  h('body: JSON array', [{}, 1]),
  h('body: JSON string', 'just a string'),
  h('body: JSON number', 42),
  h('body: JSON null', null),
  h('body: JSON true', true),
  h('body: empty object', {}),
];

function nest(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export type FieldClass = 'email' | 'phone' | 'password' | 'bool' | 'list' | 'object' | 'id' | 'money' | 'int' | 'number' | 'date' | 'enum' | 'text';

/** What a field probably holds, from its name (snake_case or camelCase). */
export function classify(name: string): FieldClass {
  const n = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  if (/email/.test(n)) return 'email';
  if (/phone/.test(n)) return 'phone';
  if (/password/.test(n)) return 'password';
  if (/razorpay|idempotency|otp/.test(n)) return 'text';
  if (/^(is_|has_|use_)|auto_renew|^handled$|is_subscription|^non_empty$/.test(n)) return 'bool';
  if (/(^|_)(tags?|features|images|image_gallery|items|ids|product_ids)$/.test(n)) return 'list';
  if (/(attributes|^notes|^changes|shipping_info|^user|^shipping|^input)$/.test(n)) return 'object';
  if (/(^|_)id$/.test(n)) return 'id';
  if (/(price|amount|total|discount_value|min_order_value|cart_total)$/.test(n)) return 'money';
  if (/(quantity|limit|stock|change|validity|validity_days|threshold|rating|offset|page|first)$/.test(n)) return 'int';
  if (/(^lat|^lon|weight)$/.test(n)) return 'number';
  if (/(date|_from|_until|_at|period_start|period_end)$/.test(n)) return 'date';
  if (/(status|type|sort|method|purpose|unit|reason|action|outcome)$/.test(n)) return 'enum';
  return 'text';
}

/** Hostile values for a field of this class: mostly ones aimed at it, some of any JSON type. */
export function hostileFor(cls: FieldClass, rng: Rng): Hostile {
  const roll = rng.next();
  if (roll < 0.1) return rng.pick(TYPE_HOSTILES);
  if (roll < 0.18) return rng.pick(STRING_HOSTILES);
  switch (cls) {
    case 'email':
      return rng.pick([...EMAIL_HOSTILES, ...STRING_HOSTILES]);
    case 'phone':
      return rng.pick(PHONE_HOSTILES);
    case 'id':
      return rng.pick(ID_HOSTILES);
    case 'money':
    case 'int':
    case 'number':
      return rng.pick(NUMBER_HOSTILES);
    case 'date':
      return rng.pick(DATE_HOSTILES);
    case 'enum':
      return rng.pick(ENUM_HOSTILES);
    case 'bool':
      return rng.pick(BOOL_HOSTILES);
    case 'list':
      return rng.pick(LIST_HOSTILES);
    case 'object':
      return rng.pick(OBJECT_HOSTILES);
    default:
      return rng.pick(STRING_HOSTILES);
  }
}

const find = (list: readonly Hostile[], kind: string): Hostile => {
  const found = list.find((x) => x.kind === kind);
  if (!found) throw new Error(`no hostile value ${kind}`);
  return found;
};

/**
 * The values most likely to break each kind of field (the database's limits: text with NUL,
 * past varchar(255); int4; numeric(12,2); year 0 …). The sweep sends each field one of them.
 */
export const CRITICAL: Record<FieldClass, readonly Hostile[]> = {
  text: [find(STRING_HOSTILES, 'nul-byte'), find(STRING_HOSTILES, 'len-256'), find(STRING_HOSTILES, 'len-100000')],
  password: [find(STRING_HOSTILES, 'nul-byte'), find(STRING_HOSTILES, 'len-100000')],
  email: [find(EMAIL_HOSTILES, 'nul-byte (email)'), find(EMAIL_HOSTILES, 'email-len-300'), find(EMAIL_HOSTILES, 'script-email')],
  phone: [find(PHONE_HOSTILES, 'nul-byte (phone)'), find(PHONE_HOSTILES, 'phone-len-30'), find(PHONE_HOSTILES, 'phone-as-number-1e20')],
  enum: [find(ENUM_HOSTILES, 'unknown enum "bogus"'), find(ENUM_HOSTILES, 'nul-byte (enum value)')],
  id: [find(ID_HOSTILES, 'id 2^31'), find(ID_HOSTILES, 'nul-byte (id)'), find(ID_HOSTILES, 'id number 1e20')],
  money: [find(NUMBER_HOSTILES, 'num 1e10'), find(NUMBER_HOSTILES, 'num 1e20'), find(NUMBER_HOSTILES, 'num 99999999999.99'), find(NUMBER_HOSTILES, 'numstr 1e10')],
  int: [find(NUMBER_HOSTILES, 'num 2^31'), find(NUMBER_HOSTILES, 'num -2^31-1'), find(NUMBER_HOSTILES, 'num 2^53'), find(NUMBER_HOSTILES, 'numstr 2^31')],
  number: [find(NUMBER_HOSTILES, 'num 1e20'), find(NUMBER_HOSTILES, 'num 1e308')],
  date: [find(DATE_HOSTILES, 'date 0000-01-01'), find(DATE_HOSTILES, 'date 2026-02-30'), find(DATE_HOSTILES, 'date +275760-09-13'), find(DATE_HOSTILES, 'date 0001-01-01T00:00:00Z')],
  bool: [find(BOOL_HOSTILES, 'bool "yes"')],
  list: [find(LIST_HOSTILES, 'nul-byte (list item)'), find(LIST_HOSTILES, 'list item len-100000'), find(LIST_HOSTILES, 'list 1000 items')],
  object: [find(OBJECT_HOSTILES, 'nul-byte (object key)'), find(OBJECT_HOSTILES, 'object __proto__ key'), find(OBJECT_HOSTILES, 'object key len-1000')],
};

let serial = 0;
const fuzzEmail = () => `fuzz.${++serial}.${Date.now().toString(36)}@example.com`;

export const SHIPPING = { first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.com', phone: '9123456780', address: '7 Lake Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' };

/**
 * A plausible valid value for a field, from its name and class (ids of rows that exist, the
 * server's own lists of units, subjects, statuses …); `context` (the route or the field) tells
 * an order's status from a subscription's.
 */
export function validFor(name: string, cls: FieldClass, fx: Fixtures, rng: Rng, context = ''): unknown {
  const n = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  switch (cls) {
    case 'email':
      return fuzzEmail();
    case 'phone':
      return `9${String(rng.int(100_000_000, 999_999_999))}`;
    case 'password':
      return 'Fuzz@12345';
    case 'bool':
      return rng.chance(0.5);
    case 'id':
      return validId(n, fx, rng);
    case 'money':
      return /discount_value/.test(n) ? 10 : rng.pick([99, 149.5, 20]);
    case 'int':
      return validInt(n, rng);
    case 'number':
      return n.startsWith('lat') ? 18.52 : n.startsWith('lon') ? 73.85 : 1.5;
    case 'date':
      return /_at$|valid_until/.test(n) ? '2027-01-01T00:00:00.000Z' : '2026-09-01';
    case 'enum':
      return validEnum(n, rng, context.toLowerCase());
    case 'list':
      if (n === 'items') return [{ product_id: rng.pick(fx.productIds), quantity: 1 }];
      if (/ids$/.test(n)) return fx.productIds.slice(0, 2).map(String);
      if (/image/.test(n)) return ['/uploads/products/fuzz.png'];
      if (/features/.test(n)) return ['Fresh fruit every week'];
      return ['fresh', 'organic'];
    case 'object':
      if (/shipping/.test(n)) return { ...SHIPPING };
      if (n === 'user') return { name: 'Fuzz', last_name: 'Tester', email: fuzzEmail(), password: 'Fuzz@12345', phone: '9123456789', address: '1 Fuzz Road', pincode: '411001', city: 'Pune' };
      if (n === 'notes') return { planId: rng.pick(fx.planIds), isSubscription: true };
      if (/changes/.test(n)) return { field: 'price' };
      return { origin: 'India' };
    default:
      return validText(n, fx, rng, context.toLowerCase());
  }
}

function validId(n: string, fx: Fixtures, rng: Rng): number {
  const pick = (ids: number[]) => (ids.length ? rng.pick(ids) : rng.int(1, 3));
  if (/product/.test(n)) return pick(fx.productIds);
  if (/order_item/.test(n)) return pick(fx.orderItemIds);
  if (/order/.test(n)) return pick(fx.orderIds);
  if (/user/.test(n)) return fx.customerId;
  if (/plan/.test(n)) return pick(fx.planIds);
  if (/blog/.test(n)) return pick(fx.blogIds);
  if (/subscription/.test(n)) return pick(fx.subscriptionIds);
  if (/cat/.test(n)) return pick(fx.categoryIds);
  if (/coupon/.test(n)) return pick(fx.couponIds);
  return rng.int(1, 3);
}

function validInt(n: string, rng: Rng): number {
  if (/quantity/.test(n)) return rng.int(1, 3);
  if (/offset/.test(n)) return 0;
  if (/limit|first/.test(n)) return 5;
  if (/rating/.test(n)) return 4;
  if (/validity/.test(n)) return 30;
  if (/stock/.test(n)) return 50;
  if (/threshold/.test(n)) return 10;
  return 2;
}

function validEnum(n: string, rng: Rng, context: string): string {
  if (/plan_type/.test(n)) return rng.pick(PLAN_TYPES);
  if (/discount_type/.test(n)) return rng.pick(['percentage', 'fixed']);
  if (/payment_method/.test(n)) return rng.pick(PAYMENT_METHODS);
  if (/address\d?_type/.test(n)) return rng.pick(ADDRESS_TYPES);
  if (/target_type/.test(n)) return 'product';
  if (n === 'type') return /otp/.test(context) ? rng.pick(OTP_PURPOSES.slice(0, 2)) : rng.pick(ADDRESS_TYPES);
  if (/status/.test(n)) {
    if (/billing/.test(context)) return rng.pick(['paid', 'refunded']);
    if (/subscription/.test(context)) return rng.pick(['active', 'cancelled']);
    if (/admin(s|\b)/.test(context) && !/order/.test(context)) return rng.pick(['active', 'pending']);
    return rng.pick(ORDER_STATUSES);
  }
  if (/sort/.test(n)) return rng.pick(['price_asc', 'newest']);
  if (/unit/.test(n)) return rng.pick(UNITS);
  if (/reason/.test(n)) return rng.pick(INVENTORY_REASONS);
  if (/action/.test(n)) return 'product_update';
  if (/outcome/.test(n)) return 'SUCCESS';
  return 'active';
}

function validText(n: string, fx: Fixtures, rng: Rng, context: string): string {
  if (/pin_?code|postcode|pincode/.test(n) || (n === 'code' && /pincode/.test(context))) return /pincodes/.test(context) ? String(rng.int(400_000, 499_999)) : '411001';
  if (/subject/.test(n)) return rng.pick(CONTACT_SUBJECTS);
  if (n === 'state_code' || (n === 'code' && /state/.test(context))) return `Z${String.fromCharCode(65 + rng.int(0, 25))}`;
  if (/identifier/.test(n)) return fuzzEmail();
  if (/otp/.test(n)) return '123456';
  if (/razorpay_order_id|provider_order/.test(n)) return fx.providerOrderIds.length ? rng.pick(fx.providerOrderIds) : 'order_fuzz';
  if (/razorpay_payment_id/.test(n)) return 'pay_fuzz123';
  if (/signature/.test(n)) return 'deadbeef';
  // Existing codes (to validate and apply), or new ones (to create without a conflict).
  if (/code/.test(n)) return rng.chance(0.5) ? rng.pick(['FRESH10', 'SAVE50']) : `FZ${rng.int(10_000, 999_999)}`;
  if (/city/.test(n)) return rng.pick(SIGNUP_CITIES.slice(0, 3));
  if (/state/.test(n)) return 'Maharashtra';
  if (/country/.test(n)) return 'India';
  if (/image|cover/.test(n)) return '/uploads/products/fuzz.png';
  if (/^(q|search)$/.test(n)) return 'mango';
  // Names are unique in several tables: a fresh one gets past "already exists".
  if (/name|title/.test(n)) return `Fuzz ${Array.from({ length: 6 }, () => String.fromCharCode(97 + rng.int(0, 25))).join('')}`;
  if (/idempotency/.test(n)) return `fuzz-${rng.int(1, 1e9)}`;
  return 'Fuzz text';
}
