import { Migration } from '@mikro-orm/migrations';

/**
 * Sites seeded before the default tours widget existed have no widget address, so their home page
 * shows no widget. This fills the address once where it is empty; an owner who clears it later
 * keeps it cleared (the seed only fills empty tables and would not reach these sites).
 * The address is written out, not imported: a migration says what it did on the day it ran.
 */
export class Migration20261124140000ToursWidgetDefault extends Migration {
  override up(): void {
    this.addSql(
      `update "setting" set "value" = jsonb_set("value", '{tours_widget_url}', '"/widgets/tours"'), "updated_at" = now() ` +
        `where "key" = 'site_info' and jsonb_typeof("value") = 'object' and coalesce(trim("value"->>'tours_widget_url'), '') = '';`,
    );
  }

  override down(): void {
    // Nothing to undo: an address filled here cannot be told from one the owner typed.
  }
}
