import { Ctx, Extensions, Field, GraphQLISODateTime, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { DEPS_TRACKED, GUEST_CACHED } from '../../core/guest-cache.js';
import type { RequestContext } from '../../core/request-context.js';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import { shopProfileService } from './shop-profile.service.js';

@ObjectType('ShopProfile', { description: "The shop's own details, edited in the back office (empty until the owner fills them in).", simpleResolvers: true })
export class ShopProfileView {
  @Field(() => String) tradeName!: string;
  @Field(() => String, { description: 'The name the shop is registered under (invoices).' }) legalName!: string;
  @Field(() => String, { description: 'The helpline.' }) phone!: string;
  @Field(() => String, { description: 'The support email.' }) email!: string;
  @Field(() => String) address!: string;
  @Field(() => String, { description: 'The state of the place of business (GST).' }) state!: string;
  @Field(() => String) supportHours!: string;
  @Field(() => String, { description: 'The GST registration number (15 characters).' }) gstin!: string;
  @Field(() => String, { description: 'The FSSAI licence number (14 digits).' }) fssaiLicence!: string;
  @Field(() => String, { description: 'The grievance officer (Consumer Protection (E-Commerce) Rules, 2020).' }) grievanceOfficerName!: string;
  @Field(() => String) grievanceOfficerEmail!: string;
  @Field(() => String) grievanceOfficerPhone!: string;
  @Field(() => Int, { description: 'How long after delivery a customer may report a problem with an order (hours).' }) reportWindowHours!: number;
  @Field(() => Money, { description: 'Charged while 0 < subtotal < freeDeliveryThreshold.' }) deliveryFee!: Paise;
  @Field(() => Money, { description: 'Charged on every order with a subtotal above zero.' }) handlingFee!: Paise;
  @Field(() => Money, { description: 'Subtotal from which delivery is free.' }) freeDeliveryThreshold!: Paise;
  @Field(() => GraphQLISODateTime, { nullable: true }) updatedAt!: Date | null;
}

@Resolver()
export class ShopProfileResolver {
  @Extensions(DEPS_TRACKED)
  @Extensions(GUEST_CACHED)
  @Query(() => ShopProfileView)
  shopProfile(@Ctx() ctx: RequestContext): Promise<ShopProfileView> {
    return shopProfileService.get(ctx.em);
  }
}
