import { Entity, Enum, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { MoneyType } from '../../db/money-type.js';
import type { DiscountType } from '../../core/pricing.js';
import type { Paise } from '../../lib/money.js';

@Entity({ tableName: 'coupon' })
export class Coupon {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Stored upper-cased; codes are matched case-insensitively. */
  @Property({ type: 'string', length: 40 })
  @Unique()
  code!: string;

  @Enum({ items: ['percentage', 'fixed', 'free_shipping'] })
  discountType!: DiscountType;

  /** Hundredths: a percentage for `percentage` (1000 = 10%), paise for `fixed`, unused for `free_shipping`. */
  @Property({ type: MoneyType, default: 0 })
  discountValue: Opt<number> = 0;

  @Property({ type: MoneyType, default: 0 })
  minOrderValue: Opt<Paise> = 0;

  @Property({ type: 'datetime', nullable: true })
  validUntil?: Date | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  /** Uses allowed across all customers; null = unlimited. */
  @Property({ type: 'integer', nullable: true })
  usageLimit?: number | null;

  /** Uses allowed per customer; null = unlimited. */
  @Property({ type: 'integer', nullable: true })
  perUserLimit?: number | null;

  /** Redemptions so far (kept by the order transaction; see coupon.service.ts). */
  @Property({ type: 'integer', default: 0 })
  timesUsed: Opt<number> = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
