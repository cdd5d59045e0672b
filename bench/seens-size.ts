/**
 * One size of the Seen-list bench: its seeded database (seeded now, or kept from an earlier run
 * when SEENS_BENCH_DIR names the cluster's directory) served by the real app on a loopback port.
 */
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '~/server/app'
import { createSession } from '~/server/auth/sessions'
import { parseConfig } from '~/server/config'
import { closeDb } from '~/server/db/client'
import { freePort } from '~/server/db/embedded'
import { silentLogger } from '~/server/logger'
import { createMemoryStorage } from '~/server/storage'
import type { BenchCluster } from './bench-database'
import { type BenchData, benchData, SEED_VERSION, seedSeens } from './seens-seed'

export interface BenchSize {
  seens: number
  data: BenchData
  port: number
  /** The bench user's session cookie value. */
  sessionToken: string
  /** How the data came: seeded in this run (with its time) or kept. */
  origin: string
  close(): Promise<void>
}

interface SeedMarker {
  version: number
  seededAt: string
  seconds: number
}

export async function benchSize(cluster: BenchCluster, seens: number): Promise<BenchSize> {
  const name = `seen_bench_${seens}`
  const marker = path.join(cluster.dir, `${name}.json`)
  const kept = existsSync(marker)
    ? (JSON.parse(await readFile(marker, 'utf8')) as SeedMarker)
    : undefined
  const reuse = kept?.version === SEED_VERSION
  const db = await cluster.database(name, { fresh: !reuse })
  const client = await db.$client.connect()
  let origin: string
  let serving = false
  try {
    if (reuse) {
      origin = `kept from ${kept.seededAt} (seeded in ${kept.seconds.toFixed(0)} s)`
    } else {
      const started = performance.now()
      const steps: string[] = []
      await seedSeens(client, seens, new Date(), (table, seconds) =>
        steps.push(`${table} ${seconds.toFixed(1)} s`),
      )
      const seconds = (performance.now() - started) / 1000
      const done: SeedMarker = {
        version: SEED_VERSION,
        seededAt: new Date().toISOString(),
        seconds,
      }
      await writeFile(marker, JSON.stringify(done))
      origin = `seeded in ${seconds.toFixed(1)} s (${steps.join(', ')})`
    }
    const data = await benchData(client)
    const session = await createSession(db, data.benchUserId, new Date())
    // READ_CACHE_MS=0 npm run bench -- seens measures every request going to PostgreSQL.
    const config = parseConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://seen.example',
      DATA_DIR: cluster.dir,
      DEMO: 'false',
      READ_CACHE_MS: process.env.READ_CACHE_MS,
    })
    const app = createApp({ db, config, logger: silentLogger, storage: createMemoryStorage() })
    const port = await freePort()
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
    serving = true
    return {
      seens,
      data,
      port,
      sessionToken: session.token,
      origin,
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()))
        await closeDb(db)
      },
    }
  } finally {
    client.release()
    if (!serving) await closeDb(db)
  }
}
