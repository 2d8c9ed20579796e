import { Extensions, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { DEPS_TRACKED } from '../../core/guest-cache.js';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import { SHOP_SETTINGS } from '../../core/pricing.js';

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
  @Extensions(DEPS_TRACKED)
  @Query(() => ShopSettingsType)
  shopSettings(): ShopSettingsType {
    return { ...SHOP_SETTINGS };
  }
}
