import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';

@ObjectType('Customer', { description: 'A customer as the back office lists them.', simpleResolvers: true })
export class CustomerView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'First name.' }) name!: string;
  @Field(() => String, { nullable: true }) middleName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'The primary address on one line.' }) address!: string | null;
  @Field(() => Int) orderCount!: number;
  @Field(() => Money, { description: 'Orders that are not cancelled or returned.' }) totalSpent!: Paise;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
