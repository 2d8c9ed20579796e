import { Migration } from '@mikro-orm/migrations';

/**
 * A plan is a box (issue 38): `subscription_plan_line` holds what each delivery of a plan
 * brings, in order. A line is exactly one of
 * - a product and a quantity (counted as an order line counts it, in the product's unit), or
 * - a seasonal pick: a category, a quantity and the unit the pick is sold by, resolved to an
 *   in-stock product of that category when the delivery's order is made.
 * Lines go with their plan. A product or category a box names cannot be deleted under it (the
 * catalogue asks first, through the 'product-deleting' and 'category-deleting' events). Plans
 * are part of what the guest caches show, so the table advances the catalogue version like the
 * other catalogue tables.
 */
export class Migration20261206090000_plan_box extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "subscription_plan_line" (
      "id" serial primary key,
      "plan_id" int not null references "subscription_plan" ("id") on delete cascade,
      "position" smallint not null check ("position" >= 1),
      "product_id" int null references "product" ("id") on delete restrict,
      "category_id" int null references "category" ("id") on delete restrict,
      "unit" varchar(10) null,
      "quantity" smallint not null check ("quantity" between 1 and 99),
      "note" varchar(200) null,
      constraint "subscription_plan_line_position_unique" unique ("plan_id", "position"),
      constraint "subscription_plan_line_one_kind" check (
        ("product_id" is not null and "category_id" is null and "unit" is null)
        or ("product_id" is null and "category_id" is not null and "unit" is not null)
      )
    );`);
    this.addSql(`create unique index "subscription_plan_line_product_unique" on "subscription_plan_line" ("plan_id", "product_id") where "product_id" is not null;`);
    this.addSql(`create index "subscription_plan_line_product_index" on "subscription_plan_line" ("product_id") where "product_id" is not null;`);
    this.addSql(`create index "subscription_plan_line_category_index" on "subscription_plan_line" ("category_id") where "category_id" is not null;`);
    this.addSql(
      `create trigger "subscription_plan_line_catalog_version" after insert or update or delete or truncate on "subscription_plan_line" for each statement execute function "bump_catalog_version"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "subscription_plan_line_catalog_version" on "subscription_plan_line";`);
    this.addSql(`drop table if exists "subscription_plan_line" cascade;`);
  }
}
