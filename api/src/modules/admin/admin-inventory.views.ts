import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('InventoryLogEntry', { simpleResolvers: true })
export class InventoryLogView {
  @Field(() => ID) id!: number;
  @Field(() => ID) productId!: number;
  @Field(() => String) productName!: string;
  @Field(() => Int, { description: 'Units added (+) or taken (−).' }) change!: number;
  @Field(() => Int) stockAfter!: number;
  @Field(() => String, { description: 'order, order_cancelled, order_returned, payment_expired or admin_adjustment.' }) reason!: string;
  @Field(() => ID, { nullable: true }) orderId!: number | null;
  @Field(() => ID, { nullable: true }) adminId!: number | null;
  @Field(() => String, { nullable: true }) adminName!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('StockLevel', { simpleResolvers: true })
export class StockLevelView {
  @Field(() => ID) productId!: number;
  @Field(() => Int) stockQuantity!: number;
}
