import type { EntityManager } from '@mikro-orm/postgresql';
import { diffChanges, type AdminActor } from '../../core/audit.js';
import { DEFAULT_FEES, type ShopFees } from '../../core/pricing.js';
import { badInput } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal, paiseToRupees, type Paise } from '../../lib/money.js';
import {
  firstShopProfileError,
  gstStateName,
  normalizeGstin,
  normalizeShopPhone,
  SHOP_PROFILE_FIELDS,
  type ShopProfileField,
  type ShopProfileFields,
} from '@fruit-shop/common/shop-profile.rules';

/*
 * The shop's own details, one row (issue 36; issue 39 adds the legal and tax details, the
 * problem-report window and the fees): read by the storefront, the first-run checklist, the
 * invoices and every price, edited in the back office. Its changes advance the catalogue
 * version (a trigger), so cached pages follow them.
 */

export interface ShopProfileRecord extends ShopProfileFields, ShopFees {
  reportWindowHours: number;
  updatedAt: Date | null;
}

/** An update: a text field left out or empty is cleared (the profile is replaced); a number left out (or null) keeps its value. */
export type ShopProfileUpdate = Partial<Record<ShopProfileField, string | null>> & {
  reportWindowHours?: number | null;
  deliveryFee?: Paise | null;
  handlingFee?: Paise | null;
  freeDeliveryThreshold?: Paise | null;
};

const COLUMNS: Record<ShopProfileField, string> = {
  tradeName: 'trade_name',
  legalName: 'legal_name',
  phone: 'phone',
  email: 'email',
  supportHours: 'support_hours',
  address: 'address',
  state: 'state',
  gstin: 'gstin',
  fssaiLicence: 'fssai_licence',
  grievanceOfficerName: 'grievance_officer_name',
  grievanceOfficerEmail: 'grievance_officer_email',
  grievanceOfficerPhone: 'grievance_officer_phone',
};
/** The issue-36 columns are `not null default ''`; the later ones hold null when empty. */
const NOT_NULL_TEXT = new Set<ShopProfileField>(['tradeName', 'phone', 'email', 'address', 'supportHours']);

type Raw = Record<string, string | null> & { report_window_hours: number; updated_at: Date };

const SELECT = `select ${SHOP_PROFILE_FIELDS.map((f) => `coalesce("${COLUMNS[f]}", '') as "${COLUMNS[f]}"`).join(', ')},
  "report_window_hours", "delivery_fee"::text as "delivery_fee", "handling_fee"::text as "handling_fee",
  "free_delivery_threshold"::text as "free_delivery_threshold", "updated_at" from "shop_profile" where "id" = 1`;

const EMPTY: ShopProfileRecord = {
  ...(Object.fromEntries(SHOP_PROFILE_FIELDS.map((f) => [f, ''])) as ShopProfileFields),
  ...DEFAULT_FEES,
  reportWindowHours: 48,
  updatedAt: null,
};

const toRecord = (r: Raw | undefined): ShopProfileRecord =>
  r
    ? {
        ...(Object.fromEntries(SHOP_PROFILE_FIELDS.map((f) => [f, r[COLUMNS[f]] ?? ''])) as ShopProfileFields),
        reportWindowHours: r.report_window_hours,
        deliveryFee: decimalToPaise(r.delivery_fee!),
        handlingFee: decimalToPaise(r.handling_fee!),
        freeDeliveryThreshold: decimalToPaise(r.free_delivery_threshold!),
        updatedAt: new Date(r.updated_at),
      }
    : { ...EMPTY };

/** A text field as stored. */
function tidy(field: ShopProfileField, value: string | null | undefined): string {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return '';
  switch (field) {
    case 'phone':
    case 'grievanceOfficerPhone':
      return normalizeShopPhone(text);
    case 'email':
    case 'grievanceOfficerEmail':
      return text.toLowerCase();
    case 'state':
      return gstStateName(text) ?? text;
    case 'gstin':
      return normalizeGstin(text);
    case 'fssaiLicence':
      return text.replace(/\s+/g, '');
    default:
      return text;
  }
}

/*
 * The fees every cart, coupon check and order prices with, remembered for a few seconds by
 * each process (docs/decisions/0040): a cart view costs no extra statement, and an order no
 * extra round trip on the hot path. This process forgets them at once when it saves the
 * profile; another instance follows within FEES_TTL_MS. An order stores the fees it charged,
 * so its figures always add up. A miss reads with the caller's manager (inside a transaction,
 * its `tx`): no caller waits on another's read (the embedded database is one session).
 */
export const FEES_TTL_MS = 5_000;
let feesCache: { fees: ShopFees; at: number } | null = null;
let feesGeneration = 0;

export const shopProfileService = {
  async get(em: EntityManager): Promise<ShopProfileRecord> {
    const [row] = await em.execute<Raw[]>(SELECT);
    return toRecord(row);
  },

  /** The delivery fee, handling fee and free-delivery threshold to price with now. */
  async fees(em: EntityManager): Promise<ShopFees> {
    if (feesCache && Date.now() - feesCache.at < FEES_TTL_MS) return feesCache.fees;
    const generation = feesGeneration;
    const [row] = await em.execute<{ delivery_fee: string; handling_fee: string; free_delivery_threshold: string }[]>(
      `select "delivery_fee"::text as "delivery_fee", "handling_fee"::text as "handling_fee", "free_delivery_threshold"::text as "free_delivery_threshold" from "shop_profile" where "id" = 1`,
    );
    const fees: ShopFees = row
      ? { deliveryFee: decimalToPaise(row.delivery_fee), handlingFee: decimalToPaise(row.handling_fee), freeDeliveryThreshold: decimalToPaise(row.free_delivery_threshold) }
      : DEFAULT_FEES;
    // A save that ended while this read ran may have been missed by it: keep nothing then.
    if (generation === feesGeneration) feesCache = { fees, at: Date.now() };
    return fees;
  },

  /** Forgets the remembered fees (a save here; tests that write the row themselves). */
  forgetFees(): void {
    feesGeneration++;
    feesCache = null;
  },

  /** Replaces the profile (every text field; an empty one is cleared; numbers left out are kept), logged with what changed. */
  async update(em: EntityManager, by: AdminActor, input: ShopProfileUpdate): Promise<ShopProfileRecord> {
    const rupees = (paise: Paise | null | undefined) => (paise === null || paise === undefined ? undefined : paiseToRupees(paise));
    const problem = firstShopProfileError({
      ...input,
      reportWindowHours: input.reportWindowHours ?? undefined,
      deliveryFee: rupees(input.deliveryFee),
      handlingFee: rupees(input.handlingFee),
      freeDeliveryThreshold: rupees(input.freeDeliveryThreshold),
    });
    if (problem) throw badInput(problem.message, problem.field);
    const next = Object.fromEntries(SHOP_PROFILE_FIELDS.map((f) => [f, tidy(f, input[f])])) as ShopProfileFields;
    try {
      return await em.transactional(async (tx) => {
        const before = toRecord((await tx.execute<Raw[]>(`${SELECT} for update`))[0]);
        const numbers = {
          reportWindowHours: input.reportWindowHours ?? before.reportWindowHours,
          deliveryFee: input.deliveryFee ?? before.deliveryFee,
          handlingFee: input.handlingFee ?? before.handlingFee,
          freeDeliveryThreshold: input.freeDeliveryThreshold ?? before.freeDeliveryThreshold,
        };
        const columns = [...SHOP_PROFILE_FIELDS.map((f) => COLUMNS[f]), 'report_window_hours', 'delivery_fee', 'handling_fee', 'free_delivery_threshold'];
        const values = [
          ...SHOP_PROFILE_FIELDS.map((f) => (next[f] === '' && !NOT_NULL_TEXT.has(f) ? null : next[f])),
          numbers.reportWindowHours,
          paiseToDecimal(numbers.deliveryFee),
          paiseToDecimal(numbers.handlingFee),
          paiseToDecimal(numbers.freeDeliveryThreshold),
        ];
        await tx.execute(
          `insert into "shop_profile" ("id", ${columns.map((c) => `"${c}"`).join(', ')}, "updated_at") values (1, ${columns.map(() => '?').join(', ')}, now())
           on conflict ("id") do update set ${columns.map((c) => `"${c}" = excluded."${c}"`).join(', ')}, "updated_at" = now()`,
          values,
        );
        const after = toRecord((await tx.execute<Raw[]>(SELECT))[0]);
        const pick = (p: ShopProfileRecord) => ({ ...Object.fromEntries(SHOP_PROFILE_FIELDS.map((f) => [f, p[f]])), ...numbersOf(p) });
        const changes = diffChanges(pick(before), pick(after));
        if (Object.keys(changes).length) await by.record(tx, { action: 'shop_profile_updated', targetType: 'shop_profile', targetId: 1, changes });
        return after;
      });
    } finally {
      this.forgetFees();
    }
  },
};

const numbersOf = (p: ShopProfileRecord) => ({
  reportWindowHours: p.reportWindowHours,
  deliveryFee: p.deliveryFee,
  handlingFee: p.handlingFee,
  freeDeliveryThreshold: p.freeDeliveryThreshold,
});
