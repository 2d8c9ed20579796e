import { Migration } from '@mikro-orm/migrations';

/**
 * Subscriptions that deliver (issue 38 parts 2 and 3, docs/decisions/0038):
 * - a subscription knows where and when: the address it delivers to (as chosen, kept whole so
 *   that editing or deleting the saved address later changes nothing already promised; the
 *   saved address it came from, if any) and its preferred daily window (the slot and the window
 *   as chosen, kept if the slot is later removed);
 * - a plan payment carries the delivery chosen at checkout until the payment creates the
 *   subscription;
 * - an order made from a subscription names it and the scheduled day. One order per
 *   subscription and day (a unique index), except a delivery that a pause or skip released
 *   before its cut-off: a resume may make that day again;
 * - what a subscription's order could not fill (its shortfall) and when the customer was told
 *   the day before;
 * - how many hours before a slot's cut-off the scheduler makes a delivery's order (a shop
 *   setting, 24 by default).
 */
export class Migration20261207090000_subscription_deliveries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "subscription_user"
      add column "address_id" int null references "address" ("id") on delete set null,
      add column "delivery_address" jsonb null,
      add column "slot_id" int null references "delivery_slot" ("id") on delete set null,
      add column "slot_start" smallint null,
      add column "slot_end" smallint null,
      add constraint "subscription_user_slot_window" check ("slot_start" is null or ("slot_start" >= 0 and "slot_end" <= 1440 and "slot_start" < "slot_end"));`);
    this.addSql(`alter table "payment" add column "delivery" jsonb null;`);
    this.addSql(`alter table "shop_order"
      add column "subscription_user_id" int null references "subscription_user" ("id") on delete set null,
      add column "subscription_date" date null,
      add column "subscription_released" boolean not null default false,
      add column "shortfall" jsonb null,
      add column "delivery_note_sent_at" timestamptz null,
      add constraint "shop_order_subscription_date" check ("subscription_user_id" is null or "subscription_date" is not null);`);
    this.addSql(
      `create unique index "shop_order_subscription_delivery_unique" on "shop_order" ("subscription_user_id", "subscription_date") where "subscription_user_id" is not null and not "subscription_released";`,
    );
    this.addSql(`create index "shop_order_subscription_index" on "shop_order" ("subscription_user_id", "subscription_date") where "subscription_user_id" is not null;`);
    this.addSql(`alter table "delivery_setting" add column "subscription_lead_hours" smallint not null default 24,
      add constraint "delivery_setting_subscription_lead" check ("subscription_lead_hours" between 1 and 48);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "delivery_setting" drop column "subscription_lead_hours";`);
    this.addSql(`drop index if exists "shop_order_subscription_index";`);
    this.addSql(`drop index if exists "shop_order_subscription_delivery_unique";`);
    this.addSql(`alter table "shop_order" drop constraint if exists "shop_order_subscription_date", drop column "delivery_note_sent_at", drop column "shortfall",
      drop column "subscription_released", drop column "subscription_date", drop column "subscription_user_id";`);
    this.addSql(`alter table "payment" drop column "delivery";`);
    this.addSql(`alter table "subscription_user" drop constraint if exists "subscription_user_slot_window", drop column "slot_end", drop column "slot_start",
      drop column "slot_id", drop column "delivery_address", drop column "address_id";`);
  }
}
