import { Migration } from '@mikro-orm/migrations';

/**
 * The admin back office (issue 9): admin sessions (an opaque token stored hashed, 24 h,
 * revocable, like customer sessions) and the admin log, where every admin change and every
 * admin login attempt is written with its changes as JSON.
 */
export class Migration20261124090000_admin_back_office extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "admin_session" (
      "id" serial primary key,
      "admin_id" int not null references "admin" ("id") on update cascade on delete cascade,
      "token_hash" varchar(64) not null unique,
      "expires_at" timestamptz not null,
      "revoked_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "admin_session_admin_id_index" on "admin_session" ("admin_id");`);

    this.addSql(`create table "admin_log" (
      "id" bigserial primary key,
      "admin_id" int null references "admin" ("id") on update cascade on delete set null,
      "action" varchar(60) not null,
      "target_type" varchar(40) null,
      "target_id" varchar(40) null,
      "changes" jsonb not null default '{}'::jsonb,
      "ip" varchar(64) null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "admin_log_created_at_index" on "admin_log" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "admin_log_target_index" on "admin_log" ("target_type", "target_id");`);
    // Inventory log reads in the back office page through it newest first.
    this.addSql(`create index "inventory_log_created_at_index" on "inventory_log" ("created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "inventory_log_created_at_index";`);
    this.addSql(`drop table if exists "admin_log";`);
    this.addSql(`drop table if exists "admin_session";`);
  }
}
