/** Embedded PostgreSQL for the benches: throwaway, or kept in a directory between runs. */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { connect, type Db } from '~/server/db/client'
import { startEmbeddedPostgres } from '~/server/db/embedded'
import { ensureDatabase } from '~/server/db/ensure-database'
import { runMigrations } from '~/server/db/migrate'
import { silentLogger } from '~/server/logger'

export interface BenchCluster {
  dir: string
  /** A migrated database of this cluster (created when missing); close it before `stop`. */
  database(name: string, options?: { fresh?: boolean }): Promise<Db>
  /** Stops the cluster, and removes its files unless it was kept. */
  stop(): Promise<void>
}

/** A cluster in `keptDir` (kept after `stop`), or in a fresh temporary directory. */
export async function benchCluster(keptDir?: string): Promise<BenchCluster> {
  const dir = keptDir ?? (await mkdtemp(path.join(os.tmpdir(), 'seen-bench-')))
  await mkdir(dir, { recursive: true })
  // As root the cluster runs as the `postgres` user, which must be able to reach it.
  await chmod(dir, 0o711)
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), silentLogger)
  const admin = connect(pgServer.url, { max: 1 })
  return {
    dir,
    database: async (name, options = {}) => {
      if (options.fresh) await admin.$client.query(`drop database if exists "${name}" with (force)`)
      await ensureDatabase(pgServer.url, name)
      const db = connect(pgServer.urlFor(name))
      await runMigrations(db)
      return db
    },
    stop: async () => {
      await admin.$client.end()
      await pgServer.stop()
      if (!keptDir) await rm(dir, { recursive: true, force: true })
    },
  }
}

/** A throwaway cluster with the migrated `seen_bench` database. */
export async function benchDatabase() {
  const cluster = await benchCluster()
  try {
    const db = await cluster.database('seen_bench')
    return { dir: cluster.dir, db, remove: cluster.stop }
  } catch (error) {
    await cluster.stop()
    throw error
  }
}
