import { Migration } from '@mikro-orm/migrations';

/**
 * Only stock a shopper can see moves the stock version (issue 37, docs/decisions/0036). The
 * storefront shows a product's stock only as "Out of Stock", "Only N left" (N ≤ 10) and the
 * quantity picker's top (the stock, up to the order limit, 99 when none is set). A change from
 * 1,000 to 997 shows nowhere, so cached guest pages and answers keep it; a change where either
 * side is at or below the product's visible limit (greatest of 10 and its order limit) advances
 * the version, and the caches then show it within CACHE_STOCK_STALENESS_MS. A row trigger with
 * a WHEN clause: the condition costs nothing when false, and the function runs once per row that
 * shows.
 */
export const VISIBLE_STOCK_CONDITION = `old.stock_quantity is distinct from new.stock_quantity
  and least(old.stock_quantity, new.stock_quantity) <= greatest(10, coalesce(new.max_order_limit, 99), coalesce(old.max_order_limit, 99))`;

export class Migration20261204090000_visible_stock extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger if exists "product_stock_version" on "product";`);
    this.addSql(
      `create trigger "product_stock_version" after update of "stock_quantity" on "product" for each row when (${VISIBLE_STOCK_CONDITION}) execute function "bump_stock_version"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "product_stock_version" on "product";`);
    this.addSql(`create trigger "product_stock_version" after update of "stock_quantity" on "product" for each statement execute function "bump_stock_version"();`);
  }
}
