import path from 'node:path'
import type { Config } from './config'
import { closeDb, connect, type Db, type DbOptions } from './db/client'
import { startEmbeddedPostgres } from './db/embedded'
import { ensureDatabase } from './db/ensure-database'
import { assertSchemaCurrent, runMigrations } from './db/migrate'
import { waitForDatabase } from './db/wait'
import type { Logger } from './logger'

export interface OpenDatabase {
  db: Db
  close(): Promise<void>
}

export const EMBEDDED_DATABASE = 'seen'

/** Pool settings from the configuration; broken connections are logged, never fatal. */
export function dbOptions(config: Config, log: Logger): DbOptions {
  return {
    max: config.DB_POOL_MAX,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    preparedStatements: config.DB_PREPARED_STATEMENTS,
    // Only code and message: node-postgres hangs the client (with its connection parameters,
    // password included) on the error object.
    onConnectionError: (error) =>
      log.warn(
        { code: (error as { code?: unknown }).code, reason: error.message },
        'a database connection failed; it will be replaced',
      ),
  }
}

/**
 * DATABASE_URL with DATABASE_CA_FILE as its `sslrootcert` (node-postgres reads the file), and
 * certificate checks on (`sslmode=verify-full`) unless the URL names a mode itself.
 */
export function databaseUrlWithCa(url: string, caFile: string | undefined): string {
  if (!caFile) return url
  const parsed = new URL(url)
  if (!parsed.searchParams.has('sslrootcert')) {
    parsed.searchParams.set('sslrootcert', path.resolve(caFile))
  }
  if (!parsed.searchParams.has('sslmode')) parsed.searchParams.set('sslmode', 'verify-full')
  return parsed.toString()
}

/** Migrates (under the lock) with MIGRATE on; otherwise only checks the schema matches. */
export async function prepareSchema(db: Db, config: Config): Promise<void> {
  if (config.MIGRATE) await runMigrations(db)
  else await assertSchemaCurrent(db)
}

/**
 * DATABASE_URL's server when set, waited for while it does not answer yet; otherwise the
 * private embedded PostgreSQL under DATA_DIR/pg, started here and stopped by `close`.
 */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  if (config.DATABASE_URL) {
    const url = databaseUrlWithCa(config.DATABASE_URL, config.DATABASE_CA_FILE)
    const db = connect(url, dbOptions(config, log))
    try {
      await waitForDatabase(db.$client, log)
      await prepareSchema(db, config)
    } catch (error) {
      await closeDb(db)
      throw error
    }
    return { db, close: () => closeDb(db) }
  }
  const server = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), log)
  try {
    await ensureDatabase(server.url, EMBEDDED_DATABASE)
    const db = connect(server.urlFor(EMBEDDED_DATABASE), dbOptions(config, log))
    await prepareSchema(db, config)
    return {
      db,
      close: async () => {
        await closeDb(db)
        await server.stop()
      },
    }
  } catch (error) {
    await server.stop()
    throw error
  }
}
