import { Migration } from '@mikro-orm/migrations';

/** Contact-form messages, kept for the back office (decisions: Contact messages). */
export class Migration20261122121600_contact_message extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contact_message" (
      "id" serial primary key,
      "name" varchar(100) not null,
      "email" varchar(254) not null,
      "phone" varchar(16) null,
      "subject" varchar(50) not null,
      "message" text not null,
      "created_at" timestamptz not null default now(),
      "handled_at" timestamptz null
    );`);
    this.addSql(`create index "contact_message_created_at_index" on "contact_message" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_message";`);
  }
}
