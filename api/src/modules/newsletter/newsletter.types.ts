import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'What to tell the visitor after a newsletter request.' })
export class NewsletterReply {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
}

@ObjectType({ simpleResolvers: true, description: 'One address of the newsletter list (back office).' })
export class NewsletterSubscriber {
  @Field(() => ID) id!: number;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'pending (waiting for the confirmation link), subscribed or unsubscribed.' }) status!: string;
  @Field(() => String, { description: 'form (a newsletter box) or signup (the sign-up checkbox).' }) source!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the address confirmed (the link, or a verified sign-up).' }) consentedAt?: Date | null;
  @Field(() => Date, { nullable: true }) unsubscribedAt?: Date | null;
}
