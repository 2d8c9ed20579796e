import { Migration } from '@mikro-orm/migrations';

/**
 * The image store's PostgreSQL backend (docs/decisions/0027-image-store.md), so that every app
 * instance on the database serves every picture, with no shared disk:
 * - `image_blob`: the bytes, once per content (keyed by their SHA-256). Pictures are already
 *   compressed, so the column is stored EXTERNAL (out of line, uncompressed): PostgreSQL then
 *   reads a `substring` of it without fetching the whole value, which lets a large picture be
 *   sent in chunks.
 * - `image_path`: what each public address (/uploads/<path>) shows. New uploads are named by
 *   their hash; older addresses (random names, the seeded `products/<icon>.png`, files imported
 *   from the old upload folder) point at their bytes here. A path never changes what it shows.
 */
export class Migration20261128100000_image_store extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "image_blob" (
      "sha256" char(64) primary key,
      "mime" varchar(32) not null,
      "size" int not null,
      "bytes" bytea not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "image_blob" alter column "bytes" set storage external;`);
    this.addSql(`create table "image_path" (
      "path" varchar(255) primary key,
      "sha256" char(64) not null references "image_blob" ("sha256"),
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "image_path_sha256_index" on "image_path" ("sha256");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "image_path" cascade;`);
    this.addSql(`drop table if exists "image_blob" cascade;`);
  }
}
