import { Ctx, Extensions, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { phoneCodes } from '../messaging/phone-codes.js';
import { DEPS_TRACKED } from '../../core/guest-cache.js';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import { SHOP_SETTINGS } from '../../core/pricing.js';
import type { RequestContext } from '../../core/request-context.js';
import { shopProfileService } from './shop-profile.service.js';

@ObjectType('ShopSettings', { description: "Fees and limits the server applies to every cart and order (the fees are the shop profile's)." })
export class ShopSettingsType {
  @Field(() => String) currency!: string;
  @Field(() => Money) handlingFee!: Paise;
  @Field(() => Money) deliveryFee!: Paise;
  @Field(() => Money, { description: 'Subtotal from which delivery is free.' }) freeDeliveryThreshold!: Paise;
  @Field(() => Int) maxQuantityPerLine!: number;
  @Field(() => Boolean, {
    description: 'Whether one-time codes can go to a phone by text (sign-in and password reset by phone). False in production with no SMS provider: the shop asks for an email address instead.',
  })
  phoneCodes!: boolean;
}

@Resolver()
export class ShopSettingsResolver {
  @Extensions(DEPS_TRACKED)
  @Query(() => ShopSettingsType)
  async shopSettings(@Ctx() ctx: RequestContext): Promise<ShopSettingsType> {
    return { ...SHOP_SETTINGS, ...(await shopProfileService.fees(ctx.em)), phoneCodes: phoneCodes.offered };
  }
}
