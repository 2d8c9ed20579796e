import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, Unique, type Opt, OptionalProps } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { MoneyType } from '../../db/money-type.js';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import { Category } from './category.entity.js';

export const DEFAULT_DELIVERY_TIME = '2-3 business days';

@ObjectType()
@Entity({ tableName: 'product' })
@Index({ properties: ['category', 'isActive'] })
@Check({ name: 'product_stock_not_negative', expression: 'stock_quantity >= 0' })
@Check({ name: 'product_price_not_negative', expression: 'price >= 0 and (discount_price is null or discount_price >= 0)' })
export class Product {
  [OptionalProps]?: 'unitPrice';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  @Unique()
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Main image URL.' })
  @Property({ type: 'string', length: 500, nullable: true })
  image?: string | null;

  @Field(() => [String])
  @Property({ type: 'json', default: '[]' })
  imageGallery: Opt<string[]> = [];

  @Field(() => Money)
  @Property({ type: MoneyType })
  price!: Paise;

  @Field(() => Money, { nullable: true })
  @Property({ type: MoneyType, nullable: true })
  discountPrice?: Paise | null;

  @Field(() => String)
  @Property({ type: 'string', length: 20, default: 'kg' })
  unit: Opt<string> = 'kg';

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  weight?: number | null;

  @ManyToOne(() => Category, { ref: true, deleteRule: 'restrict' })
  category!: Ref<Category>;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  stockQuantity: Opt<number> = 0;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  maxOrderLimit?: number | null;

  @Field(() => [String])
  @Property({ type: 'json', default: '[]' })
  tags: Opt<string[]> = [];

  @Field(() => GraphQLJSONObject, { nullable: true })
  @Property({ type: 'json', nullable: true })
  customAttributes?: Record<string, string> | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  countryOfOrigin?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  storageInstruction?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date (YYYY-MM-DD).' })
  @Property({ type: 'date', nullable: true })
  availableFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date (YYYY-MM-DD).' })
  @Property({ type: 'date', nullable: true })
  availableUntil?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isFeatured: Opt<boolean> = false;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_DELIVERY_TIME })
  deliveryTime: Opt<string> = DEFAULT_DELIVERY_TIME;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  /** The price a shopper pays per unit: the discount price when it is lower, else the price. */
  get unitPrice(): Paise {
    return this.discountPrice != null && this.discountPrice < this.price ? this.discountPrice : this.price;
  }
}
