import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import { CouponValidationView } from '../coupons/coupon.views.js';

@ObjectType('CartLine', { description: 'One product in the cart, priced from the catalogue now.', simpleResolvers: true })
export class CartLineView {
  @Field(() => ID) productId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => String, { description: 'Normalised unit (kg, gm, pcs, …).' }) unit!: string;
  @Field(() => Money, { description: 'List price of one unit.' }) price!: Paise;
  @Field(() => Money, { nullable: true }) discountPrice!: Paise | null;
  @Field(() => Money, { description: 'What one unit costs: the discount price when lower, else the price.' }) unitPrice!: Paise;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) stockQuantity!: number;
  @Field(() => Int, { description: 'The most this line may hold: stock, max_order_limit and 99, whichever is lowest.' }) maxQuantity!: number;
  @Field(() => Money) lineTotal!: Paise;
  @Field(() => Money) savings!: Paise;
  @Field(() => Boolean, { description: 'False when the product went inactive or lacks stock: shown, flagged, not sold.' }) available!: boolean;
  @Field(() => String, { nullable: true }) problem!: string | null;
}

@ObjectType('CartTotals', { description: "The server's figures for the sellable lines (decisions: Money and pricing).", simpleResolvers: true })
export class CartTotalsView {
  @Field(() => Money) subtotal!: Paise;
  @Field(() => Money) savings!: Paise;
  @Field(() => Money) deliveryFee!: Paise;
  @Field(() => Money) handlingFee!: Paise;
  @Field(() => Money) couponDiscount!: Paise;
  @Field(() => Money) total!: Paise;
  @Field(() => Money, { description: "What the subtotal still needs for free delivery ('Add ₹X more for free delivery'); 0 once reached." })
  amountForFreeDelivery!: Paise;
}

@ObjectType('Cart', { simpleResolvers: true })
export class CartView {
  @Field(() => [CartLineView]) lines!: CartLineView[];
  @Field(() => Int, { description: 'Sum of quantities (the badge).' }) itemCount!: number;
  @Field(() => CartTotalsView) totals!: CartTotalsView;
  @Field(() => CouponValidationView, { nullable: true, description: 'The check of the coupon code asked about, when one was given.' })
  coupon!: CouponValidationView | null;
}

@InputType('GuestCartLineInput', { description: "One line of a guest's cart on their device: a product and how many; the catalogue prices it." })
export class GuestCartLineInput {
  @Field(() => ID) productId!: string;
  @Field(() => Int, { description: 'A whole number from 1; more than may be ordered is capped when merged.' }) quantity!: number;
}

@ObjectType('GuestCartMergeNote', { description: 'A line the merge could not add as asked.', simpleResolvers: true })
export class GuestCartMergeNoteView {
  @Field(() => ID) productId!: number;
  @Field(() => String, { description: '`capped` (stock or the order limit), `out_of_stock` or `unavailable` (unknown or no longer sold).' }) kind!: string;
  @Field(() => Int, { description: "The line's quantity in the cart after the merge (0: not in the cart)." }) quantity!: number;
  @Field(() => String) message!: string;
}

@ObjectType('GuestCartMerge', { simpleResolvers: true })
export class GuestCartMergeView {
  @Field(() => CartView) cart!: CartView;
  @Field(() => [GuestCartMergeNoteView]) notes!: GuestCartMergeNoteView[];
}
