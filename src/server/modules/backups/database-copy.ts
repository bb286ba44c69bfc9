import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { z } from 'zod';

/**
 * The database part of a backup when no pg_dump for the server's version is at hand (the embedded PostgreSQL ships
 * none, decision 060): every public table's rows in COPY's text format, one file each, read in one repeatable-read
 * snapshot; each sequence's value; and the names of the applied migrations, which are the schema (every table,
 * index, constraint and trigger comes from a committed migration). A restore runs those migrations on the empty
 * database, then copies the rows back with triggers off and sets the sequences.
 */
export const copiedDatabaseSchema = z.object({
  migrations: z.array(z.string()).min(1),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
});
export type CopiedDatabase = z.infer<typeof copiedDatabaseSchema>;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const fileOf = (dir: string, table: string) => path.join(dir, `${table}.copy`);

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The public schema's tables with their stored (not generated) columns in order, and its sequences. */
async function describeSchema(client: pg.Client): Promise<{ tables: { name: string; columns: string[] }[]; sequences: string[] }> {
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const row of columns) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  const { rows: sequences } = await client.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = 'public' order by 1`);
  return { tables: [...tables].map(([name, names]) => ({ name, columns: names })), sequences: sequences.map((row) => row.name) };
}

/** Writes every table of the database at `url` into `dir` (which exists), from one snapshot; returns what it wrote. */
export async function copyDatabaseOut(url: string, dir: string): Promise<CopiedDatabase> {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const schema = await describeSchema(client);
      const { rows: migrations } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
      const tables: CopiedDatabase['tables'] = [];
      for (const table of schema.tables) {
        const [counted] = (await client.query<{ rows: string }>(`select count(*) as rows from ${ident(table.name)}`)).rows;
        const list = table.columns.map(ident).join(', ');
        await pipeline(client.query(copyTo(`copy ${ident(table.name)} (${list}) to stdout`)), createWriteStream(fileOf(dir, table.name)));
        tables.push({ ...table, rows: Number(counted!.rows) });
      }
      const sequences: CopiedDatabase['sequences'] = [];
      for (const name of schema.sequences) {
        const [value] = (await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${ident(name)}`)).rows;
        sequences.push({ name, lastValue: value!.last_value, isCalled: value!.is_called });
      }
      return { migrations: migrations.map((row) => row.name), tables, sequences };
    } finally {
      await client.query('rollback');
    }
  });
}

/** A line per row in COPY's text format (a newline inside a value is written as \n): a file cut short has fewer. */
export async function checkCopiedDatabase(dir: string, copied: CopiedDatabase): Promise<void> {
  for (const table of copied.tables) {
    const text = await readFile(fileOf(dir, table.name), 'utf8').catch(() => null);
    if (text === null) throw new Error(`The backup has no rows file for ${table.name}.`);
    const lines = text === '' ? 0 : text.split('\n').length - 1;
    if (lines !== table.rows || (text !== '' && !text.endsWith('\n'))) throw new Error(`The rows of ${table.name} in the backup are incomplete (${lines} of ${table.rows}).`);
  }
}

/**
 * Puts the rows back into the database at `url`, whose schema `migrateTo` has just built from the same migrations:
 * in one transaction, with triggers off (so foreign keys are not checked row by row and the audit log is not
 * written twice; this needs a superuser, as the embedded database's is), every table emptied of what the
 * migrations seeded, then filled, then the sequences set.
 */
export async function copyDatabaseIn(url: string, dir: string, copied: CopiedDatabase): Promise<void> {
  await withClient(url, async (client) => {
    const schema = await describeSchema(client);
    const here = schema.tables.map((table) => `${table.name}(${table.columns.join(',')})`).sort();
    const there = copied.tables.map((table) => `${table.name}(${table.columns.join(',')})`).sort();
    if (here.join(' ') !== there.join(' ')) throw new Error('The migrated database does not have the backup’s tables and columns: restore with the version of the site that made the backup.');
    await client.query('begin');
    try {
      await client.query('set local session_replication_role = replica');
      if (copied.tables.length > 0) await client.query(`truncate ${copied.tables.map((table) => ident(table.name)).join(', ')}`);
      for (const table of copied.tables) {
        const list = table.columns.map(ident).join(', ');
        await pipeline(createReadStream(fileOf(dir, table.name)), client.query(copyFrom(`copy ${ident(table.name)} (${list}) from stdin`)));
      }
      for (const sequence of copied.sequences) await client.query('select setval($1::regclass, $2::bigint, $3)', [ident(sequence.name), sequence.lastValue, sequence.isCalled]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
}
