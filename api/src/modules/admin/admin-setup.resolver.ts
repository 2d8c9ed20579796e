import { Arg, Ctx, Field, InputType, Int, ObjectType, Mutation, Query, Resolver } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import type { RequestContext } from '../../core/request-context.js';
import { ShopProfileView } from '../settings/shop-profile.resolver.js';
import { shopProfileService } from '../settings/shop-profile.service.js';
import { AdminOnly } from './admin-guard.js';
import { actingAdmin } from './admin-log.service.js';
import { readinessService, type SetupFacts } from './admin-readiness.service.js';

@ObjectType('ReadinessItem', { simpleResolvers: true })
export class ReadinessItemView {
  @Field(() => String, { description: 'pincodes, slots, products, home, contact, payments or mail.' }) id!: string;
  @Field(() => String) label!: string;
  @Field(() => Boolean) done!: boolean;
  @Field(() => String) detail!: string;
  @Field(() => String, { nullable: true, description: 'The back office page that fixes it (?page=…); null when only the server settings can.' }) page!: string | null;
  @Field(() => Boolean, { description: 'Needed before the first order can be placed and delivered.' }) required!: boolean;
}

@ObjectType('ShopReadiness', { description: 'The first-run checklist.', simpleResolvers: true })
export class ShopReadinessView {
  @Field(() => [ReadinessItemView]) items!: ReadinessItemView[];
  @Field(() => Boolean, { description: 'Every required item is done.' }) ready!: boolean;
}

@InputType('ShopProfileInput', { description: 'The whole profile: a text field left out or empty is cleared; a number left out keeps its value.' })
export class ShopProfileInput {
  @Field(() => String, { nullable: true }) tradeName?: string | null;
  @Field(() => String, { nullable: true }) legalName?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'An Indian state or union territory (the GSTIN begins with its code).' }) state?: string | null;
  @Field(() => String, { nullable: true }) supportHours?: string | null;
  @Field(() => String, { nullable: true }) gstin?: string | null;
  @Field(() => String, { nullable: true }) fssaiLicence?: string | null;
  @Field(() => String, { nullable: true }) grievanceOfficerName?: string | null;
  @Field(() => String, { nullable: true }) grievanceOfficerEmail?: string | null;
  @Field(() => String, { nullable: true }) grievanceOfficerPhone?: string | null;
  @Field(() => Int, { nullable: true, description: '1 to 720.' }) reportWindowHours?: number | null;
  @Field(() => Money, { nullable: true }) deliveryFee?: Paise | null;
  @Field(() => Money, { nullable: true }) handlingFee?: Paise | null;
  @Field(() => Money, { nullable: true }) freeDeliveryThreshold?: Paise | null;
}

/** A test-mode start when the app gave no facts (the schema emitter). */
const NO_FACTS: SetupFacts = { paymentMode: 'simulated', mailConfigured: false, production: false };

/** The first-run checklist and the shop's profile (issue 36). The app builds it with its configuration's facts. */
@Resolver()
export class AdminSetupResolver {
  constructor(private readonly facts: SetupFacts = NO_FACTS) {}

  @AdminOnly()
  @Query(() => ShopReadinessView, { description: 'What the shop lacks before its first order can be delivered, each with the page that fixes it.' })
  shopReadiness(@Ctx() ctx: RequestContext): Promise<ShopReadinessView> {
    return readinessService.check(ctx.em, this.facts);
  }

  @AdminOnly()
  @Mutation(() => ShopProfileView, { description: "Replaces the shop's profile (an empty text field is cleared; a number left out is kept)." })
  updateShopProfile(@Arg('input', () => ShopProfileInput) input: ShopProfileInput, @Ctx() ctx: RequestContext): Promise<ShopProfileView> {
    return shopProfileService.update(ctx.em, actingAdmin(ctx), input);
  }
}
