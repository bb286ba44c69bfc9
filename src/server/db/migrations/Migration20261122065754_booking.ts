import { Migration } from '@mikro-orm/migrations';

export class Migration20261122065754Booking extends Migration {

  override up(): void {
    this.addSql(`create table "booking" ("id" uuid not null, "reference" varchar(12) not null, "status" text check ("status" in ('hold', 'confirmed', 'cancelled', 'expired')) not null, "check_in" date not null, "check_out" date not null, "guests" int not null, "pets" int not null, "currency" varchar(3) not null, "total_cents" int not null, "hold_expires_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "booking_pkey" primary key ("id"), constraint booking_dates check (check_out > check_in));`);
    this.addSql(`alter table "booking" add constraint "booking_reference_unique" unique ("reference");`);
    // No two live stays may share a night: enforced by PostgreSQL itself, so no race in any
    // number of server processes can double-book. Check-out day is free ('[)' range).
    this.addSql(`alter table "booking" add constraint "booking_no_overlap" exclude using gist (daterange("check_in", "check_out", '[)') with &&) where ("status" in ('hold', 'confirmed'));`);
    this.addSql(`create index "booking_status_hold_expires_at_index" on "booking" ("status", "hold_expires_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking" cascade;`);
  }

}
