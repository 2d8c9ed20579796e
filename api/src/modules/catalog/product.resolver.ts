import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Extensions, FieldResolver, ID, Info, Int, Query, Resolver, Root } from 'type-graphql';
import { DEPS_TRACKED, GUEST_CACHED } from '../../core/guest-cache.js';
import type { RequestContext } from '../../core/request-context.js';
import { selectedFields } from '../../lib/selection.js';
import { catalogService } from './catalog.service.js';
import { ProductPage, ProductView, ReviewView } from './catalog.views.js';
import { ProductsArgs } from './product.inputs.js';
import { reviewService } from './review.service.js';

@Resolver(() => ProductView)
export class ProductResolver {
  @Extensions(DEPS_TRACKED)
  @Extensions(GUEST_CACHED)
  @Query(() => ProductPage, { description: 'Active products, filtered by category and name, in the order asked for (catalogue order by default).' })
  products(@Args(() => ProductsArgs) args: ProductsArgs, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo): Promise<ProductPage> {
    // Only the columns the query's product (and category) fields need are read.
    return catalogService.listProducts(ctx, args, { product: selectedFields(info, ['items']), category: selectedFields(info, ['items', 'category']) });
  }

  @Extensions(DEPS_TRACKED)
  @Extensions(GUEST_CACHED)
  @Query(() => ProductView, { nullable: true, description: 'An active product; null for an unknown or hidden one (the page answers 404).' })
  product(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ProductView | null> {
    return catalogService.findProduct(ctx, id);
  }

  @FieldResolver(() => [ReviewView], { description: 'The newest reviews (first: 1 to 50).' })
  reviews(
    @Root() product: ProductView,
    @Arg('first', () => Int, { defaultValue: 10 }) first: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ReviewView[]> {
    return reviewService.productReviews(ctx, product, first);
  }

  @FieldResolver(() => [ProductView], { description: 'Other active products of the same category, featured first (first: 1 to 24).' })
  relatedProducts(
    @Root() product: ProductView,
    @Arg('first', () => Int, { defaultValue: 4 }) first: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ProductView[]> {
    return catalogService.relatedProducts(ctx, product, first);
  }
}
