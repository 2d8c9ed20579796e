import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds (issue 39 part 2, docs/decisions/0041-refunds.md). A refund row is the intent,
 * committed before the gateway is called; its idempotency key goes with the call (Razorpay's
 * receipt and notes; the simulated gateway's own table below), so a retry after a crash, a
 * second instance or a repeated click finds the same refund instead of making another.
 * `claimed_at` is a short lease: the one instance calling the gateway for a pending refund,
 * which the recovery sweep takes over when it grows stale. `announced_at` stamps the one
 * 'order-refunded' event of a refund.
 */
export class Migration20261209110000_refunds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "refund" (
      "id" serial primary key,
      "order_id" int not null references "shop_order" ("id") on delete cascade,
      "payment_id" int null references "payment" ("id") on delete cascade,
      "amount" numeric(12,2) not null check ("amount" > 0),
      "reason" text not null,
      "actor" text not null check ("actor" in ('system', 'customer', 'admin')),
      "admin_id" int null,
      "method" text not null check ("method" in ('gateway', 'upi', 'bank_transfer', 'cash', 'other')),
      "reference" varchar(100) null,
      "lines" jsonb null,
      "gateway_refund_id" varchar(100) null unique,
      "status" text not null default 'pending' check ("status" in ('pending', 'processed', 'failed')),
      "failure_reason" text null,
      "idempotency_key" varchar(40) not null unique,
      "claimed_at" timestamptz null,
      "attempts" int not null default 0,
      "announced_at" timestamptz null,
      "processed_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "refund_gateway_has_payment" check ("method" <> 'gateway' or "payment_id" is not null)
    );`);
    this.addSql(`create index "refund_order_index" on "refund" ("order_id");`);
    this.addSql(`create index "refund_payment_index" on "refund" ("payment_id") where "payment_id" is not null;`);
    this.addSql(`create index "refund_unsent_index" on "refund" ("id") where "status" = 'pending' and "method" = 'gateway' and "gateway_refund_id" is null;`);
    // The simulated gateway's own ledger (test mode): in the database, so it survives a restart
    // and a kill between its answer and our commit, as Razorpay's records would.
    this.addSql(`create table "simulated_gateway_refund" (
      "id" varchar(100) primary key,
      "provider_payment_id" varchar(100) not null,
      "amount" numeric(12,2) not null check ("amount" > 0),
      "idempotency_key" varchar(100) not null unique,
      "notes" jsonb not null default '{}',
      "status" text not null default 'pending',
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "simulated_gateway_refund_payment_index" on "simulated_gateway_refund" ("provider_payment_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "simulated_gateway_refund";`);
    this.addSql(`drop table if exists "refund";`);
  }
}
