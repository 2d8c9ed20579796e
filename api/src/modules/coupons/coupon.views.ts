import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import type { CouponCheck, CouponRow } from './coupon.service.js';

@ObjectType('Coupon', { simpleResolvers: true })
export class CouponView {
  @Field(() => ID) id!: number;
  @Field(() => String) code!: string;
  @Field(() => String, { description: 'percentage, fixed or free_shipping.' }) discountType!: string;
  @Field(() => Float, { description: 'Percent for percentage (10 = 10%), rupees for fixed, 0 for free_shipping.' }) discountValue!: number;
  @Field(() => Money) minOrderValue!: Paise;
  @Field(() => Date, { nullable: true }) validUntil!: Date | null;
  @Field(() => String, { nullable: true }) description!: string | null;
}

@ObjectType('CouponValidation', { simpleResolvers: true })
export class CouponValidationView {
  @Field(() => Boolean) isValid!: boolean;
  @Field(() => String, { description: "The spec's message: 'Minimum order amount of ₹{min} required', 'Invalid coupon code', …" }) message!: string;
  @Field(() => CouponView, { nullable: true }) coupon!: CouponView | null;
  @Field(() => Money, { description: 'The discount on the subtotal it was checked against (0 when not valid).' }) discount!: Paise;
}

export const couponView = (c: CouponRow): CouponView => ({
  id: c.id,
  code: c.code,
  discountType: c.discountType,
  discountValue: c.discountValue / 100,
  minOrderValue: c.minOrderValue,
  validUntil: c.validUntil,
  description: c.description,
});

export const couponCheckView = (c: CouponCheck): CouponValidationView => ({
  isValid: c.isValid,
  message: c.message,
  coupon: c.coupon ? couponView(c.coupon) : null,
  discount: c.discount,
});
