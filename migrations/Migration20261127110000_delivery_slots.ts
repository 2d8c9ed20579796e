import { Migration } from '@mikro-orm/migrations';

/**
 * Delivery slots by pincode (issue 29 part 2, docs/decisions/0023-delivery-slots.md):
 * - `delivery_pincode`: the pincodes the shop delivers to;
 * - `delivery_slot`: a daily window (minutes after midnight, shop time) with a capacity in
 *   orders, for every serviceable pincode (`pincode` null) or for one;
 * - `delivery_slot_booking`: orders taken per (slot, day), created on demand; the check keeps it
 *   from going below 0, the order's conditional update keeps it at most the capacity;
 * - `delivery_setting`: the same-day cut-off (a slot closes this many minutes before it starts);
 * - the order keeps its slot (id, day and window as booked), so a later edit of the slot does
 *   not change what the customer was promised.
 */
export class Migration20261127110000_delivery_slots extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "delivery_pincode" ("code" varchar(6) not null primary key, "created_at" timestamptz not null default now(),
      constraint "delivery_pincode_code_format" check ("code" ~ '^[1-9][0-9]{5}$'));`);
    this.addSql(`create table "delivery_slot" ("id" serial primary key, "pincode" varchar(6) null references "delivery_pincode" ("code") on delete cascade,
      "start_minute" smallint not null, "end_minute" smallint not null, "capacity" int not null, "is_active" boolean not null default true,
      "created_at" timestamptz not null default now(),
      constraint "delivery_slot_window" check ("start_minute" >= 0 and "end_minute" <= 1440 and "start_minute" < "end_minute"),
      constraint "delivery_slot_capacity" check ("capacity" >= 0 and "capacity" <= 100000));`);
    this.addSql(`create index "delivery_slot_pincode_index" on "delivery_slot" ("pincode");`);
    this.addSql(`create table "delivery_slot_booking" ("slot_id" int not null references "delivery_slot" ("id") on delete cascade, "date" date not null,
      "booked" int not null default 0, primary key ("slot_id", "date"), constraint "delivery_slot_booking_booked" check ("booked" >= 0));`);
    this.addSql(`create table "delivery_setting" ("id" smallint not null primary key default 1, "cutoff_minutes" int not null default 120,
      constraint "delivery_setting_single" check ("id" = 1), constraint "delivery_setting_cutoff" check ("cutoff_minutes" >= 0 and "cutoff_minutes" <= 1440));`);
    this.addSql(`insert into "delivery_setting" ("id", "cutoff_minutes") values (1, 120);`);
    // A shop that already takes orders keeps taking them after this migration: the pincodes it
    // knows become serviceable and three shop-wide slots open (the admin changes both later).
    this.addSql(`insert into "delivery_pincode" ("code") select "code" from "pincode" on conflict do nothing;`);
    this.addSql(`insert into "delivery_slot" ("pincode", "start_minute", "end_minute", "capacity") values (null, 420, 600, 50), (null, 600, 780, 50), (null, 1020, 1200, 50);`);
    this.addSql(`alter table "shop_order" add column "delivery_slot_id" int null references "delivery_slot" ("id") on delete set null,
      add column "delivery_date" date null, add column "delivery_start" smallint null, add column "delivery_end" smallint null;`);
    this.addSql(`create index "shop_order_delivery_slot_index" on "shop_order" ("delivery_slot_id", "delivery_date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "shop_order" drop column "delivery_slot_id", drop column "delivery_date", drop column "delivery_start", drop column "delivery_end";`);
    this.addSql(`drop table if exists "delivery_setting";`);
    this.addSql(`drop table if exists "delivery_slot_booking";`);
    this.addSql(`drop table if exists "delivery_slot";`);
    this.addSql(`drop table if exists "delivery_pincode";`);
  }
}
