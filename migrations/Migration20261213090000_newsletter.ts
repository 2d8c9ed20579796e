import { Migration } from '@mikro-orm/migrations';

/**
 * The newsletter (issue 40 part 2, docs/decisions/0046-newsletter.md): one row per address with
 * double opt-in. A subscriber is `pending` until the link of the confirmation email is opened
 * (`consented_at`), `subscribed` after, `unsubscribed` once a link of any newsletter email is used.
 * Links carry random tokens; only their SHA-256 is stored, one row per link sent, so every
 * email's unsubscribe link keeps working.
 */
export class Migration20261213090000_newsletter extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "newsletter_subscriber" (
      "id" serial primary key,
      "email" varchar(254) not null,
      "status" text not null default 'pending' check ("status" in ('pending', 'subscribed', 'unsubscribed')),
      "source" text not null default 'form' check ("source" in ('form', 'signup')),
      "created_at" timestamptz not null default now(),
      "consented_at" timestamptz null,
      "unsubscribed_at" timestamptz null,
      constraint "newsletter_subscriber_consent" check ("status" <> 'subscribed' or "consented_at" is not null)
    );`);
    this.addSql(`create unique index "newsletter_subscriber_email_unique" on "newsletter_subscriber" ("email");`);
    this.addSql(`create table "newsletter_token" (
      "token_hash" char(64) primary key,
      "subscriber_id" int not null references "newsletter_subscriber" ("id") on delete cascade,
      "purpose" text not null check ("purpose" in ('confirm', 'unsubscribe')),
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "newsletter_token_subscriber_index" on "newsletter_token" ("subscriber_id");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "newsletter_token";');
    this.addSql('drop table if exists "newsletter_subscriber";');
  }
}
