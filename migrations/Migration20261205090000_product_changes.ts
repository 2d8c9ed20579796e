import { Migration } from '@mikro-orm/migrations';

/**
 * An edit of a product row says what it changed (issue 37, docs/decisions/0036): the row trigger
 * that advanced the catalogue version for any non-stock change now also records the product,
 * its category before and after (ids and slugs, as text), the changed columns and, for a rename,
 * the names before and after (a search list depends only on names that match it) under the
 * number it took. The version reader (catalog.version.ts) reads these records, so a cached
 * guest page or answer that does not show the edited product survives the edit
 * (core/cache-deps.ts). Every other catalogue write still takes a number with no record, which
 * drops every entry. Records older than an hour are deleted now and then by the trigger itself.
 */
export class Migration20261205090000_product_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "catalog_product_change" (
         "seq" bigint primary key,
         "product_id" int not null,
         "categories" text[] not null,
         "columns" text[] not null,
         "names" text[] not null default '{}',
         "at" timestamptz not null default now()
       );`,
    );
    this.addSql(
      `create function "record_product_change"() returns trigger language plpgsql as $$
       declare n bigint;
       begin
         perform pg_advisory_xact_lock_shared(7001, 1);
         n := nextval('catalog_version_seq');
         insert into "catalog_product_change" ("seq", "product_id", "categories", "columns", "names")
         values (
           n,
           new."id",
           array(select x from (
             select c."id"::text as x from "category" c where c."id" in (old."category_id", new."category_id")
             union select c."slug" from "category" c where c."id" in (old."category_id", new."category_id")
             union select old."category_id"::text union select new."category_id"::text
           ) cats where x is not null),
           array(select n2.key from jsonb_each(to_jsonb(new)) n2
                  where n2.key not in ('stock_quantity', 'updated_at') and n2.value is distinct from (to_jsonb(old) -> n2.key)),
           case when old."name" is distinct from new."name" then array[old."name", new."name"] else '{}' end
         );
         if n % 500 = 0 then
           delete from "catalog_product_change" where "at" < now() - interval '1 hour';
         end if;
         return null;
       end $$;`,
    );
    this.addSql(`drop trigger if exists "product_catalog_version_update" on "product";`);
    this.addSql(
      `create trigger "product_catalog_version_update" after update on "product" for each row
         when ((to_jsonb(old) - 'stock_quantity' - 'updated_at') is distinct from (to_jsonb(new) - 'stock_quantity' - 'updated_at'))
         execute function "record_product_change"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "product_catalog_version_update" on "product";`);
    this.addSql(
      `create trigger "product_catalog_version_update" after update on "product" for each row
         when ((to_jsonb(old) - 'stock_quantity' - 'updated_at') is distinct from (to_jsonb(new) - 'stock_quantity' - 'updated_at'))
         execute function "bump_catalog_version"();`,
    );
    this.addSql(`drop function if exists "record_product_change"();`);
    this.addSql(`drop table if exists "catalog_product_change";`);
  }
}
