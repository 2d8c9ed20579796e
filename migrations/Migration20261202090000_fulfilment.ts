import { Migration } from '@mikro-orm/migrations';

/**
 * The delivery day (issue 36, docs/decisions/0033-fulfilment.md):
 * - `shop_order`: the customer's delivery note, the reason it was cancelled, and when the
 *   customer was reminded to pay an unpaid card order.
 * - `order_status_change`: every move of an order (who, when, from, to, why); the order's
 *   placing is its first row. Written in the transaction that moves the order.
 * - `order_staff_note`: the back office's notes on an order; the customer never sees them.
 * - `outbox_message.dedupe_key`: a message that must leave once per event (one per status
 *   change), whatever races or retries: the second insert with the same key is dropped.
 * - Indexes for the back office's orders list (slot date and window, email, phone).
 * - `category.home_*`: the home page's sections come from data (which categories, in what
 *   order, with what title, and whether the tab bar names them). The four demo categories keep
 *   the home page they had.
 * - `shop_profile`: the shop's own contact details (one row), edited in the back office.
 */
export class Migration20261202090000_fulfilment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "shop_order" add column "customer_note" varchar(500) null,
      add column "cancel_reason" varchar(500) null,
      add column "payment_reminded_at" timestamptz null;`);

    this.addSql(`create table "order_status_change" (
      "id" serial primary key,
      "order_id" int not null references "shop_order" ("id") on delete cascade,
      "from_status" varchar(20) null,
      "to_status" varchar(20) not null,
      "actor" varchar(10) not null check ("actor" in ('customer', 'admin', 'system')),
      "admin_id" int null references "admin" ("id") on delete set null,
      "reason" varchar(500) null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "order_status_change_order_index" on "order_status_change" ("order_id", "id");`);
    // Every order placed before the timeline existed starts it with its placing.
    this.addSql(`insert into "order_status_change" ("order_id", "from_status", "to_status", "actor", "created_at")
      select "id", null, 'pending', 'customer', "created_at" from "shop_order" order by "id";`);

    this.addSql(`create table "order_staff_note" (
      "id" serial primary key,
      "order_id" int not null references "shop_order" ("id") on delete cascade,
      "admin_id" int null references "admin" ("id") on delete set null,
      "body" varchar(1000) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "order_staff_note_order_index" on "order_staff_note" ("order_id", "id");`);

    this.addSql(`alter table "outbox_message" add column "dedupe_key" varchar(200) null;`);
    this.addSql(`create unique index "outbox_message_dedupe_unique" on "outbox_message" ("dedupe_key") where "dedupe_key" is not null;`);

    // The list's slot order exactly (admin-orders BY_SLOT), so a page is read off the index; the
    // newest-first order; a whole email; a whole phone by its last ten digits (+91… or not).
    this.addSql(`create index "shop_order_delivery_day_index" on "shop_order" ("delivery_date" desc nulls last, "delivery_start" asc nulls last, "created_at", "id");`);
    this.addSql(`create index "shop_order_created_index" on "shop_order" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "shop_order_email_index" on "shop_order" (lower("shipping_email"));`);
    this.addSql(`create index "shop_order_phone_index" on "shop_order" (right("shipping_phone", 10));`);
    this.addSql(`create index "app_user_phone_tail_index" on "app_user" (right("phone", 10));`);
    this.addSql(`create index "shop_order_unpaid_card_index" on "shop_order" ("created_at") where "status" = 'pending' and "payment_status" = 'unpaid';`);

    this.addSql(`alter table "category" add column "home_position" smallint null,
      add column "home_title" varchar(100) null,
      add column "home_tab" boolean not null default true;`);
    this.addSql(`update "category" set "home_position" = s."position", "home_title" = s."title", "home_tab" = s."tab"
      from (values ('seasonal', 1, 'Season''s Special', true), ('top-deals', 2, 'Top Deals', true),
                   ('fresh-chunks', 3, 'Fresh Chunks', true), ('dry-fruits', 4, 'Premium Dry Fruits', false))
        as s ("slug", "position", "title", "tab")
      where "category"."slug" = s."slug";`);

    this.addSql(`create table "shop_profile" (
      "id" smallint primary key default 1 check ("id" = 1),
      "trade_name" varchar(100) not null default '',
      "phone" varchar(20) not null default '',
      "email" varchar(254) not null default '',
      "address" varchar(500) not null default '',
      "support_hours" varchar(200) not null default '',
      "updated_at" timestamptz not null default now()
    );`);
    // The storefront shows the profile: cached pages follow it like the catalogue.
    this.addSql(
      `create trigger "shop_profile_catalog_version" after insert or update or delete or truncate on "shop_profile" for each statement execute function "bump_catalog_version"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shop_profile";`);
    this.addSql(`alter table "category" drop column if exists "home_position", drop column if exists "home_title", drop column if exists "home_tab";`);
    this.addSql(`drop index if exists "shop_order_unpaid_card_index";`);
    this.addSql(`drop index if exists "shop_order_phone_index";`);
    this.addSql(`drop index if exists "shop_order_email_index";`);
    this.addSql(`drop index if exists "app_user_phone_tail_index";`);
    this.addSql(`drop index if exists "shop_order_created_index";`);
    this.addSql(`drop index if exists "shop_order_delivery_day_index";`);
    this.addSql(`drop index if exists "outbox_message_dedupe_unique";`);
    this.addSql(`alter table "outbox_message" drop column if exists "dedupe_key";`);
    this.addSql(`drop table if exists "order_staff_note";`);
    this.addSql(`drop table if exists "order_status_change";`);
    this.addSql(`alter table "shop_order" drop column if exists "customer_note", drop column if exists "cancel_reason", drop column if exists "payment_reminded_at";`);
  }
}
