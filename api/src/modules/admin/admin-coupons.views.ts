import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { CouponState } from '@fruit-shop/common/coupon.rules';
import type { Paise } from '../../lib/money.js';

@ObjectType('AdminCoupon', { description: 'A coupon with its limits and usage so far.', simpleResolvers: true })
export class AdminCouponView {
  @Field(() => ID) id!: number;
  @Field(() => String) code!: string;
  @Field(() => String, { description: 'percentage, fixed or free_shipping.' }) discountType!: string;
  @Field(() => Float, { description: 'Percent for percentage (10 = 10%), rupees for fixed, 0 for free_shipping.' }) discountValue!: number;
  @Field(() => Money) minOrderValue!: Paise;
  @Field(() => GraphQLISODateTime, { nullable: true }) validUntil!: Date | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Int, { nullable: true, description: 'Uses allowed across customers; null for no limit.' }) usageLimit!: number | null;
  @Field(() => Int, { nullable: true, description: 'Uses allowed per customer; null for no limit.' }) perUserLimit!: number | null;
  @Field(() => Int) timesUsed!: number;
  @Field(() => String, { description: "active, inactive (switched off), expired (past validUntil) or used_up (usageLimit reached): whether it applies now." }) status!: CouponState;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@InputType()
export class CouponInput {
  @Field(() => String) code!: string;
  @Field(() => String, { description: 'percentage, fixed or free_shipping.' }) discountType!: string;
  @Field(() => Float, { defaultValue: 0, description: 'Percent for percentage, rupees for fixed; ignored for free_shipping.' }) discountValue!: number;
  @Field(() => Money, { defaultValue: 0 }) minOrderValue!: Paise;
  @Field(() => GraphQLISODateTime, { nullable: true }) validUntil?: Date | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { defaultValue: true }) isActive!: boolean;
  @Field(() => Int, { nullable: true }) usageLimit?: number | null;
  @Field(() => Int, { nullable: true }) perUserLimit?: number | null;
}

@ObjectType('CouponRemoval', { simpleResolvers: true })
export class CouponRemovalView {
  @Field(() => Boolean, { description: 'False when the coupon was used by an order: it is deactivated instead.' }) deleted!: boolean;
  @Field(() => AdminCouponView) coupon!: AdminCouponView;
}
