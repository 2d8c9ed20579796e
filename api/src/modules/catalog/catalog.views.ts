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

@ObjectType('ProductAttribute', { description: 'One custom attribute of a product, e.g. Variety: Alphonso.', simpleResolvers: true })
export class ProductAttribute {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  value!: string;
}

@ObjectType('Review', { description: "A customer's rating of a product.", simpleResolvers: true })
export class ReviewView {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  productId!: number;

  /** Public on the REST shim (the spec's user_id); not a GraphQL field. */
  userId!: number;

  @Field(() => Int, { description: '1 to 5 stars.' })
  rating!: number;

  @Field(() => String, { nullable: true })
  comment!: string | null;

  @Field(() => [String], { description: 'Image URLs attached to the review.' })
  images!: string[];

  @Field(() => String, { description: 'How the reviewer is shown: first name and last initial, e.g. "Asha K."' })
  reviewerName!: string;

  @Field(() => Date)
  createdAt!: Date;
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

  @Field(() => [String], { description: 'Gallery image URLs; empty when the stored gallery cannot be read.' })
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

  @Field(() => String, { description: 'Normalised unit: kg, gm, ltr, ml, pcs, dzn, pkt, btl, can or box (aliases mapped, default kg); any other unit lower-cased.' })
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

  @Field(() => [ProductAttribute], { description: 'The custom attributes as key/value pairs, in stored order.' })
  attributes!: ProductAttribute[];

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

  @Field(() => Float, { nullable: true, description: 'Average review rating to 1 decimal; null when there are no reviews (nothing is invented).' })
  averageRating!: number | null;

  @Field(() => Int)
  reviewCount!: number;

  @Field(() => String, { description: "Delivery estimate; '2-3 business days' when none is set." })
  deliveryTime!: string;

  @Field(() => String, { description: "The unit the product page shows: the stored unit, or with none 'gm' when it has a weight, else 'pcs' (spec §3)." })
  detailUnit!: string;

  @Field(() => String, { description: "What the price buys, from unit and weight: 'per kg', 'per 500 g pack', 'per dozen', 'per box'." })
  priceUnit!: string;

  @Field(() => String, { nullable: true, description: "The spec's supplied_id: the supplier's own reference for this product." })
  suppliedId!: string | null;

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

@ObjectType('HomeSection', { description: 'A section of the home page: a category with its heading.', simpleResolvers: true })
export class HomeSectionView {
  @Field(() => ID) categoryId!: number;
  @Field(() => String, { description: "The category's slug (products(category: slug), /shop?category=slug)." }) slug!: string;
  @Field(() => String) title!: string;
  @Field(() => Boolean, { description: 'Whether the tab bar at the top of the home page names it.' }) tab!: boolean;
}
