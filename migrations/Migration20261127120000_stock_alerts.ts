import { Migration } from '@mikro-orm/migrations';

/**
 * Back-in-stock alerts and the product's supplier id (issue 29):
 * - `stock_alert`: a customer waiting for an out-of-stock product. At most one waiting alert per
 *   customer and product (the partial unique index makes "Notify me" idempotent); the restock that
 *   sends its message stamps `notified_at`, which uses it up (a later "Notify me" waits anew).
 * - `product.supplied_id`: the spec's product field, the supplier's own reference for it.
 */
export class Migration20261127120000_stock_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "stock_alert" (
      "id" serial primary key,
      "user_id" int not null references "app_user" ("id") on delete cascade,
      "product_id" int not null references "product" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      "notified_at" timestamptz null
    );`);
    this.addSql(`create unique index "stock_alert_waiting_unique" on "stock_alert" ("user_id", "product_id") where "notified_at" is null;`);
    this.addSql(`create index "stock_alert_product_waiting_index" on "stock_alert" ("product_id") where "notified_at" is null;`);
    this.addSql(`alter table "product" add column "supplied_id" varchar(50) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product" drop column if exists "supplied_id";`);
    this.addSql(`drop table if exists "stock_alert" cascade;`);
  }
}
