import { Migration } from '@mikro-orm/migrations';

/** A signed-in customer's hearts: one row per (customer, product). */
export class Migration20261122114000_wishlist extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "wishlist_item" (
      "user_id" int not null references "app_user" ("id") on update cascade on delete cascade,
      "product_id" int not null references "product" ("id") on update cascade on delete cascade,
      "created_at" timestamptz not null default now(),
      primary key ("user_id", "product_id")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "wishlist_item";`);
  }
}
