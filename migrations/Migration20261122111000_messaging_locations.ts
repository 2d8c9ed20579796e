import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox (messages committed with the change that causes them, delivered afterwards by
 * the worker) and the location lists behind the address forms: states, cities, pincodes.
 */
export class Migration20261122111000_messaging_locations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "outbox_message" (
      "id" serial primary key,
      "channel" text check ("channel" in ('email', 'sms')) not null,
      "recipient" varchar(254) not null,
      "subject" varchar(200) not null,
      "body" text not null,
      "status" text check ("status" in ('pending', 'sent', 'failed')) not null default 'pending',
      "attempts" smallint not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "last_error" text null,
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null
    );`);
    // The worker's scan: only pending rows, in the order they fall due.
    this.addSql(`create index "outbox_message_due_index" on "outbox_message" ("next_attempt_at", "id") where "status" = 'pending';`);
    // The development outbox lists by recipient, newest first.
    this.addSql(`create index "outbox_message_recipient_index" on "outbox_message" ("recipient", "created_at" desc);`);

    this.addSql(`create table "state" ("id" serial primary key, "name" varchar(100) not null, "code" varchar(2) null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "state" add constraint "state_name_unique" unique ("name");`);
    this.addSql(`alter table "state" add constraint "state_code_unique" unique ("code");`);

    this.addSql(`create table "city" ("id" serial primary key, "name" varchar(100) not null, "state_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "city" add constraint "city_state_id_name_unique" unique ("state_id", "name");`);
    this.addSql(`alter table "city" add constraint "city_state_id_foreign" foreign key ("state_id") references "state" ("id") on update cascade on delete restrict;`);

    this.addSql(`create table "pincode" ("id" serial primary key, "code" varchar(6) not null, "city_id" int not null, "area" varchar(100) null, "created_at" timestamptz not null default now(), constraint pincode_code_format check (code ~ '^[1-9][0-9]{5}$'));`);
    this.addSql(`alter table "pincode" add constraint "pincode_code_unique" unique ("code");`);
    this.addSql(`create index "pincode_city_id_index" on "pincode" ("city_id");`);
    this.addSql(`alter table "pincode" add constraint "pincode_city_id_foreign" foreign key ("city_id") references "city" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pincode" cascade;`);
    this.addSql(`drop table if exists "city" cascade;`);
    this.addSql(`drop table if exists "state" cascade;`);
    this.addSql(`drop table if exists "outbox_message" cascade;`);
  }
}
