import { Migration } from '@mikro-orm/migrations';

/**
 * Problem reports (issue 39 part 3, docs/decisions/0043-problem-reports.md). A customer reports
 * chosen lines of a delivered order (damaged, missing, not fresh, wrong item) with a note and an
 * optional photo (a path in the image store); an admin resolves it once: a refund (part 2's
 * `refund` row), a free replacement (a ₹0 order that names the order it replaces) or a refusal.
 * At most one report of an order is open at a time (a partial unique index). The refund's amount is
 * kept with the outcome the customer reads; the refund's own progress is part 2's row.
 */
export class Migration20261210090000_problem_reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "shop_order" add column "replacement_of_order_id" int null references "shop_order" ("id") on delete set null;`);
    this.addSql(`create index "shop_order_replacement_of_index" on "shop_order" ("replacement_of_order_id") where "replacement_of_order_id" is not null;`);
    this.addSql(`create table "problem_report" (
      "id" serial primary key,
      "order_id" int not null references "shop_order" ("id") on delete cascade,
      "user_id" int not null,
      "reason" text not null check ("reason" in ('damaged', 'missing', 'not_fresh', 'wrong_item')),
      "note" text null check (char_length("note") <= 1000),
      "photo" varchar(255) null,
      "status" text not null default 'open' check ("status" in ('open', 'refunded', 'replaced', 'refused')),
      "resolution_note" text null check (char_length("resolution_note") <= 500),
      "resolved_by_admin_id" int null,
      "resolved_at" timestamptz null,
      "refund_id" int null references "refund" ("id") on delete set null,
      "refund_amount" numeric(12,2) null,
      "replacement_order_id" int null references "shop_order" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "problem_report_resolved_when_closed" check (("status" = 'open') = ("resolved_at" is null))
    );`);
    this.addSql(`create unique index "problem_report_one_open_per_order" on "problem_report" ("order_id") where "status" = 'open';`);
    this.addSql(`create index "problem_report_open_queue_index" on "problem_report" ("created_at", "id") where "status" = 'open';`);
    this.addSql(`create index "problem_report_user_index" on "problem_report" ("user_id");`);
    this.addSql(`create table "problem_report_line" (
      "report_id" int not null references "problem_report" ("id") on delete cascade,
      "order_item_id" int not null references "order_item" ("id") on delete cascade,
      "quantity" int not null check ("quantity" > 0),
      primary key ("report_id", "order_item_id")
    );`);
    this.addSql(`create index "problem_report_line_item_index" on "problem_report_line" ("order_item_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "problem_report_line";`);
    this.addSql(`drop table if exists "problem_report";`);
    this.addSql(`drop index if exists "shop_order_replacement_of_index";`);
    this.addSql(`alter table "shop_order" drop column if exists "replacement_of_order_id";`);
  }
}
