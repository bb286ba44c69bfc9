import { Migration } from '@mikro-orm/migrations';

/**
 * Quotes stored before tax lines carried `kind: 'tax'` told a tax by its label alone
 * (/TAT|GET|County Tax/, the only tax labels an owner could save then). This marks those lines
 * in every booking's stored quote, so the guest's booking page merges them into 'Taxes' again.
 * The rule is written out, not imported: a migration says what it did on the day it ran.
 */
export class Migration20261124162600QuoteTaxLines extends Migration {
  override up(): void {
    this.addSql(
      `update "booking" set "quote" = jsonb_set("quote", '{breakdown}', (` +
        `select jsonb_agg(case when jsonb_typeof(line) = 'object' and line->'kind' is null and line->>'label' ~ 'TAT|GET|County Tax' ` +
        `then line || '{"kind":"tax"}'::jsonb else line end order by position) ` +
        `from jsonb_array_elements("quote"->'breakdown') with ordinality as lines(line, position))) ` +
        `where jsonb_typeof("quote"->'breakdown') = 'array' and exists (` +
        `select 1 from jsonb_array_elements("quote"->'breakdown') as lines(line) ` +
        `where jsonb_typeof(line) = 'object' and line->'kind' is null and line->>'label' ~ 'TAT|GET|County Tax');`,
    );
  }

  override down(): void {
    // Nothing to undo: code from before this migration ignores `kind`, and a marked line cannot be told from one a newer quote wrote.
  }
}
