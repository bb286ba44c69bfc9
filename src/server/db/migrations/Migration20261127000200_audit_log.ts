import { Migration } from '@mikro-orm/migrations';
import { auditTrigger } from '../audit-triggers';

/** Fields whose values never reach the log: their change is recorded as "changed" (column names and JSON keys). */
const SECRET = `'(password|hash|secret|seed|token|challenge|recovery|totp)'`;

/** Owner-editable tables and the columns whose changes are bookkeeping rather than someone's edit. */
const AUDITED: [table: string, key: string, ignored: string[]][] = [
  ['app_user', 'id', ['created_at']],
  ['invitation', 'id', ['created_at']],
  ['booking', 'reference', ['id', 'created_at', 'updated_at', 'refund_claimed_until', 'quote', 'pricing']],
  ['recorded_payment', 'id', []],
  ['coupon', 'id', ['created_at']],
  ['setting', 'key', ['updated_at']],
  ['policy', 'slug', ['updated_at']],
  ['calendar_feed', 'id', ['created_at', 'last_attempt_at', 'last_success_at', 'last_error', 'ignored_event_count', 'ignored_events', 'overlaps']],
  ['contact_message', 'id', []],
  ['chat_conversation', 'id', ['last_message_at', 'host_read_up_to', 'guest_read_up_to', 'last_host_alert_at', 'last_guest_alert_at']],
  ['chat_block', 'conversation_id', []],
  ['property', 'id', []],
  ['photo', 'id', []],
  ['amenity_category', 'id', []],
  ['amenity', 'id', []],
  ['attraction', 'id', []],
  ['review', 'id', []],
];

/**
 * Issue 20, point 6: the audit log. Rows are written by triggers (audit_row_change) while a signed-in call has
 * named its actor for the transaction (set_config('kbh.audit_actor', …, true), audit-actor.ts), so a change and
 * its record commit together or not at all, and no writer can forget it; events (sign-ins, exports) are inserted
 * by recordAudit. Only changed fields are kept, one level into JSON documents; secrets are recorded as "changed".
 * The table refuses UPDATE, DELETE and TRUNCATE: nothing in the app can edit its own history.
 */
export class Migration20261127000200AuditLog extends Migration {
  override up(): void {
    this.addSql(
      `create table "audit_log" (` +
        `"id" bigserial primary key, ` +
        `"at" timestamptz not null default now(), ` +
        `"actor_id" uuid null, ` +
        `"actor_name" varchar(100) null, ` +
        `"ip" varchar(100) null, ` +
        `"action" varchar(40) not null, ` +
        `"entity" varchar(63) not null, ` +
        `"entity_id" varchar(200) null, ` +
        `"before" jsonb null, ` +
        `"after" jsonb null);`,
    );
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at" desc, "id" desc);`);
    this.addSql(`create index "audit_log_actor_index" on "audit_log" ("actor_id", "at" desc);`);
    this.addSql(
      `create function "audit_log_refuse_change"() returns trigger language plpgsql as $$ ` +
        `begin raise exception 'The audit log cannot be changed or deleted.' using errcode = 'insufficient_privilege'; end $$;`,
    );
    this.addSql(`create trigger "audit_log_append_only" before update or delete on "audit_log" for each row execute function "audit_log_refuse_change"();`);
    this.addSql(`create trigger "audit_log_no_truncate" before truncate on "audit_log" for each statement execute function "audit_log_refuse_change"();`);
    this.addSql(
      `create function "audit_changes"(old_doc jsonb, new_doc jsonb, depth int) ` +
        `returns table (field text, old_value jsonb, new_value jsonb) language plpgsql immutable as $$ ` +
        `declare k text; o jsonb; n jsonb; ` +
        `begin ` +
        `for k in select jsonb_object_keys(coalesce(old_doc, '{}'::jsonb) || coalesce(new_doc, '{}'::jsonb)) loop ` +
        `o := nullif(old_doc -> k, 'null'::jsonb); n := nullif(new_doc -> k, 'null'::jsonb); ` +
        `continue when o is not distinct from n; ` +
        `if depth > 0 and jsonb_typeof(coalesce(o, n)) = 'object' and jsonb_typeof(coalesce(n, o)) = 'object' then ` +
        `return query select k || '.' || c.field, c.old_value, c.new_value from "audit_changes"(o, n, depth - 1) c; ` +
        `else field := k; old_value := o; new_value := n; return next; end if; ` +
        `end loop; end $$;`,
    );
    this.addSql(
      `create function "audit_row_change"() returns trigger language plpgsql as $$ ` +
        `declare actor jsonb; ignored text[]; old_row jsonb; new_row jsonb; changes int; before_doc jsonb; after_doc jsonb; ` +
        `begin ` +
        `actor := nullif(current_setting('kbh.audit_actor', true), '')::jsonb; ` +
        `if actor is null then return null; end if; ` +
        `ignored := coalesce(tg_argv[1:tg_nargs - 1], '{}'::text[]); ` +
        `if tg_op <> 'INSERT' then old_row := to_jsonb(old) - ignored; end if; ` +
        `if tg_op <> 'DELETE' then new_row := to_jsonb(new) - ignored; end if; ` +
        `select count(*), ` +
        `jsonb_object_agg(c.field, c.old_value) filter (where c.old_value is not null and c.field !~* ${SECRET}), ` +
        `jsonb_object_agg(c.field, case when c.field ~* ${SECRET} then '"changed"'::jsonb else c.new_value end) filter (where c.new_value is not null) ` +
        `into changes, before_doc, after_doc from "audit_changes"(old_row, new_row, 1) c; ` +
        `if changes = 0 then return null; end if; ` +
        `insert into "audit_log" ("actor_id", "actor_name", "ip", "action", "entity", "entity_id", "before", "after") values (` +
        `(actor ->> 'userId')::uuid, actor ->> 'name', actor ->> 'ip', ` +
        `case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end, ` +
        `tg_table_name, coalesce(new_row, old_row) ->> tg_argv[0], before_doc, after_doc); ` +
        `return null; end $$;`,
    );
    for (const [table, key, ignored] of AUDITED) this.addSql(auditTrigger(table, key, ignored));
    // Only the owner's own blocks: a feed's sync replaces its imported nights wholesale, which is no one's edit.
    const block = `execute function "audit_row_change"('id', 'created_at')`;
    this.addSql(`create trigger "calendar_block_audit_insert" after insert on "calendar_block" for each row when (new.source = 'owner') ${block};`);
    this.addSql(`create trigger "calendar_block_audit_update" after update on "calendar_block" for each row when (old.source = 'owner' or new.source = 'owner') ${block};`);
    this.addSql(`create trigger "calendar_block_audit_delete" after delete on "calendar_block" for each row when (old.source = 'owner') ${block};`);
  }

  override down(): void {
    for (const suffix of ['insert', 'update', 'delete']) this.addSql(`drop trigger if exists "calendar_block_audit_${suffix}" on "calendar_block";`);
    for (const [table] of AUDITED) this.addSql(`drop trigger if exists "${table}_audit" on "${table}";`);
    this.addSql(`drop function if exists "audit_row_change"();`);
    this.addSql(`drop function if exists "audit_changes"(jsonb, jsonb, int);`);
    this.addSql(`drop table if exists "audit_log";`);
    this.addSql(`drop function if exists "audit_log_refuse_change"();`);
  }
}
