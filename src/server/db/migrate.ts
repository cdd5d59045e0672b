import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'
import type { Db } from './client'

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
)

/**
 * Key of the session advisory lock every instance takes before migrating, so instances started
 * together on an empty database migrate one after the other instead of racing on
 * `create extension` and `create type` (the later ones then find nothing left to do).
 */
export const MIGRATION_LOCK_KEY = 0x5ee7_0018

/** A start-up refusal whose message is the whole story (printed as one line). */
export class SchemaMismatchError extends Error {
  override name = 'SchemaMismatchError'
}

interface Journal {
  entries: { when: number; tag: string }[]
}

/** The migrations this code ships, oldest first. */
export function knownMigrations(): { when: number; tag: string }[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json')
  return (JSON.parse(readFileSync(file, 'utf8')) as Journal).entries
}

export interface SchemaState {
  /** Applied in the database but unknown to this code: a newer version migrated it. */
  unknown: number
  /** Shipped with this code but not applied yet. */
  pending: string[]
}

/** Compares the database's migration log with the shipped migrations. */
export async function schemaState(client: pg.ClientBase): Promise<SchemaState> {
  const known = knownMigrations()
  const table = await client.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  )
  const applied = table.rows[0]?.found
    ? (
        await client.query<{ at: string }>(
          'select created_at::text as at from drizzle.__drizzle_migrations',
        )
      ).rows.map((row) => Number(row.at))
    : []
  const knownTimes = new Set(known.map((m) => m.when))
  const appliedTimes = new Set(applied)
  return {
    unknown: applied.filter((at) => !knownTimes.has(at)).length,
    pending: known.filter((m) => !appliedTimes.has(m.when)).map((m) => m.tag),
  }
}

function refuseNewer(state: SchemaState): void {
  if (state.unknown === 0) return
  const newest = knownMigrations().at(-1)?.tag ?? 'none'
  throw new SchemaMismatchError(
    `The database has ${state.unknown} migration(s) newer than this version of Seen knows ` +
      `(its newest is ${newest}): run the newer version, or restore a backup that matches this one.`,
  )
}

/**
 * Brings the schema up to date under the migration lock. Refuses (SchemaMismatchError) a
 * database a newer version has migrated: this code would write rows the newer one misreads.
 */
export async function runMigrations(db: Db): Promise<void> {
  const client = await db.$client.connect()
  let broken: Error | undefined
  try {
    // A migration may build an index for minutes: no statement timeout on this session.
    await client.query('set statement_timeout = 0')
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      refuseNewer(await schemaState(client))
      await migrate(drizzle(client), { migrationsFolder })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      await client.query('reset statement_timeout')
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error))
    throw error
  } finally {
    // A client that failed mid-way may still hold the lock or a session setting: drop it.
    client.release(broken)
  }
}

/**
 * For an instance started with MIGRATE=false: the schema must be exactly what this code
 * expects, neither older (run `npm run migrate` first) nor newer.
 */
export async function assertSchemaCurrent(db: Db): Promise<void> {
  const client = await db.$client.connect()
  try {
    const state = await schemaState(client)
    refuseNewer(state)
    if (state.pending.length > 0) {
      throw new SchemaMismatchError(
        `The database lacks ${state.pending.length} migration(s) of this version ` +
          `(first: ${state.pending[0]}): run \`npm run migrate\` first, or start with MIGRATE=true.`,
      )
    }
  } finally {
    client.release()
  }
}
