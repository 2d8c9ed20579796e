import { Migration } from '@mikro-orm/migrations';

/**
 * Storefront pages now show blogs, their comments and subscription plans: a write to those
 * tables advances the catalogue version too, so cached guest HTML is dropped when they change
 * (see the catalog_version migration).
 */
const TABLES = ['blog', 'blog_comment', 'subscription_plan'];

export class Migration20261122121500_content_version extends Migration {
  override async up(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(
        `create trigger "${table}_catalog_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_catalog_version"();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of TABLES) this.addSql(`drop trigger if exists "${table}_catalog_version" on "${table}";`);
  }
}
