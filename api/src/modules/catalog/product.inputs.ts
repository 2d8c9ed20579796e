import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';

export enum ProductSort {
  FEATURED = 'FEATURED',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  NEWEST = 'NEWEST',
  RATING = 'RATING',
  DISCOUNT = 'DISCOUNT',
}

registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'The order of a product list; every order ends on the product id, so pages never overlap.',
  valuesConfig: {
    FEATURED: { description: 'The catalogue order (oldest first); the default.' },
    PRICE_ASC: { description: 'Unit price (the discount price when lower), lowest first.' },
    PRICE_DESC: { description: 'Unit price (the discount price when lower), highest first.' },
    NEWEST: { description: 'Most recently added first.' },
    RATING: { description: 'Average rating, highest first; more reviews first on a tie; products without reviews last.' },
    DISCOUNT: { description: 'Largest share off the price first; undiscounted products last.' },
  },
});

@ArgsType()
export class ProductsArgs {
  @Field(() => String, { nullable: true, description: 'A category id or slug (seasonal, top-deals, fresh-chunks, dry-fruits).' })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of the product name.' })
  search?: string | null;

  @Field(() => ProductSort, { defaultValue: ProductSort.FEATURED })
  sort: ProductSort = ProductSort.FEATURED;

  @Field(() => Int, { defaultValue: 24, description: 'Page size, 1 to 100.' })
  first: number = 24;

  @Field(() => Int, { defaultValue: 0 })
  offset: number = 0;
}
