import { Field, ID, InputType, ObjectType } from 'type-graphql';

@InputType({ description: 'The contact form (spec §5): phone optional; subject one of the five options.' })
export class ContactMessageInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true, description: '10 to 15 digits when given.' }) phone?: string | null;
  @Field(() => String, { description: 'General Inquiry, Product Question, Order Issue, Feedback or Other.' }) subject!: string;
  @Field(() => String) message!: string;
}

@ObjectType({ simpleResolvers: true })
export class ContactMessageResult {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String, { description: 'What to tell the sender.' }) message!: string;
  @Field(() => ID) id!: number;
}
