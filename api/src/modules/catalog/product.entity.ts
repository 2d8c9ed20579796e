import { Check, DecimalType, Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, Unique, type Opt, OptionalProps } from '@mikro-orm/core';
import { MoneyType } from '../../db/money-type.js';
import { unitPrice, type Paise } from '../../lib/money.js';
import { Category } from './category.entity.js';

export const DEFAULT_DELIVERY_TIME = '2-3 business days';

/** Persistence and rules; the storefront's GraphQL shape is ProductView (catalog.views.ts). */
@Entity({ tableName: 'product' })
@Index({ properties: ['category', 'isActive'] })
@Check({ name: 'product_stock_not_negative', expression: 'stock_quantity >= 0' })
@Check({ name: 'product_price_not_negative', expression: 'price >= 0 and (discount_price is null or discount_price >= 0)' })
export class Product {
  [OptionalProps]?: 'unitPrice';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  @Unique()
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  image?: string | null;

  @Property({ type: 'json', default: '[]' })
  imageGallery: Opt<string[]> = [];

  @Property({ type: MoneyType })
  price!: Paise;

  @Property({ type: MoneyType, nullable: true })
  discountPrice?: Paise | null;

  @Property({ type: 'string', length: 20, default: 'kg' })
  unit: Opt<string> = 'kg';

  @Property({ type: 'double', nullable: true })
  weight?: number | null;

  @ManyToOne(() => Category, { ref: true, deleteRule: 'restrict' })
  category!: Ref<Category>;

  @Property({ type: 'integer', default: 0 })
  stockQuantity: Opt<number> = 0;

  @Property({ type: 'integer', nullable: true })
  maxOrderLimit?: number | null;

  @Property({ type: 'json', default: '[]' })
  tags: Opt<string[]> = [];

  @Property({ type: 'json', nullable: true })
  customAttributes?: Record<string, string> | null;

  @Property({ type: 'string', length: 100, nullable: true })
  countryOfOrigin?: string | null;

  @Property({ type: 'text', nullable: true })
  storageInstruction?: string | null;

  @Property({ type: 'date', nullable: true })
  availableFrom?: string | null;

  @Property({ type: 'date', nullable: true })
  availableUntil?: string | null;

  @Property({ type: 'boolean', default: false })
  isFeatured: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Property({ type: 'string', length: 100, default: DEFAULT_DELIVERY_TIME })
  deliveryTime: Opt<string> = DEFAULT_DELIVERY_TIME;

  /** HSN code for the tax invoice (4, 6 or 8 digits; issue 39). */
  @Property({ type: 'string', length: 8, nullable: true })
  hsnCode?: string | null;

  /** GST rate in percent (0 for fresh fruit, 5 for dry fruits); prices include it. */
  @Property({ type: new DecimalType('number'), precision: 5, scale: 2, default: 0 })
  gstRate: Opt<number> = 0;

  /** The spec's supplied_id: the supplier's own reference for this product (free text). */
  @Property({ type: 'string', length: 50, nullable: true })
  suppliedId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  /** The price a shopper pays per unit: the discount price when it is lower, else the price. */
  get unitPrice(): Paise {
    return unitPrice(this.price, this.discountPrice);
  }
}
