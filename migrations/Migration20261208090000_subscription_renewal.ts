import { Migration } from '@mikro-orm/migrations';

/**
 * Renewal (issue 38 part 4, docs/decisions/0039): each reminder and the ending notice is stamped
 * with the end date it was sent for, so each goes once per period even with two instances
 * sweeping, and a renewal (a new end date) starts the next period's reminders afresh. A payment
 * that renews a subscription names it in the existing "subscription_user_id" from its creation
 * (a plan purchase only gets it once paid); the index finds a subscription's open renewal.
 */
export class Migration20261208090000_subscription_renewal extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "subscription_user"
      add column "renewal_reminder_7_for" date null,
      add column "renewal_reminder_1_for" date null,
      add column "ended_notice_for" date null;`);
    this.addSql(`create index "subscription_user_renewal_index" on "subscription_user" ("end_date") where "status" = 'active';`);
    this.addSql(`create index "payment_subscription_index" on "payment" ("subscription_user_id") where "subscription_user_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "payment_subscription_index";`);
    this.addSql(`drop index if exists "subscription_user_renewal_index";`);
    this.addSql(`alter table "subscription_user" drop column "ended_notice_for", drop column "renewal_reminder_1_for", drop column "renewal_reminder_7_for";`);
  }
}
