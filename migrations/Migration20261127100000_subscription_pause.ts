import { Migration } from '@mikro-orm/migrations';

/**
 * Subscriptions a customer controls (issue 29, docs/decisions/0022): the current (or last)
 * pause, the end date it started from (so resuming early gives back what was not missed), and
 * the delivery days skipped. An open-ended pause is stored with its 8-week restart day.
 */
export class Migration20261127100000_subscription_pause extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "subscription_user"
      add column "paused_from" date null,
      add column "paused_until" date null,
      add column "pause_open_ended" boolean not null default false,
      add column "end_before_pause" date null,
      add column "skipped_dates" date[] not null default '{}';`);
    this.addSql(`alter table "subscription_user" add constraint "subscription_user_pause_check"
      check (("paused_from" is null) = ("paused_until" is null) and ("paused_from" is null or "paused_until" >= "paused_from"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "subscription_user" drop constraint if exists "subscription_user_pause_check";`);
    this.addSql(`alter table "subscription_user"
      drop column if exists "paused_from",
      drop column if exists "paused_until",
      drop column if exists "pause_open_ended",
      drop column if exists "end_before_pause",
      drop column if exists "skipped_dates";`);
  }
}
