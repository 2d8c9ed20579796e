import { Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { catalogService } from './catalog.service.js';
import { Category } from './category.entity.js';

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category])
  categories(@Ctx() ctx: RequestContext): Promise<Category[]> {
    return catalogService.listCategories(ctx);
  }

  @FieldResolver(() => Int, { description: 'Active products in this category.' })
  productCount(@Root() category: Category, @Ctx() ctx: RequestContext): Promise<number> {
    return catalogService.activeProductCount(ctx, category.id);
  }
}
