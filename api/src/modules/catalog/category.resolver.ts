import { Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { catalogService } from './catalog.service.js';
import { CategoryView } from './catalog.views.js';

@Resolver(() => CategoryView)
export class CategoryResolver {
  @Query(() => [CategoryView])
  categories(@Ctx() ctx: RequestContext): Promise<CategoryView[]> {
    return catalogService.listCategories(ctx);
  }

  @FieldResolver(() => Int, { description: 'Active products in this category.' })
  productCount(@Root() category: CategoryView, @Ctx() ctx: RequestContext): Promise<number> | number {
    return catalogService.activeProductCount(ctx, category);
  }
}
