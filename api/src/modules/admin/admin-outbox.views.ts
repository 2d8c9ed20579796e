import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { OutboxMessage } from '../messaging/outbox-message.entity.js';

/** A message the shop could not deliver. Never its text: a one-time code is in it. */
@ObjectType('UndeliveredMessage', { description: 'A message that failed for good (refused, or given up after its retries), with the reason.', simpleResolvers: true })
export class UndeliveredMessageView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'email or sms.' }) channel!: string;
  @Field(() => String, { description: 'The email address or phone number it was for.' }) recipient!: string;
  @Field(() => String) subject!: string;
  @Field(() => Int, { description: 'Delivery attempts made.' }) attempts!: number;
  @Field(() => String, { description: "Why: the provider's or mail server's last answer." }) reason!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) failedAt!: Date | null;

  static from(m: OutboxMessage): UndeliveredMessageView {
    return {
      id: m.id,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      attempts: m.attempts,
      reason: m.lastError ?? 'unknown',
      createdAt: m.createdAt,
      failedAt: m.failedAt ?? null,
    };
  }
}
