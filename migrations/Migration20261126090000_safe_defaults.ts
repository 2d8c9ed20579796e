import { Migration } from '@mikro-orm/migrations';

/**
 * Safe defaults (issue 27):
 * - payments: `voided` (an open intent whose order was repriced: paying it no longer pays the
 *   order) and `refund_due` (money captured for an amount that is not the order's total: refused,
 *   kept for the refund);
 * - one-time codes: `contact_change`, the code that confirms a new phone number before a profile
 *   keeps it.
 */
export class Migration20261126090000_safe_defaults extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payment" drop constraint if exists "payment_status_check";`);
    this.addSql(`alter table "payment" add constraint "payment_status_check" check ("status" in ('created', 'paid', 'failed', 'voided', 'refund_due'));`);
    this.addSql(`alter table "one_time_code" drop constraint if exists "one_time_code_purpose_check";`);
    this.addSql(`alter table "one_time_code" add constraint "one_time_code_purpose_check" check ("purpose" in ('login', 'signup', 'password_reset', 'contact_change'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "one_time_code" where "purpose" = 'contact_change';`);
    this.addSql(`alter table "one_time_code" drop constraint if exists "one_time_code_purpose_check";`);
    this.addSql(`alter table "one_time_code" add constraint "one_time_code_purpose_check" check ("purpose" in ('login', 'signup', 'password_reset'));`);
    this.addSql(`update "payment" set "status" = 'failed' where "status" in ('voided', 'refund_due');`);
    this.addSql(`alter table "payment" drop constraint if exists "payment_status_check";`);
    this.addSql(`alter table "payment" add constraint "payment_status_check" check ("status" in ('created', 'paid', 'failed'));`);
  }
}
