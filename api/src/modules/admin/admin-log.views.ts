import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';

@ObjectType('AdminLogEntry', { simpleResolvers: true })
export class AdminLogView {
  @Field(() => ID) id!: number;
  @Field(() => ID, { nullable: true }) adminId!: number | null;
  @Field(() => String, { nullable: true }) adminName!: string | null;
  @Field(() => String, { nullable: true }) adminEmail!: string | null;
  @Field(() => String, { description: 'login_attempt_failed, login_successful, login_error, order_status_changed, coupon_created, …' }) action!: string;
  @Field(() => String, { nullable: true }) targetType!: string | null;
  @Field(() => String, { nullable: true }) targetId!: string | null;
  @Field(() => GraphQLJSONObject, { description: 'What changed: {field: {from, to}} for edits.' }) changes!: Record<string, unknown>;
  @Field(() => String, { nullable: true }) ip!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
