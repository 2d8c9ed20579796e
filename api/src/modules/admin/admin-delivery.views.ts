import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('AdminDeliveryPincode', { description: 'A pincode the shop delivers to.', simpleResolvers: true })
export class AdminDeliveryPincodeView {
  @Field(() => String) code!: string;
  @Field(() => Int, { description: 'Slots offered only to this pincode (besides the shop-wide ones).' }) slotCount!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('AdminDeliverySlot', { description: 'A daily delivery window with its capacity in orders.', simpleResolvers: true })
export class AdminDeliverySlotView {
  @Field(() => ID) id!: number;
  @Field(() => String, { nullable: true, description: 'null: offered to every serviceable pincode.' }) pincode!: string | null;
  @Field(() => String, { description: 'HH:MM, shop time.' }) start!: string;
  @Field(() => String, { description: 'HH:MM, shop time.' }) end!: string;
  @Field(() => Int, { description: 'Orders per day.' }) capacity!: number;
  @Field(() => Boolean) isActive!: boolean;
}

@ObjectType('AdminDeliverySettings', { simpleResolvers: true })
export class AdminDeliverySettingsView {
  @Field(() => Int, { description: 'A slot stops taking orders this many minutes before it starts.' }) cutoffMinutes!: number;
  @Field(() => Int, { description: "How many hours before a window's cut-off a subscription's delivery becomes an order (1–48)." }) subscriptionLeadHours!: number;
  @Field(() => [AdminDeliveryPincodeView]) pincodes!: AdminDeliveryPincodeView[];
  @Field(() => [AdminDeliverySlotView]) slots!: AdminDeliverySlotView[];
}

@ObjectType('DeliverySlotRemoval', { simpleResolvers: true })
export class DeliverySlotRemovalView {
  @Field(() => Boolean, { description: 'False when orders booked it: it is deactivated instead.' }) deleted!: boolean;
  @Field(() => AdminDeliverySlotView) slot!: AdminDeliverySlotView;
}

@InputType()
export class DeliverySlotInput {
  @Field(() => String, { nullable: true, description: 'Empty for every serviceable pincode.' }) pincode?: string | null;
  @Field(() => String) start!: string;
  @Field(() => String) end!: string;
  @Field(() => Int) capacity!: number;
  @Field(() => Boolean, { defaultValue: true }) isActive!: boolean;
}
