import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { diffChanges, type AdminActor } from '../../core/audit.js';
import { AppError, badInput, checkDateRange, notFound, parseId } from '../../lib/errors.js';
import { paiseToDecimal } from '../../lib/money.js';
import type { DiscountType } from '../../core/pricing.js';
import { COUPON_COLUMNS, couponFromRow, normalizeCode, type CouponRaw, type CouponRow } from './coupon.service.js';

/** Discount values are hundredths: percent × 100 for percentage, paise for fixed, 0 for free_shipping. */
export interface AdminCouponRecord extends CouponRow {
  createdAt: Date;
}

export type CouponFields = Omit<AdminCouponRecord, 'id' | 'timesUsed' | 'createdAt'>;

const DISCOUNT_TYPES: readonly DiscountType[] = ['percentage', 'fixed', 'free_shipping'];
const COLUMNS = `${COUPON_COLUMNS}, "created_at"`;

type Raw = CouponRaw & { created_at: Date | string };

const toRecord = (r: Raw): AdminCouponRecord => ({ ...couponFromRow(r), createdAt: new Date(r.created_at) });

const fieldsOf = (c: AdminCouponRecord): CouponFields => ({
  code: c.code,
  discountType: c.discountType,
  discountValue: c.discountValue,
  minOrderValue: c.minOrderValue,
  validUntil: c.validUntil,
  description: c.description,
  isActive: c.isActive,
  usageLimit: c.usageLimit,
  perUserLimit: c.perUserLimit,
});

function limit(value: number | null, field: string): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000_000) throw badInput(`${field} must be a whole number of 0 or more (empty for no limit)`, field);
  return value;
}

/** The whole form, checked in its order; returns it cleaned. */
function clean(input: CouponFields): CouponFields {
  const code = normalizeCode(input.code ?? '');
  if (!code) throw badInput('Please enter a coupon code', 'code');
  if (code.length > 40 || !/^[A-Z0-9_-]+$/.test(code)) throw badInput('A coupon code has at most 40 letters, digits, dashes or underscores', 'code');
  if (!DISCOUNT_TYPES.includes(input.discountType)) throw badInput('Invalid discount type', 'discount_type');
  const value = input.discountType === 'free_shipping' ? 0 : input.discountValue;
  if (!Number.isInteger(value) || value < 0) throw badInput('The discount must be a number of 0 or more', 'discount_value');
  if (input.discountType === 'percentage' && (value <= 0 || value > 10_000)) throw badInput('A percentage discount is between 0 and 100', 'discount_value');
  if (input.discountType === 'fixed' && value <= 0) throw badInput('A fixed discount must be more than 0', 'discount_value');
  if (!Number.isInteger(input.minOrderValue) || input.minOrderValue < 0) throw badInput('The minimum order value must be 0 or more', 'min_order_value');
  if (input.validUntil) checkDateRange(input.validUntil, 'valid_until');
  const description = input.description?.trim() || null;
  if (description && description.length > 1000) throw badInput('A description has at most 1000 characters', 'description');
  return {
    code,
    discountType: input.discountType,
    discountValue: value,
    minOrderValue: input.minOrderValue,
    validUntil: input.validUntil ?? null,
    description,
    isActive: input.isActive ?? true,
    usageLimit: limit(input.usageLimit ?? null, 'usage_limit'),
    perUserLimit: limit(input.perUserLimit ?? null, 'per_user_limit'),
  };
}

const params = (c: CouponFields) => [
  c.code,
  c.discountType,
  paiseToDecimal(c.discountValue),
  paiseToDecimal(c.minOrderValue),
  c.validUntil,
  c.description,
  c.isActive,
  c.usageLimit,
  c.perUserLimit,
];

const isUniqueViolation = (error: unknown) => error instanceof UniqueConstraintViolationException || (error as { code?: string })?.code === '23505';
const duplicateCode = () => new AppError('CONFLICT', 'A coupon with this code already exists', { field: 'code' });

/** Coupons in the back office: every coupon, with its usage so far (decisions: Admins). */
export const couponAdminService = {
  async list(em: EntityManager): Promise<AdminCouponRecord[]> {
    return (await em.execute<Raw[]>(`select ${COLUMNS} from "coupon" order by "is_active" desc, "created_at" desc, "id" desc`)).map(toRecord);
  },

  async byId(em: EntityManager, rawId: string | number): Promise<AdminCouponRecord> {
    const [row] = await em.execute<Raw[]>(`select ${COLUMNS} from "coupon" where "id" = ?`, [parseId(rawId, 'couponId')]);
    if (!row) throw notFound('Coupon not found');
    return toRecord(row);
  },

  async create(em: EntityManager, by: AdminActor, input: CouponFields): Promise<AdminCouponRecord> {
    const fields = clean(input);
    try {
      return await em.transactional(async (tx) => {
        const [row] = await tx.execute<Raw[]>(
          `insert into "coupon" ("code", "discount_type", "discount_value", "min_order_value", "valid_until", "description", "is_active", "usage_limit", "per_user_limit")
           values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
          params(fields),
        );
        await by.record(tx, { action: 'coupon_created', targetType: 'coupon', targetId: row.id, changes: diffChanges({}, fieldsOf(toRecord(row))) });
        return toRecord(row);
      });
    } catch (error) {
      throw isUniqueViolation(error) ? duplicateCode() : error;
    }
  },

  /** `input` may name only some fields (REST PUT); the rest keep their values. */
  async update(em: EntityManager, by: AdminActor, rawId: string | number, input: Partial<CouponFields>): Promise<AdminCouponRecord> {
    const id = parseId(rawId, 'couponId');
    try {
      return await em.transactional(async (tx) => {
        const [current] = await tx.execute<Raw[]>(`select ${COLUMNS} from "coupon" where "id" = ? for update`, [id]);
        if (!current) throw notFound('Coupon not found');
        const before = fieldsOf(toRecord(current));
        const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
        const fields = clean({ ...before, ...defined });
        const [row] = await tx.execute<Raw[]>(
          `update "coupon" set "code" = ?, "discount_type" = ?, "discount_value" = ?, "min_order_value" = ?, "valid_until" = ?, "description" = ?,
             "is_active" = ?, "usage_limit" = ?, "per_user_limit" = ? where "id" = ? returning ${COLUMNS}`,
          [...params(fields), id],
        );
        const changes = diffChanges(before, fieldsOf(toRecord(row)));
        if (Object.keys(changes).length) await by.record(tx, { action: 'coupon_updated', targetType: 'coupon', targetId: id, changes });
        return toRecord(row);
      });
    } catch (error) {
      throw isUniqueViolation(error) ? duplicateCode() : error;
    }
  },

  /** A coupon some order used is deactivated (its orders keep it); an unused one is deleted. */
  async remove(em: EntityManager, by: AdminActor, rawId: string | number): Promise<{ deleted: boolean; coupon: AdminCouponRecord }> {
    const id = parseId(rawId, 'couponId');
    return em.transactional(async (tx) => {
      const [current] = await tx.execute<(Raw & { used: boolean })[]>(
        `select ${COLUMNS}, exists (select 1 from "shop_order" where "coupon_id" = "coupon"."id") as "used" from "coupon" where "id" = ? for update`,
        [id],
      );
      if (!current) throw notFound('Coupon not found');
      if (current.used || current.times_used > 0) {
        const [row] = await tx.execute<Raw[]>(`update "coupon" set "is_active" = false where "id" = ? returning ${COLUMNS}`, [id]);
        if (current.is_active) await by.record(tx, { action: 'coupon_deactivated', targetType: 'coupon', targetId: id, changes: { isActive: { from: true, to: false } } });
        return { deleted: false, coupon: toRecord(row) };
      }
      await tx.execute('delete from "coupon" where "id" = ?', [id]);
      await by.record(tx, { action: 'coupon_deleted', targetType: 'coupon', targetId: id, changes: { code: current.code } });
      return { deleted: true, coupon: toRecord(current) };
    });
  },
};
