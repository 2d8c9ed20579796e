import { Migration } from '@mikro-orm/migrations';

/**
 * Secrets every app instance must agree on and nobody configured (today: the simulated payment
 * gateway's signing keys), made once by whichever instance needs one first. Written and read by
 * raw statements in api/src/modules/payments/payment-secrets.ts only, so it has no entity.
 */
export class Migration20261201090000_shared_secrets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "shared_secret" (
      "name" text primary key,
      "value" text not null,
      "created_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shared_secret";`);
  }
}
