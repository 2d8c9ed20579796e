import { Migration } from '@mikro-orm/migrations';

/**
 * Fixed-window attempt counters per identifier (login, code requests, password resets), kept
 * in the database so that a restart or a second instance does not reset them. Written and read
 * by raw statements in api/src/lib/identifier-limits.ts only, so it has no entity.
 */
export class Migration20261122110000_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "rate_limit_counter" (
      "key" text primary key,
      "count" int not null,
      "window_started_at" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counter";`);
  }
}
