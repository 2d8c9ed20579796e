import { couponState } from '@fruit-shop/common/coupon.rules';
import type { EntityManager } from '@mikro-orm/postgresql';
import { priceLines, type CouponTerms, type DiscountType } from '../../core/pricing.js';
import { AppError } from '../../lib/errors.js';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import { shopProfileService } from '../settings/shop-profile.service.js';

export interface CouponRow extends CouponTerms {
  id: number;
  code: string;
  minOrderValue: Paise;
  validUntil: Date | null;
  description: string | null;
  isActive: boolean;
  usageLimit: number | null;
  perUserLimit: number | null;
  timesUsed: number;
}

export interface CouponCheck {
  isValid: boolean;
  message: string;
  coupon: CouponRow | null;
  /** The discount this coupon gives on the subtotal it was checked against (0 when not valid). */
  discount: Paise;
}

/** A coupon row's columns as `CouponRaw` reads them (the back office adds `created_at`). */
export const COUPON_COLUMNS = `"id", "code", "discount_type", "discount_value"::text, "min_order_value"::text, "valid_until",
  "description", "is_active", "usage_limit", "per_user_limit", "times_used"`;

export type CouponRaw = {
  id: number;
  code: string;
  discount_type: DiscountType;
  discount_value: string;
  min_order_value: string;
  valid_until: Date | string | null;
  description: string | null;
  is_active: boolean;
  usage_limit: number | null;
  per_user_limit: number | null;
  times_used: number;
};

export const couponFromRow = (r: CouponRaw): CouponRow => ({
  id: r.id,
  code: r.code,
  discountType: r.discount_type,
  discountValue: decimalToPaise(r.discount_value),
  minOrderValue: decimalToPaise(r.min_order_value),
  // Raw rows carry timestamps as text.
  validUntil: r.valid_until === null ? null : new Date(r.valid_until),
  description: r.description,
  isActive: r.is_active,
  usageLimit: r.usage_limit,
  perUserLimit: r.per_user_limit,
  timesUsed: r.times_used,
});

/** ₹199 or ₹199.50: whole rupees without decimals, as the spec's message reads. */
export function formatRupees(paise: Paise): string {
  return paise % 100 === 0 ? `₹${paise / 100}` : `₹${(paise / 100).toFixed(2)}`;
}

export const normalizeCode = (code: string) => code.trim().toUpperCase();

const invalid = (message: string, coupon: CouponRow | null = null): CouponCheck => ({ isValid: false, message, coupon, discount: 0 });

/**
 * Coupons (spec §5, decisions: Money and pricing). Checking is a read; redeeming happens only
 * inside the order's transaction, through a conditional update of the coupon's counter, so
 * twenty shoppers racing for a single-use code get exactly one success.
 */
export const couponService = {
  async active(em: EntityManager): Promise<CouponRow[]> {
    const rows = await em.execute<CouponRaw[]>(
      `select ${COUPON_COLUMNS} from "coupon"
       where "is_active" and ("valid_until" is null or "valid_until" > now())
         and ("usage_limit" is null or "times_used" < "usage_limit")
       order by "min_order_value", "code"`,
    );
    return rows.map(couponFromRow);
  },

  async byCode(em: EntityManager, code: string): Promise<CouponRow | null> {
    const [row] = await em.execute<CouponRaw[]>(`select ${COUPON_COLUMNS} from "coupon" where "code" = ?`, [normalizeCode(code)]);
    return row ? couponFromRow(row) : null;
  },

  /** Whether `code` applies to an order with this subtotal, for this customer (when known). */
  async check(em: EntityManager, rawCode: string | null | undefined, subtotal: Paise, userId?: number): Promise<CouponCheck> {
    const code = (rawCode ?? '').trim();
    if (!code) return invalid('Please enter a coupon code');
    if (code.length > 40) return invalid('Invalid coupon code');
    const coupon = await this.byCode(em, code);
    return this.evaluate(em, coupon, subtotal, userId);
  },

  async evaluate(em: EntityManager, coupon: CouponRow | null, subtotal: Paise, userId?: number): Promise<CouponCheck> {
    // The same rule as the back office's Status column (common/coupon.rules).
    const state = coupon ? couponState(coupon) : 'inactive';
    if (!coupon || state === 'inactive') return invalid('Invalid coupon code');
    if (state === 'expired') return invalid('This coupon has expired', coupon);
    if (!['percentage', 'fixed', 'free_shipping'].includes(coupon.discountType)) return invalid('Invalid discount type', coupon);
    if (state === 'used_up') return invalid('This coupon has reached its usage limit', coupon);
    if (userId !== undefined && coupon.perUserLimit !== null) {
      const [{ used }] = await em.execute<{ used: number }[]>(
        'select count(*)::int as "used" from "coupon_redemption" where "coupon_id" = ? and "user_id" = ?',
        [coupon.id, userId],
      );
      if (used >= coupon.perUserLimit) return invalid('You have already used this coupon', coupon);
    }
    if (subtotal < coupon.minOrderValue) return invalid(`Minimum order amount of ${formatRupees(coupon.minOrderValue)} required`, coupon);
    if (subtotal <= 0) return invalid('Add something to your cart first', coupon);
    const totals = priceLines([{ price: subtotal, discountPrice: null, quantity: 1 }], coupon, await shopProfileService.fees(em));
    return { isValid: true, message: 'Coupon applied successfully', coupon, discount: totals.couponDiscount };
  },

  /**
   * Takes one use of the coupon for `orderId`, inside the caller's transaction. The counter
   * update is conditional (never read-then-write) and holds the coupon's row lock until commit,
   * which also serialises the per-customer count. Throws COUPON_INVALID when no use is left.
   */
  async redeem(tx: EntityManager, coupon: CouponRow, userId: number, orderId: number): Promise<void> {
    const taken = await tx.execute<{ per_user_limit: number | null }[]>(
      `update "coupon" set "times_used" = "times_used" + 1
       where "id" = ? and "is_active" and ("valid_until" is null or "valid_until" > now())
         and ("usage_limit" is null or "times_used" < "usage_limit")
       returning "per_user_limit"`,
      [coupon.id],
    );
    if (!taken.length) throw new AppError('COUPON_INVALID', 'This coupon has reached its usage limit');
    const limit = taken[0].per_user_limit;
    if (limit !== null) {
      const [{ used }] = await tx.execute<{ used: number }[]>(
        'select count(*)::int as "used" from "coupon_redemption" where "coupon_id" = ? and "user_id" = ?',
        [coupon.id, userId],
      );
      if (used >= limit) throw new AppError('COUPON_INVALID', 'You have already used this coupon');
    }
    await tx.execute('insert into "coupon_redemption" ("coupon_id", "user_id", "order_id") values (?, ?, ?)', [coupon.id, userId, orderId]);
  },

  /** A coupon's terms as an order is repriced with them (null when the coupon is gone). */
  async terms(tx: EntityManager, couponId: number): Promise<CouponTerms | null> {
    const [c] = await tx.execute<{ discount_type: DiscountType; discount_value: string }[]>('select "discount_type", "discount_value"::text from "coupon" where "id" = ?', [couponId]);
    return c ? { discountType: c.discount_type, discountValue: decimalToPaise(c.discount_value) } : null;
  },

  /** Gives a cancelled order's coupon use back. */
  async release(tx: EntityManager, orderId: number): Promise<void> {
    const gone = await tx.execute<{ coupon_id: number }[]>('delete from "coupon_redemption" where "order_id" = ? returning "coupon_id"', [orderId]);
    for (const { coupon_id } of gone) {
      await tx.execute('update "coupon" set "times_used" = greatest("times_used" - 1, 0) where "id" = ?', [coupon_id]);
    }
  },
};
