import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';

/*
 * The public shapes of the catalogue. Storefront reads are read-only and hot, so they are
 * plain objects filled from one SQL statement (catalog.queries.ts) instead of managed
 * entities: MikroORM hydration and the identity map cost several times the query itself.
 * `simpleResolvers` skips type-graphql's per-field middleware wrapper for plain fields.
 */

@ObjectType('Category', { description: 'A catalogue category such as "season\'s special".', simpleResolvers: true })
export class CategoryView {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Stable URL slug such as seasonal, top-deals, fresh-chunks, dry-fruits.' })
  slug!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  /** Filled when the query counted it; otherwise the field resolver batches it. */
  productCount?: number;
}

@ObjectType('Product', { simpleResolvers: true })
export class ProductView {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'Main image URL.' })
  image!: string | null;

  @Field(() => [String])
  imageGallery!: string[];

  @Field(() => Money)
  price!: Paise;

  @Field(() => Money, { nullable: true })
  discountPrice!: Paise | null;

  @Field(() => Money, { description: 'What one unit costs: the discount price when lower, else the price.' })
  unitPrice!: Paise;

  @Field(() => Boolean)
  hasDiscount!: boolean;

  @Field(() => Int, { description: 'Whole percent off the price (0 when not discounted).' })
  discountPercentage!: number;

  @Field(() => String)
  unit!: string;

  @Field(() => Float, { nullable: true })
  weight!: number | null;

  @Field(() => CategoryView)
  category!: CategoryView;

  @Field(() => Int)
  stockQuantity!: number;

  @Field(() => Int, { nullable: true })
  maxOrderLimit!: number | null;

  @Field(() => [String])
  tags!: string[];

  @Field(() => GraphQLJSONObject, { nullable: true })
  customAttributes!: Record<string, string> | null;

  @Field(() => String, { nullable: true })
  countryOfOrigin!: string | null;

  @Field(() => String, { nullable: true })
  storageInstruction!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date (YYYY-MM-DD).' })
  availableFrom!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date (YYYY-MM-DD).' })
  availableUntil!: string | null;

  @Field(() => Boolean)
  isFeatured!: boolean;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Float, { description: 'Average review rating to 1 decimal; 4.5 when there are no reviews.' })
  averageRating!: number;

  @Field(() => Int)
  reviewCount!: number;

  @Field(() => String)
  deliveryTime!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('ProductPage', { simpleResolvers: true })
export class ProductPage {
  @Field(() => [ProductView])
  items!: ProductView[];

  @Field(() => Int)
  totalCount!: number;

  @Field(() => Boolean)
  hasMore!: boolean;
}
