import { Migration } from '@mikro-orm/migrations';

/**
 * Commerce (issue 8): carts, orders, stock movements, coupon redemptions, payments, webhook
 * de-duplication, subscriptions and billing. Money is numeric(12,2) like the catalogue.
 */
export class Migration20261123090000_commerce extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "cart_item" (
      "user_id" int not null references "app_user" ("id") on delete cascade,
      "product_id" int not null references "product" ("id") on delete cascade,
      "quantity" int not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      primary key ("user_id", "product_id"),
      constraint cart_item_quantity_range check (quantity between 1 and 99)
    );`);

    this.addSql(`alter table "coupon"
      add column "usage_limit" int null,
      add column "per_user_limit" int null,
      add column "times_used" int not null default 0,
      add constraint coupon_usage_limit_positive check (usage_limit is null or usage_limit >= 0),
      add constraint coupon_per_user_limit_positive check (per_user_limit is null or per_user_limit >= 0);`);

    this.addSql(`create table "shop_order" (
      "id" serial primary key,
      "user_id" int not null references "app_user" ("id"),
      "status" text not null default 'pending' check ("status" in ('pending', 'paid', 'processing', 'shipped', 'on_the_way', 'delivered', 'cancelled', 'returned')),
      "payment_method" text not null check ("payment_method" in ('cash', 'card')),
      "payment_status" text not null default 'unpaid' check ("payment_status" in ('unpaid', 'paid', 'cash_on_delivery', 'refund_due')),
      "subtotal" numeric(12,2) not null,
      "savings" numeric(12,2) not null default 0,
      "delivery_fee" numeric(12,2) not null,
      "handling_fee" numeric(12,2) not null,
      "coupon_id" int null references "coupon" ("id"),
      "coupon_code" varchar(40) null,
      "coupon_discount" numeric(12,2) not null default 0,
      "total" numeric(12,2) not null,
      "shipping_first_name" varchar(50) not null,
      "shipping_last_name" varchar(50) not null,
      "shipping_email" varchar(254) not null,
      "shipping_phone" varchar(15) not null,
      "shipping_address" varchar(300) not null,
      "shipping_city" varchar(100) not null,
      "shipping_state" varchar(100) not null,
      "shipping_country" varchar(100) not null,
      "shipping_postcode" varchar(10) not null,
      "idempotency_key" varchar(100) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint shop_order_total_not_negative check (total >= 0)
    );`);
    this.addSql(`create unique index "shop_order_idempotency_unique" on "shop_order" ("user_id", "idempotency_key") where "idempotency_key" is not null;`);
    this.addSql(`create index "shop_order_user_created_index" on "shop_order" ("user_id", "created_at" desc);`);
    this.addSql(`create index "shop_order_status_created_index" on "shop_order" ("status", "created_at");`);

    this.addSql(`create table "order_item" (
      "id" serial primary key,
      "order_id" int not null references "shop_order" ("id") on delete cascade,
      "product_id" int not null references "product" ("id"),
      "product_name" varchar(200) not null,
      "product_image" varchar(500) null,
      "unit" varchar(20) not null,
      "quantity" int not null check (quantity > 0),
      "list_price" numeric(12,2) not null,
      "price_at_purchase" numeric(12,2) not null,
      "sub_total" numeric(12,2) not null
    );`);
    this.addSql(`create index "order_item_order_index" on "order_item" ("order_id");`);
    this.addSql(`create index "order_item_product_index" on "order_item" ("product_id");`);

    this.addSql(`create table "inventory_log" (
      "id" bigserial primary key,
      "product_id" int not null references "product" ("id") on delete cascade,
      "change" int not null,
      "stock_after" int not null,
      "reason" text not null check ("reason" in ('order', 'order_cancelled', 'order_returned', 'payment_expired', 'admin_adjustment')),
      "order_id" int null references "shop_order" ("id") on delete set null,
      "admin_id" int null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "inventory_log_product_index" on "inventory_log" ("product_id", "created_at" desc);`);

    this.addSql(`create table "coupon_redemption" (
      "id" serial primary key,
      "coupon_id" int not null references "coupon" ("id") on delete cascade,
      "user_id" int not null references "app_user" ("id") on delete cascade,
      "order_id" int not null unique references "shop_order" ("id") on delete cascade,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "coupon_redemption_coupon_user_index" on "coupon_redemption" ("coupon_id", "user_id");`);

    this.addSql(`create table "subscription_user" (
      "id" serial primary key,
      "user_id" int not null references "app_user" ("id") on delete cascade,
      "plan_id" int not null references "subscription_plan" ("id"),
      "plan_type" varchar(50) not null,
      "plan_name" varchar(100) not null,
      "price" numeric(12,2) not null,
      "start_date" date not null,
      "end_date" date not null,
      "status" text not null default 'active' check ("status" in ('active', 'cancelled', 'expired')),
      "auto_renew" boolean not null default true,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "subscription_user_user_index" on "subscription_user" ("user_id", "created_at" desc);`);

    this.addSql(`create table "payment" (
      "id" serial primary key,
      "user_id" int not null references "app_user" ("id") on delete cascade,
      "purpose" text not null check ("purpose" in ('order', 'subscription')),
      "order_id" int null references "shop_order" ("id") on delete cascade,
      "plan_id" int null references "subscription_plan" ("id"),
      "provider" text not null check ("provider" in ('razorpay', 'simulated')),
      "provider_order_id" varchar(100) not null unique,
      "provider_payment_id" varchar(100) null unique,
      "amount" numeric(12,2) not null,
      "currency" varchar(3) not null default 'INR',
      "status" text not null default 'created' check ("status" in ('created', 'paid', 'failed')),
      "failure_reason" text null,
      "subscription_user_id" int null references "subscription_user" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "paid_at" timestamptz null
    );`);
    this.addSql(`create index "payment_order_index" on "payment" ("order_id");`);

    this.addSql(`create table "billing_record" (
      "id" serial primary key,
      "subscription_user_id" int not null references "subscription_user" ("id") on delete cascade,
      "user_id" int not null references "app_user" ("id") on delete cascade,
      "payment_id" int null unique references "payment" ("id") on delete set null,
      "amount" numeric(12,2) not null,
      "status" text not null default 'paid' check ("status" in ('paid', 'refunded')),
      "period_start" date not null,
      "period_end" date not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "billing_record_subscription_index" on "billing_record" ("subscription_user_id");`);

    this.addSql(`create table "payment_webhook_event" (
      "event_id" varchar(100) primary key,
      "event" varchar(60) not null,
      "received_at" timestamptz not null default now()
    );`);

    this.addSql(`create unique index "product_review_user_product_unique" on "product_review" ("user_id", "product_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "product_review_user_product_unique";`);
    for (const table of ['payment_webhook_event', 'billing_record', 'payment', 'subscription_user', 'coupon_redemption', 'inventory_log', 'order_item', 'shop_order', 'cart_item']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    this.addSql(`alter table "coupon" drop column "usage_limit", drop column "per_user_limit", drop column "times_used";`);
  }
}
