import path from 'node:path'
import type { Config } from './config'
import { closeDb, connect, type Db, runMigrations } from './db/client'
import { startEmbeddedPostgres } from './db/embedded'
import { ensureDatabase } from './db/ensure-database'
import type { Logger } from './logger'

export interface OpenDatabase {
  db: Db
  close(): Promise<void>
}

export const EMBEDDED_DATABASE = 'seen'

/**
 * DATABASE_URL's server when set; otherwise the private embedded PostgreSQL under
 * DATA_DIR/pg, started here and stopped by `close`. Migrations run either way.
 */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  if (config.DATABASE_URL) {
    const db = connect(config.DATABASE_URL)
    await runMigrations(db)
    return { db, close: () => closeDb(db) }
  }
  const server = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), log)
  try {
    await ensureDatabase(server.url, EMBEDDED_DATABASE)
    const db = connect(server.urlFor(EMBEDDED_DATABASE))
    await runMigrations(db)
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
