import { ArgsType, Field, Int } from 'type-graphql';

@ArgsType()
export class ProductsArgs {
  @Field(() => String, { nullable: true, description: 'A category id or slug (seasonal, top-deals, fresh-chunks, dry-fruits).' })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of the product name.' })
  search?: string | null;

  @Field(() => Int, { defaultValue: 24, description: 'Page size, 1 to 100.' })
  first: number = 24;

  @Field(() => Int, { defaultValue: 0 })
  offset: number = 0;
}
