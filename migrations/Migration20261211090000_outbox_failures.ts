import { Migration } from '@mikro-orm/migrations';

/**
 * Undelivered messages in the back office (issue 40, docs/decisions/0044): when a message
 * failed for good (refused, or given up after its retries), and an index for the admin's
 * list of them, newest first, that reads only failed rows. Rows that failed before this
 * migration take their last scheduled attempt as the time.
 */
export class Migration20261211090000_outbox_failures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_message" add column "failed_at" timestamptz null;`);
    this.addSql(`update "outbox_message" set "failed_at" = "next_attempt_at" where "status" = 'failed';`);
    this.addSql(`create index "outbox_message_failed_index" on "outbox_message" ("failed_at" desc, "id" desc) where "status" = 'failed';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "outbox_message_failed_index";`);
    this.addSql(`alter table "outbox_message" drop column if exists "failed_at";`);
  }
}
