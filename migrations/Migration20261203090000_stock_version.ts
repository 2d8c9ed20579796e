import { Migration } from '@mikro-orm/migrations';

/**
 * Stock gets a version of its own (issue 37, docs/decisions/0036): a statement that changes
 * only a product's stock (an order, a cancel, a restock) advances `stock_version_seq` instead of
 * the catalogue's, so cached guest pages and answers survive orders and show stock at most a few
 * seconds old (core/content-version.ts). Any other change of a product still advances the
 * catalogue version: a row trigger compares the row without its stock and timestamp. The stock
 * writers take the shared advisory lock (7001, 2), as catalogue writers take (7001, 1), so a
 * reader knows whether a stock write is still open.
 */
export class Migration20261203090000_stock_version extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence "stock_version_seq";`);
    this.addSql(
      `create function "bump_stock_version"() returns trigger language plpgsql as $$ begin perform pg_advisory_xact_lock_shared(7001, 2); perform nextval('stock_version_seq'); return null; end $$;`,
    );
    this.addSql(`drop trigger if exists "product_catalog_version" on "product";`);
    this.addSql(`create trigger "product_catalog_version" after insert or delete or truncate on "product" for each statement execute function "bump_catalog_version"();`);
    this.addSql(
      `create trigger "product_catalog_version_update" after update on "product" for each row
         when ((to_jsonb(old) - 'stock_quantity' - 'updated_at') is distinct from (to_jsonb(new) - 'stock_quantity' - 'updated_at'))
         execute function "bump_catalog_version"();`,
    );
    this.addSql(`create trigger "product_stock_version" after update of "stock_quantity" on "product" for each statement execute function "bump_stock_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "product_stock_version" on "product";`);
    this.addSql(`drop trigger if exists "product_catalog_version_update" on "product";`);
    this.addSql(`drop trigger if exists "product_catalog_version" on "product";`);
    this.addSql(`create trigger "product_catalog_version" after insert or update or delete or truncate on "product" for each statement execute function "bump_catalog_version"();`);
    this.addSql(`drop function if exists "bump_stock_version"();`);
    this.addSql(`drop sequence if exists "stock_version_seq";`);
  }
}
