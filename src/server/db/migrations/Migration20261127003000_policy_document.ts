import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21: the owner edits the policies in a rich-text editor. The document (the editor's JSON, within
 * richTextDocumentSchema) is kept beside the plain-text body the API serves; null until the policy is first
 * edited, so the seeded text stays what visitors see. The policy table's audit trigger records it (decision 036).
 * The SEO texts and the footer's text live in the setting table (key site_texts), audited already.
 */
export class Migration20261127003000PolicyDocument extends Migration {
  override up(): void {
    this.addSql(`alter table "policy" add column "document" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "policy" drop column "document";`);
  }
}
