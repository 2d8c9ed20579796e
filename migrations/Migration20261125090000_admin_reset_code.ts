import { Migration } from '@mikro-orm/migrations';

/**
 * Admin password-reset codes (issue 9, /forgot-password). A table of their own rather than a
 * purpose of "one_time_code": those rows point at customers (app_user), so an admin's code can
 * never be taken for a customer's, nor a customer's for an admin's.
 */
export class Migration20261125090000_admin_reset_code extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "admin_reset_code" (
      "id" serial primary key,
      "identifier" varchar(254) not null,
      "admin_id" int null references "admin" ("id") on update cascade on delete cascade,
      "code_hash" varchar(255) not null,
      "attempts" smallint not null default 0,
      "expires_at" timestamptz not null,
      "consumed_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "admin_reset_code_lookup_index" on "admin_reset_code" ("identifier", "created_at" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_reset_code";`);
  }
}
