/**
 * The database structure as PostgreSQL itself states it, and the SQL that builds the Drizzle
 * schema from nothing: comparing a migrated database with one built from the schema shows any
 * drift between the hand-written migrations and src/server/db/schema.ts.
 */
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api'
import type pg from 'pg'
import * as schema from '~/server/db/schema'

/** Every statement that creates the schema in an empty database, as drizzle-kit writes them. */
export async function schemaStatements(): Promise<string[]> {
  const empty = generateDrizzleJson({})
  const full = generateDrizzleJson(schema, empty.id)
  return ['create extension if not exists citext', ...(await generateMigration(empty, full))]
}

export interface Catalog {
  tables: string[]
  columns: string[]
  constraints: string[]
  indexes: string[]
}

async function lines(client: pg.ClientBase, text: string): Promise<string[]> {
  const { rows } = await client.query<{ line: string }>(text)
  return rows.map((row) => row.line)
}

/**
 * One line per table, column (type, nullability, default), constraint (its definition) and
 * index (its definition), sorted by name: column order and creation order do not matter.
 */
export async function readCatalog(client: pg.ClientBase): Promise<Catalog> {
  return {
    tables: await lines(
      client,
      `select table_name as line from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
    columns: await lines(
      client,
      `select c.table_name || '.' || c.column_name || ' ' || format_type(a.atttypid, a.atttypmod)
         || case when c.is_nullable = 'NO' then ' not null' else '' end
         || coalesce(' default ' || c.column_default, '') as line
       from information_schema.columns c
       join pg_attribute a on a.attrelid = format('public.%I', c.table_name)::regclass
         and a.attname = c.column_name
       where c.table_schema = 'public' order by 1`,
    ),
    constraints: await lines(
      client,
      `select t.relname || ' ' || c.conname || ': ' || pg_get_constraintdef(c.oid) as line
       from pg_constraint c join pg_class t on t.oid = c.conrelid
       join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = 'public' order by 1`,
    ),
    indexes: await lines(
      client,
      `select indexdef as line from pg_indexes where schemaname = 'public' order by indexname`,
    ),
  }
}
