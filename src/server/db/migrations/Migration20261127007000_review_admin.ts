import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22, Reviews: Booking.com joins the sources; a review may carry the host's public response; an imported
 * review keeps a key made from its content, unique, so importing the same file twice adds nothing twice
 * (decision 046). The review table's audit trigger (decision 036) records every change, these columns included.
 */
export class Migration20261127007000ReviewAdmin extends Migration {
  override up(): void {
    this.addSql(`alter table "review" drop constraint if exists "review_source_check";`);
    this.addSql(`alter table "review" add constraint "review_source_check" check ("source" in ('direct', 'airbnb', 'vrbo', 'booking'));`);
    this.addSql(`alter table "review" add column "host_response" text null, add column "host_response_at" timestamptz null, add column "import_key" varchar(64) null;`);
    this.addSql(`alter table "review" add constraint "review_import_key_unique" unique ("import_key");`);
  }

  override down(): void {
    this.addSql(`alter table "review" drop constraint "review_import_key_unique";`);
    this.addSql(`alter table "review" drop column "host_response", drop column "host_response_at", drop column "import_key";`);
    this.addSql(`alter table "review" drop constraint "review_source_check";`);
    this.addSql(`alter table "review" add constraint "review_source_check" check ("source" in ('direct', 'airbnb', 'vrbo'));`);
  }
}
