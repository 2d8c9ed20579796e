import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { catalogService } from './catalog.service.js';
import { ProductPage, ProductView } from './catalog.views.js';
import { ProductsArgs } from './product.inputs.js';

@Resolver(() => ProductView)
export class ProductResolver {
  @Query(() => ProductPage, { description: 'Active products, filtered by category and name, oldest first.' })
  products(@Args(() => ProductsArgs) args: ProductsArgs, @Ctx() ctx: RequestContext): Promise<ProductPage> {
    return catalogService.listProducts(ctx, args);
  }

  @Query(() => ProductView, { nullable: true, description: 'An active product; a NOT_FOUND error when there is none.' })
  product(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ProductView> {
    return catalogService.getProduct(ctx, id);
  }
}
