import { Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';

/**
 * The shop's money constants (decisions: Money and pricing), in one place on the server and
 * exposed to clients, so the cart's "Add ₹X more for free delivery" and the order agree.
 */
export const SHOP_SETTINGS = {
  currency: 'INR',
  /** ₹9 on every order with a subtotal above zero. */
  handlingFee: 900 as Paise,
  /** ₹25 while 0 < subtotal < ₹100. */
  deliveryFee: 2500 as Paise,
  /** Delivery is free from ₹100. */
  freeDeliveryThreshold: 10000 as Paise,
  /** The most of one product a cart line may hold, whatever the stock. */
  maxQuantityPerLine: 99,
} as const;

@ObjectType('ShopSettings', { description: 'Fees and limits the server applies to every cart and order.' })
export class ShopSettingsType {
  @Field(() => String) currency!: string;
  @Field(() => Money) handlingFee!: Paise;
  @Field(() => Money) deliveryFee!: Paise;
  @Field(() => Money, { description: 'Subtotal from which delivery is free.' }) freeDeliveryThreshold!: Paise;
  @Field(() => Int) maxQuantityPerLine!: number;
}

@Resolver()
export class ShopSettingsResolver {
  @Query(() => ShopSettingsType)
  shopSettings(): ShopSettingsType {
    return { ...SHOP_SETTINGS };
  }
}
