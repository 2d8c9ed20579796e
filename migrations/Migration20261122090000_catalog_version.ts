import { Migration } from '@mikro-orm/migrations';

/**
 * A version number for everything the storefront's pages show from the catalogue. Every
 * statement that writes a catalogue table advances a sequence (no row lock, so concurrent
 * orders that change stock never queue behind each other); the server's cache of guest
 * HTML compares it before serving a stored page. Tables that later pages show join the list.
 */
export class Migration20261122090000_catalog_version extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence "catalog_version_seq";`);
    this.addSql(
      `create function "bump_catalog_version"() returns trigger language plpgsql as $$ begin perform nextval('catalog_version_seq'); return null; end $$;`,
    );
    for (const table of ['product', 'category', 'product_review']) {
      this.addSql(
        `create trigger "${table}_catalog_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_catalog_version"();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of ['product', 'category', 'product_review']) {
      this.addSql(`drop trigger if exists "${table}_catalog_version" on "${table}";`);
    }
    this.addSql(`drop function if exists "bump_catalog_version"();`);
    this.addSql(`drop sequence if exists "catalog_version_seq";`);
  }
}
