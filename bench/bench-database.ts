/** A throwaway embedded PostgreSQL with the migrated `seen_bench` database, for a bench. */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { connect } from '~/server/db/client'
import { startEmbeddedPostgres } from '~/server/db/embedded'
import { ensureDatabase } from '~/server/db/ensure-database'
import { runMigrations } from '~/server/db/migrate'
import { silentLogger } from '~/server/logger'

export async function benchDatabase() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'seen-bench-'))
  // As root the cluster runs as the `postgres` user, which must be able to reach it.
  await chmod(dir, 0o711)
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), silentLogger)
  /** Stops the cluster and removes its files (close the pool first). */
  const remove = async () => {
    await pgServer.stop()
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await ensureDatabase(pgServer.url, 'seen_bench')
    const db = connect(pgServer.urlFor('seen_bench'))
    await runMigrations(db)
    return { dir, db, remove }
  } catch (error) {
    await remove()
    throw error
  }
}
