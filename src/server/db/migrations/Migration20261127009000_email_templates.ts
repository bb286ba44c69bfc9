import { Migration } from '@mikro-orm/migrations';
import { auditTrigger } from '../audit-triggers';

/**
 * Issue 22, e-mail templates (decision 049): the owner's words for a kind of e-mail, one row per kind they
 * edited; restoring the default deletes the row. Audited (decision 036).
 */
export class Migration20261127009000EmailTemplates extends Migration {
  override up(): void {
    this.addSql(`create table "email_template" ("kind" varchar(60) not null, "subject" varchar(300) not null, "body" text not null, "updated_at" timestamptz not null, constraint "email_template_pkey" primary key ("kind"));`);
    this.addSql(auditTrigger('email_template', 'kind', ['updated_at']));
  }

  override down(): void {
    this.addSql(`drop table if exists "email_template" cascade;`);
  }
}
