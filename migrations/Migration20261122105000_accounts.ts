import { Migration } from '@mikro-orm/migrations';

/** Customer accounts: addresses (at most three per user), sessions and one-time codes. */
export class Migration20261122105000_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "address" (
      "id" serial primary key,
      "user_id" int not null references "app_user" ("id") on update cascade on delete cascade,
      "position" smallint not null check ("position" between 1 and 3),
      "type" text not null check ("type" in ('home', 'work', 'other')),
      "full_name" varchar(100) null, "phone" varchar(15) null,
      "address_line1" varchar(300) not null, "address_line2" varchar(300) null, "landmark" varchar(200) null,
      "city" varchar(100) null, "state" varchar(100) null, "country" varchar(100) not null default 'India',
      "pin_code" varchar(6) null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      constraint "address_user_position_unique" unique ("user_id", "position") deferrable initially deferred
    );`);

    this.addSql(`create table "user_session" (
      "id" serial primary key,
      "user_id" int not null references "app_user" ("id") on update cascade on delete cascade,
      "token_hash" varchar(64) not null unique,
      "expires_at" timestamptz not null, "revoked_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "user_session_user_id_index" on "user_session" ("user_id");`);

    this.addSql(`create table "one_time_code" (
      "id" serial primary key,
      "identifier" varchar(254) not null,
      "purpose" text not null check ("purpose" in ('login', 'signup', 'password_reset')),
      "user_id" int null references "app_user" ("id") on update cascade on delete cascade,
      "code_hash" varchar(255) not null,
      "attempts" smallint not null default 0,
      "expires_at" timestamptz not null, "consumed_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "one_time_code_lookup_index" on "one_time_code" ("identifier", "purpose", "created_at" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "one_time_code";`);
    this.addSql(`drop table if exists "user_session";`);
    this.addSql(`drop table if exists "address";`);
  }
}
