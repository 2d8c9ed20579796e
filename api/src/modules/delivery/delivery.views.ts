import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('DeliverySlot', { description: 'One delivery window on one day (shop time, Asia/Kolkata).', simpleResolvers: true })
export class DeliverySlotView {
  @Field(() => ID, { description: '`<slotId>:<YYYY-MM-DD>`: what placeOrder takes as deliverySlotId.' }) id!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => String, { description: 'HH:MM' }) start!: string;
  @Field(() => String, { description: 'HH:MM' }) end!: string;
  @Field(() => Int, { description: 'Orders it can still take now: 0 when full or closed.' }) available!: number;
  @Field(() => String, { description: 'open, full or closed (past the same-day cut-off).' }) status!: string;
}

@ObjectType('DeliverySlots', { simpleResolvers: true })
export class DeliverySlotsView {
  @Field(() => String) pincode!: string;
  @Field(() => Boolean, { description: 'False when the shop does not deliver to this pincode.' }) serviceable!: boolean;
  @Field(() => [DeliverySlotView], { description: 'Today and the next two days, in time order.' }) slots!: DeliverySlotView[];
}

@ObjectType('OrderDeliverySlot', { description: 'The slot an order booked, as it was when booked.', simpleResolvers: true })
export class OrderDeliverySlotView {
  @Field(() => ID) id!: string;
  @Field(() => String) date!: string;
  @Field(() => String) start!: string;
  @Field(() => String) end!: string;
}
