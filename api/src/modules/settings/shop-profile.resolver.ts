import { Ctx, Extensions, Field, GraphQLISODateTime, ObjectType, Query, Resolver } from 'type-graphql';
import { DEPS_TRACKED, GUEST_CACHED } from '../../core/guest-cache.js';
import type { RequestContext } from '../../core/request-context.js';
import { shopProfileService } from './shop-profile.service.js';

@ObjectType('ShopProfile', { description: "The shop's own details, edited in the back office (empty until the owner fills them in).", simpleResolvers: true })
export class ShopProfileView {
  @Field(() => String) tradeName!: string;
  @Field(() => String, { description: 'The helpline.' }) phone!: string;
  @Field(() => String, { description: 'The support email.' }) email!: string;
  @Field(() => String) address!: string;
  @Field(() => String) supportHours!: string;
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
