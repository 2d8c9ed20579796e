import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';

@ObjectType('AdminProduct', { description: 'A product with every field the admin form edits.', simpleResolvers: true })
export class AdminProductView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => [String]) imageGallery!: string[];
  @Field(() => Money) price!: Paise;
  @Field(() => Money, { nullable: true }) discountPrice!: Paise | null;
  @Field(() => String) unit!: string;
  @Field(() => Float, { nullable: true }) weight!: number | null;
  @Field(() => ID) categoryId!: number;
  @Field(() => String) categoryName!: string;
  @Field(() => Int) stockQuantity!: number;
  @Field(() => Int, { nullable: true }) maxOrderLimit!: number | null;
  @Field(() => [String]) tags!: string[];
  @Field(() => GraphQLJSONObject, { nullable: true }) customAttributes!: Record<string, string> | null;
  @Field(() => String, { nullable: true }) countryOfOrigin!: string | null;
  @Field(() => String, { nullable: true }) storageInstruction!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) availableFrom!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) availableUntil!: string | null;
  @Field(() => Boolean) isFeatured!: boolean;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => String) deliveryTime!: string;
  @Field(() => String, { nullable: true, description: "The spec's supplied_id: the supplier's own reference." }) suppliedId!: string | null;
  @Field(() => String, { nullable: true, description: 'HSN code for the tax invoice: 4, 6 or 8 digits.' }) hsnCode!: string | null;
  @Field(() => Float, { description: 'GST rate in percent (0, 0.25, 3, 5, 12, 18, 28 or 40); prices include it.' }) gstRate!: number;
  @Field(() => Boolean, { description: 'Some order bought it: deleting deactivates it instead.' }) hasOrders!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@InputType({ description: 'The product form. On update, a field left out keeps its value and null clears it.' })
export class ProductInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'An address from POST /api/uploads or a web address; required on add.' }) image?: string | null;
  @Field(() => [String], { nullable: true }) imageGallery?: string[] | null;
  @Field(() => Money, { nullable: true }) price?: Paise | null;
  @Field(() => Money, { nullable: true }) discountPrice?: Paise | null;
  @Field(() => String, { nullable: true, description: 'kg, gm, pcs, ltr…' }) unit?: string | null;
  @Field(() => Float, { nullable: true }) weight?: number | null;
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => Int, { nullable: true }) stockQuantity?: number | null;
  @Field(() => Int, { nullable: true }) maxOrderLimit?: number | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) customAttributes?: Record<string, unknown> | null;
  @Field(() => String, { nullable: true }) countryOfOrigin?: string | null;
  @Field(() => String, { nullable: true }) storageInstruction?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; today when empty on add.' }) availableFrom?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; 2030-12-31 when empty on add.' }) availableUntil?: string | null;
  @Field(() => Boolean, { nullable: true }) isFeatured?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
  @Field(() => String, { nullable: true }) deliveryTime?: string | null;
  @Field(() => String, { nullable: true, description: 'Up to 50 letters, digits, spaces or . _ / -; null clears it.' }) suppliedId?: string | null;
  @Field(() => String, { nullable: true, description: 'HSN code: 4, 6 or 8 digits; null clears it.' }) hsnCode?: string | null;
  @Field(() => Float, { nullable: true, description: 'GST rate in percent (0, 0.25, 3, 5, 12, 18, 28 or 40); null means 0.' }) gstRate?: number | null;
}

@ObjectType('ProductRemoval', { simpleResolvers: true })
export class ProductRemovalView {
  @Field(() => Boolean, { description: 'False when some order bought it: it is deactivated instead.' }) deleted!: boolean;
  @Field(() => String) message!: string;
  @Field(() => AdminProductView) product!: AdminProductView;
}
