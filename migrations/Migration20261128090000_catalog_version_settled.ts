import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue version's sequence advances inside the writing transaction, before it commits
 * (sequences are not transactional). A reader that saw the new number while the write was
 * still open would cache what it read then, without the write, under the new version, and
 * serve it after the commit. Each writing statement now also takes a shared transaction-level
 * advisory lock (key 7001, 1), released at commit or rollback: writers never wait on each
 * other, and a reader that cannot take the same lock exclusively knows a write is open and
 * caches nothing (catalog.version.ts).
 */
export class Migration20261128090000_catalog_version_settled extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create or replace function "bump_catalog_version"() returns trigger language plpgsql as $$ begin perform pg_advisory_xact_lock_shared(7001, 1); perform nextval('catalog_version_seq'); return null; end $$;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `create or replace function "bump_catalog_version"() returns trigger language plpgsql as $$ begin perform nextval('catalog_version_seq'); return null; end $$;`,
    );
  }
}
