import { Arg, Args, Ctx, Field, FieldResolver, Float, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../http/context.js';
import { discountPercent, type Paise } from '../../lib/money.js';
import { Money } from '../../graphql/scalars.js';
import { catalogService } from './catalog.service.js';
import { Category } from './category.entity.js';
import { ProductsArgs } from './product.inputs.js';
import { Product } from './product.entity.js';

@ObjectType()
export class ProductPage {
  @Field(() => [Product])
  items!: Product[];

  @Field(() => Int)
  totalCount!: number;

  @Field(() => Boolean)
  hasMore!: boolean;
}

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => ProductPage, { description: 'Active products, filtered by category and name, oldest first.' })
  products(@Args(() => ProductsArgs) args: ProductsArgs, @Ctx() ctx: RequestContext): Promise<ProductPage> {
    return catalogService.listProducts(ctx, args);
  }

  @Query(() => Product, { nullable: true, description: 'An active product; a NOT_FOUND error when there is none.' })
  product(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Product> {
    return catalogService.getProduct(ctx, id);
  }

  @FieldResolver(() => Category)
  category(@Root() product: Product): Promise<Category> {
    return product.category.load({ dataloader: true }) as Promise<Category>;
  }

  @FieldResolver(() => Money, { description: 'What one unit costs: the discount price when lower, else the price.' })
  unitPrice(@Root() product: Product): Paise {
    return product.unitPrice;
  }

  @FieldResolver(() => Boolean)
  hasDiscount(@Root() product: Product): boolean {
    return product.unitPrice < product.price;
  }

  @FieldResolver(() => Int, { description: 'Whole percent off the price (0 when not discounted).' })
  discountPercentage(@Root() product: Product): number {
    return discountPercent(product.price, product.unitPrice);
  }

  @FieldResolver(() => Float, { description: 'Average review rating to 1 decimal; 4.5 when there are no reviews.' })
  async averageRating(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<number> {
    return (await catalogService.rating(ctx, product.id)).averageRating;
  }

  @FieldResolver(() => Int)
  async reviewCount(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<number> {
    return (await catalogService.rating(ctx, product.id)).reviewCount;
  }
}
