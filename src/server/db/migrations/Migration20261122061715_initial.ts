import { Migration } from '@mikro-orm/migrations';

export class Migration20261122061715Initial extends Migration {

  override up(): void {
    this.addSql(`create table "amenity" ("id" serial primary key, "name" varchar(120) not null, "description" text null, "category" varchar(100) not null, "featured" boolean not null, "sort_order" int not null);`);
    this.addSql(`alter table "amenity" add constraint "amenity_name_unique" unique ("name");`);

    this.addSql(`create table "amenity_category" ("id" serial primary key, "name" varchar(100) not null, "description" text null, "icon" varchar(60) null, "color" varchar(120) null, "sort_order" int not null);`);
    this.addSql(`alter table "amenity_category" add constraint "amenity_category_name_unique" unique ("name");`);

    this.addSql(`create table "attraction" ("id" serial primary key, "name" varchar(200) not null, "category" varchar(40) not null, "description" text not null, "detailed_description" text null, "lat" numeric(9,6) not null, "lng" numeric(9,6) not null, "address" text not null, "distance" varchar(40) null, "color" varchar(60) null, "rating" numeric(2,1) null, "reviews_count" int not null, "image_url" text null, "gallery_images" jsonb not null, "tags" jsonb not null, "hours" text null, "ticket_price" varchar(120) null, "sort_order" int not null);`);
    this.addSql(`alter table "attraction" add constraint "attraction_name_unique" unique ("name");`);

    this.addSql(`create table "calendar_block" ("id" serial primary key, "start_date" date not null, "end_date" date not null, "source" varchar(40) not null, "note" text null, "created_at" timestamptz not null, constraint calendar_block_range check (end_date > start_date));`);

    this.addSql(`create table "login_throttle" ("key" varchar(300) not null, "failures" int not null, "window_started_at" timestamptz not null, "locked_until" timestamptz null, constraint "login_throttle_pkey" primary key ("key"));`);

    this.addSql(`create table "photo" ("id" serial primary key, "slug" varchar(120) not null, "alt" varchar(300) not null, "is_featured" boolean not null, "sort_order" int not null);`);
    this.addSql(`alter table "photo" add constraint "photo_slug_unique" unique ("slug");`);

    this.addSql(`create table "policy" ("slug" varchar(40) not null, "title" varchar(200) not null, "body" text not null, "updated_at" timestamptz not null, constraint "policy_pkey" primary key ("slug"));`);

    this.addSql(`create table "property" ("id" serial primary key, "slug" varchar(80) not null, "title" varchar(200) not null, "general_location" varchar(200) not null, "description" text not null, "address" text not null, "exact_lat" double precision not null, "exact_lng" double precision not null, "approx_lat" double precision not null, "approx_lng" double precision not null, "square_feet" int not null, "bedrooms" int not null, "bathrooms" numeric(3,1) not null, "max_guests" int not null, "base_rate_cents" int not null, "cleaning_fee_cents" int not null, "check_in_time" varchar(5) not null, "check_out_time" varchar(5) not null, "pets_allowed" boolean not null, "smoking_allowed" boolean not null, "min_nights" int not null, "house_rules" jsonb not null, "check_in_instructions" text not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "property" add constraint "property_slug_unique" unique ("slug");`);

    this.addSql(`create table "review" ("id" serial primary key, "guest_name" varchar(120) not null, "location" varchar(120) null, "rating" smallint not null, "review_date" date not null, "stay_start_date" date null, "stay_end_date" date null, "trip_type" varchar(40) null, "review_text" text not null, "would_recommend" boolean not null, "is_featured" boolean not null, "verified_guest" boolean not null, "reviewer_avatar_url" text null, "source" text check ("source" in ('direct', 'airbnb', 'vrbo')) not null, "is_published" boolean not null default true, "created_at" timestamptz not null, constraint review_rating_range check (rating between 1 and 5));`);

    this.addSql(`create table "setting" ("key" varchar(80) not null, "value" jsonb not null, "updated_at" timestamptz not null, constraint "setting_pkey" primary key ("key"));`);

    this.addSql(`create table "app_user" ("id" uuid not null, "email" varchar(254) not null, "name" varchar(100) not null, "password_hash" varchar(300) not null, "role" text check ("role" in ('owner', 'admin')) not null, "created_at" timestamptz not null, constraint "app_user_pkey" primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(`create table "session" ("id" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, constraint "session_pkey" primary key ("id"));`);

    this.addSql(`create table "invitation" ("id" uuid not null, "code_hash" varchar(64) not null, "email" varchar(254) null, "role" text check ("role" in ('owner', 'admin')) not null, "created_by_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "invitation_pkey" primary key ("id"));`);
    this.addSql(`alter table "invitation" add constraint "invitation_code_hash_unique" unique ("code_hash");`);

    this.addSql(`alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "invitation" add constraint "invitation_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);

    this.addSql(`alter table "invitation" drop constraint "invitation_created_by_id_foreign";`);

    this.addSql(`drop table if exists "amenity" cascade;`);

    this.addSql(`drop table if exists "amenity_category" cascade;`);

    this.addSql(`drop table if exists "attraction" cascade;`);

    this.addSql(`drop table if exists "calendar_block" cascade;`);

    this.addSql(`drop table if exists "login_throttle" cascade;`);

    this.addSql(`drop table if exists "photo" cascade;`);

    this.addSql(`drop table if exists "policy" cascade;`);

    this.addSql(`drop table if exists "property" cascade;`);

    this.addSql(`drop table if exists "review" cascade;`);

    this.addSql(`drop table if exists "setting" cascade;`);

    this.addSql(`drop table if exists "app_user" cascade;`);

    this.addSql(`drop table if exists "session" cascade;`);

    this.addSql(`drop table if exists "invitation" cascade;`);
  }

}
