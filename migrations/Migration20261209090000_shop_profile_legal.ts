import { Migration } from '@mikro-orm/migrations';

/**
 * The shop's legal and tax details, its problem-report window and its fees (issue 39 part 1,
 * docs/decisions/0040): the storefront, the emails and the invoices read them from the one
 * profile row. The text columns are nullable (a shop fills them in from the back office); the
 * window and the fees are never empty and default to what the code charged until now (₹25
 * delivery under ₹100, ₹9 handling), so an existing shop charges the same after the upgrade.
 */
export class Migration20261209090000_shop_profile_legal extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "shop_profile"
      add column "legal_name" varchar(200) null,
      add column "state" varchar(100) null,
      add column "gstin" varchar(15) null,
      add column "fssai_licence" varchar(14) null,
      add column "grievance_officer_name" varchar(100) null,
      add column "grievance_officer_email" varchar(254) null,
      add column "grievance_officer_phone" varchar(20) null,
      add column "report_window_hours" int not null default 48 check ("report_window_hours" between 1 and 720),
      add column "delivery_fee" numeric(12,2) not null default 25.00 check ("delivery_fee" >= 0),
      add column "handling_fee" numeric(12,2) not null default 9.00 check ("handling_fee" >= 0),
      add column "free_delivery_threshold" numeric(12,2) not null default 100.00 check ("free_delivery_threshold" >= 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "shop_profile"
      drop column if exists "free_delivery_threshold", drop column if exists "handling_fee", drop column if exists "delivery_fee",
      drop column if exists "report_window_hours", drop column if exists "grievance_officer_phone", drop column if exists "grievance_officer_email",
      drop column if exists "grievance_officer_name", drop column if exists "fssai_licence", drop column if exists "gstin",
      drop column if exists "state", drop column if exists "legal_name";`);
  }
}
