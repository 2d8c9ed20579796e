import { Migration } from '@mikro-orm/migrations';

/**
 * GST invoices (issue 39 part 4, docs/decisions/0042-gst-invoices.md): each product's HSN code
 * and GST rate; the tax invoices issued when an order is delivered and the credit notes issued
 * when a delivered order is refunded, with their lines; and one counter row per series and
 * financial year, advanced by `insert … on conflict do update … returning` inside the issuing
 * transaction, so numbers are consecutive with no gaps (a rolled-back issue rolls its number
 * back too) and unique across instances (the row lock orders them).
 *
 * Existing products get 0 % (fresh fruit, nil-rated, chapter 08) or 5 % (the dry-fruits
 * category: nuts and dried fruit), with a 4-digit HSN chosen from the name where it says which
 * fruit it is (0803 bananas, 0804 mangoes, dates and figs, 0805 citrus, 0806 grapes and raisins,
 * 0807 melons and papaya, 0808 apples and pears, 0809 stone fruit, 0801 cashews and coconut,
 * 0802 other nuts, 0813 other dried fruit, 0810 other fresh fruit).
 */
export class Migration20261209100000_gst_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product"
      add column "hsn_code" varchar(8) null check ("hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
      add column "gst_rate" numeric(5,2) not null default 0 check ("gst_rate" >= 0 and "gst_rate" <= 40);`);
    this.addSql(`update "product" p set
      "gst_rate" = case when c."slug" = 'dry-fruits' then 5 else 0 end,
      "hsn_code" = case
        when c."slug" = 'dry-fruits' then case
          when p."name" ~* '(cashew|coconut|copra)' then '0801'
          when p."name" ~* '(almond|walnut|pistachio|hazel|macadamia|pine nut|nut)' then '0802'
          when p."name" ~* '(date|fig|khajur|anjeer)' then '0804'
          when p."name" ~* '(raisin|kishmish|munakka|sultana)' then '0806'
          else '0813' end
        when p."name" ~* '(coconut)' then '0801'
        when p."name" ~* '(custard apple|sitaphal|pomegranate)' then '0810'
        when p."name" ~* '(banana|plantain)' then '0803'
        when p."name" ~* '(mango|pineapple|avocado|guava|mangosteen|date|fig)' then '0804'
        when p."name" ~* '(orange|lemon|lime|mosambi|sweet lime|grapefruit|mandarin|kinnow|citrus|pomelo)' then '0805'
        when p."name" ~* 'grape' then '0806'
        when p."name" ~* '(melon|papaya)' then '0807'
        when p."name" ~* '(apple|pear|quince)' then '0808'
        when p."name" ~* '(cherr|peach|plum|apricot|nectarine)' then '0809'
        else '0810' end
      from "category" c where c."id" = p."category_id";`);

    this.addSql(`create table "invoice_counter" (
      "series" varchar(8) not null,
      "financial_year" varchar(5) not null,
      "last_number" int not null check ("last_number" > 0),
      primary key ("series", "financial_year")
    );`);

    this.addSql(`create table "invoice" (
      "id" serial primary key,
      "kind" text not null check ("kind" in ('invoice', 'credit_note')),
      "number" varchar(16) not null unique,
      "series" varchar(8) not null,
      "financial_year" varchar(5) not null,
      "sequence" int not null check ("sequence" > 0),
      "order_id" int not null references "shop_order" ("id") on delete cascade,
      "user_id" int not null,
      "invoice_id" int null references "invoice" ("id") on delete cascade,
      "refund_id" int null unique,
      "issued_at" timestamptz not null default now(),
      "seller" jsonb not null,
      "buyer_name" varchar(120) not null,
      "buyer_address" varchar(600) not null,
      "buyer_state" varchar(100) not null,
      "place_of_supply" varchar(100) not null,
      "inter_state" boolean not null,
      "taxable_value" numeric(12,2) not null,
      "cgst" numeric(12,2) not null,
      "sgst" numeric(12,2) not null,
      "igst" numeric(12,2) not null,
      "total" numeric(12,2) not null check ("total" >= 0),
      constraint "invoice_sequence_unique" unique ("series", "financial_year", "sequence"),
      constraint "invoice_adds_up" check ("taxable_value" + "cgst" + "sgst" + "igst" = "total"),
      constraint "invoice_credit_note_refers" check (("kind" = 'credit_note') = ("invoice_id" is not null))
    );`);
    this.addSql(`create unique index "invoice_one_per_order" on "invoice" ("order_id") where "kind" = 'invoice';`);
    this.addSql(`create index "invoice_user_order_index" on "invoice" ("user_id", "order_id");`);
    this.addSql(`create index "invoice_issued_index" on "invoice" ("issued_at", "id");`);
    this.addSql(`create index "invoice_credit_notes_index" on "invoice" ("invoice_id") where "invoice_id" is not null;`);

    this.addSql(`create table "invoice_line" (
      "id" serial primary key,
      "invoice_id" int not null references "invoice" ("id") on delete cascade,
      "position" int not null,
      "kind" text not null check ("kind" in ('goods', 'delivery', 'handling')),
      "description" varchar(200) not null,
      "hsn_code" varchar(8) null,
      "quantity" int not null,
      "unit" varchar(20) not null,
      "gross" numeric(12,2) not null,
      "discount" numeric(12,2) not null,
      "taxable_value" numeric(12,2) not null,
      "gst_rate" numeric(5,2) not null,
      "cgst" numeric(12,2) not null,
      "sgst" numeric(12,2) not null,
      "igst" numeric(12,2) not null,
      "total" numeric(12,2) not null,
      constraint "invoice_line_position_unique" unique ("invoice_id", "position"),
      constraint "invoice_line_adds_up" check ("taxable_value" + "cgst" + "sgst" + "igst" = "total" and "gross" - "discount" = "total")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invoice_line";`);
    this.addSql(`drop table if exists "invoice";`);
    this.addSql(`drop table if exists "invoice_counter";`);
    this.addSql(`alter table "product" drop column if exists "gst_rate", drop column if exists "hsn_code";`);
  }
}
