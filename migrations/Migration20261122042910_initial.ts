import { Migration } from '@mikro-orm/migrations';

export class Migration20261122042910_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "admin" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(15) null, "password_hash" varchar(255) not null, "status" text check ("status" in ('active', 'pending')) not null default 'pending', "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "admin" add constraint "admin_email_unique" unique ("email");`);
    this.addSql(`alter table "admin" add constraint "admin_phone_unique" unique ("phone");`);

    this.addSql(`create table "blog" ("id" serial primary key, "title" varchar(200) not null, "content" text not null, "tags" jsonb not null default '[]', "cover_image" varchar(500) null, "author_id" int null, "is_published" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);

    this.addSql(`create table "category" ("id" serial primary key, "name" varchar(100) not null, "slug" varchar(100) not null, "description" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "category" add constraint "category_name_unique" unique ("name");`);
    this.addSql(`alter table "category" add constraint "category_slug_unique" unique ("slug");`);

    this.addSql(`create table "coupon" ("id" serial primary key, "code" varchar(40) not null, "discount_type" text check ("discount_type" in ('percentage', 'fixed', 'free_shipping')) not null, "discount_value" numeric(12,2) not null default 0, "min_order_value" numeric(12,2) not null default 0, "valid_until" timestamptz null, "description" text null, "is_active" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "coupon" add constraint "coupon_code_unique" unique ("code");`);

    this.addSql(`create table "product" ("id" serial primary key, "name" varchar(200) not null, "description" text null, "image" varchar(500) null, "image_gallery" jsonb not null default '[]', "price" numeric(12,2) not null, "discount_price" numeric(12,2) null, "unit" varchar(20) not null default 'kg', "weight" double precision null, "category_id" int not null, "stock_quantity" int not null default 0, "max_order_limit" int null, "tags" jsonb not null default '[]', "custom_attributes" jsonb null, "country_of_origin" varchar(100) null, "storage_instruction" text null, "available_from" date null, "available_until" date null, "is_featured" boolean not null default false, "is_active" boolean not null default true, "delivery_time" varchar(100) not null default '2-3 business days', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint product_price_not_negative check (price >= 0 and (discount_price is null or discount_price >= 0)), constraint product_stock_not_negative check (stock_quantity >= 0));`);
    this.addSql(`alter table "product" add constraint "product_name_unique" unique ("name");`);
    this.addSql(`create index "product_category_id_is_active_index" on "product" ("category_id", "is_active");`);

    this.addSql(`create table "subscription_plan" ("id" serial primary key, "plan_type" varchar(50) not null, "plan_name" varchar(100) not null, "plan_description" text not null, "price" numeric(12,2) not null, "validity_days" int not null, "features" jsonb not null default '[]', "is_active" boolean not null default true, "created_at" timestamptz not null default now());`);

    this.addSql(`create table "app_user" ("id" serial primary key, "first_name" varchar(50) not null, "middle_name" varchar(50) null, "last_name" varchar(50) null, "email" varchar(254) not null, "phone" varchar(15) null, "password_hash" varchar(255) not null, "is_subscribed" boolean not null default true, "referral_code" varchar(50) null, "verified_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`alter table "app_user" add constraint "app_user_phone_unique" unique ("phone");`);

    this.addSql(`create table "product_review" ("id" serial primary key, "product_id" int not null, "user_id" int not null, "rating" smallint not null, "comment" text null, "created_at" timestamptz not null default now(), constraint product_review_rating_range check (rating between 1 and 5));`);
    this.addSql(`create index "product_review_product_id_index" on "product_review" ("product_id");`);
    this.addSql(`alter table "product_review" add constraint "product_review_product_id_user_id_unique" unique ("product_id", "user_id");`);

    this.addSql(`create table "blog_comment" ("id" serial primary key, "blog_id" int not null, "user_id" int null, "comment" text not null, "is_approved" boolean not null default false, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "blog_comment_blog_id_index" on "blog_comment" ("blog_id");`);

    this.addSql(`alter table "blog" add constraint "blog_author_id_foreign" foreign key ("author_id") references "admin" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "product" add constraint "product_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "product_review" add constraint "product_review_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_review" add constraint "product_review_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "blog_comment" add constraint "blog_comment_blog_id_foreign" foreign key ("blog_id") references "blog" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "blog_comment" add constraint "blog_comment_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "blog" drop constraint "blog_author_id_foreign";`);

    this.addSql(`alter table "blog_comment" drop constraint "blog_comment_blog_id_foreign";`);

    this.addSql(`alter table "product" drop constraint "product_category_id_foreign";`);

    this.addSql(`alter table "product_review" drop constraint "product_review_product_id_foreign";`);

    this.addSql(`alter table "product_review" drop constraint "product_review_user_id_foreign";`);

    this.addSql(`alter table "blog_comment" drop constraint "blog_comment_user_id_foreign";`);

    this.addSql(`drop table if exists "admin" cascade;`);

    this.addSql(`drop table if exists "blog" cascade;`);

    this.addSql(`drop table if exists "category" cascade;`);

    this.addSql(`drop table if exists "coupon" cascade;`);

    this.addSql(`drop table if exists "product" cascade;`);

    this.addSql(`drop table if exists "subscription_plan" cascade;`);

    this.addSql(`drop table if exists "app_user" cascade;`);

    this.addSql(`drop table if exists "product_review" cascade;`);

    this.addSql(`drop table if exists "blog_comment" cascade;`);
  }

}
