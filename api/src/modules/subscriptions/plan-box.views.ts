import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

/* What is in a plan's box, as the storefront and the back office show it (issue 38). */

export enum PlanBoxLineKind {
  PRODUCT = 'PRODUCT',
  SEASONAL_PICK = 'SEASONAL_PICK',
}

registerEnumType(PlanBoxLineKind, {
  name: 'PlanBoxLineKind',
  description: 'A named product, or a seasonal pick: an in-stock product of a category, chosen by staff on the day.',
});

@ObjectType('PlanBoxProduct', { description: 'A product a box names, on sale or not.', simpleResolvers: true })
export class PlanBoxProductView {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Main image URL.' })
  image!: string | null;

  @Field(() => String, { description: 'Normalised unit, as Product.unit.' })
  unit!: string;

  @Field(() => Float, { nullable: true, description: 'The size of what one unit is (500 for a 500 g pack), as Product.weight.' })
  weight!: number | null;

  @Field(() => Boolean, { description: 'False when the product is off sale: the box still lists it and staff substitute a similar fruit on the day.' })
  isActive!: boolean;
}

@ObjectType('PlanBoxCategory', { description: "A seasonal pick's category.", simpleResolvers: true })
export class PlanBoxCategoryView {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  slug!: string;
}

@ObjectType('PlanBoxLine', { description: 'One line of a plan\'s box, in the order the box lists them.', simpleResolvers: true })
export class PlanBoxLineView {
  @Field(() => Int, { description: '1 first.' })
  position!: number;

  @Field(() => PlanBoxLineKind)
  kind!: PlanBoxLineKind;

  @Field(() => Int, { description: '1 to 99, counted in `unit` (as an order line counts the product: one 500 g pack is 1).' })
  quantity!: number;

  @Field(() => String, { description: "What the quantity counts: the product's unit, or the seasonal pick's (kg, pcs, dzn, pkt or box)." })
  unit!: string;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => PlanBoxProductView, { nullable: true, description: 'The product of a PRODUCT line; null for a seasonal pick.' })
  product!: PlanBoxProductView | null;

  @Field(() => PlanBoxCategoryView, { nullable: true, description: 'The category of a SEASONAL_PICK line; null for a product line.' })
  category!: PlanBoxCategoryView | null;

  @Field(() => String, { description: "The line as one text: '1 kg Shimla Apple', '2 × 500 gm Shahi Litchi', '1 kg seasonal pick from season's special'." })
  label!: string;
}
