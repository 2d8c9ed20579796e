import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';

@ObjectType('ContactMessage', { simpleResolvers: true })
export class ContactMessageView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String) subject!: string;
  @Field(() => String) message!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) handledAt!: Date | null;
}
