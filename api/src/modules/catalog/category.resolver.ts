import { Arg, Ctx, Extensions, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { DEPS_TRACKED, GUEST_CACHED } from '../../core/guest-cache.js';
import type { RequestContext } from '../../core/request-context.js';
import { catalogService } from './catalog.service.js';
import { CategoryView, HomeSectionView, ProductView } from './catalog.views.js';

@Resolver(() => CategoryView)
export class CategoryResolver {
  @Extensions(DEPS_TRACKED)
  @Extensions(GUEST_CACHED)
  @Query(() => [CategoryView])
  categories(
    @Arg('nonEmpty', () => Boolean, { defaultValue: false, description: 'Only categories with at least one active product (the /categories page).' })
    nonEmpty: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<CategoryView[]> {
    return catalogService.listCategories(ctx, { nonEmpty });
  }

  @Extensions(DEPS_TRACKED)
  @Extensions(GUEST_CACHED)
  @Query(() => [HomeSectionView], { description: "The home page's sections in order: the categories an admin marked for the home page." })
  homeSections(@Ctx() ctx: RequestContext): Promise<HomeSectionView[]> {
    return catalogService.homeSections(ctx);
  }

  @FieldResolver(() => Int, { description: 'Active products in this category.' })
  productCount(@Root() category: CategoryView, @Ctx() ctx: RequestContext): Promise<number> | number {
    return catalogService.activeProductCount(ctx, category);
  }

  @FieldResolver(() => [ProductView], { description: 'The first active products of this category in catalogue order (first: 1 to 24).' })
  products(
    @Root() category: CategoryView,
    @Arg('first', () => Int, { defaultValue: 10 }) first: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ProductView[]> {
    return catalogService.categoryProducts(ctx, category, first);
  }
}
