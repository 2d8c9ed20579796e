import { Migration } from '@mikro-orm/migrations';

/**
 * The product page: reviews carry images (spec §3), and the page shows each reviewer's name,
 * so renaming a customer advances the catalogue version like any catalogue write (only a
 * name change: logins and other profile edits leave cached pages alone).
 */
export class Migration20261122115000_catalog_detail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product_review" add column "images" jsonb not null default '[]';`);
    this.addSql(
      `create trigger "app_user_catalog_version" after update of "first_name", "last_name" on "app_user" for each statement execute function "bump_catalog_version"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "app_user_catalog_version" on "app_user";`);
    this.addSql(`alter table "product_review" drop column if exists "images";`);
  }
}
