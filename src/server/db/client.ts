import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool }

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
)

/** A pooled Drizzle database for one connection string; the caller owns `close`. */
export function connect(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 })
  // An idle client losing its connection must not crash the process; queries report their errors.
  pool.on('error', () => undefined)
  return drizzle(pool, { schema }) as Db
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder })
}

export async function closeDb(db: Db): Promise<void> {
  await db.$client.end()
}
