/**
 * Seen list and detail under load: seeds 10,000 Seens and 100,000
 * appearances (bench/seens-seed.ts) into a throwaway embedded PostgreSQL, starts the real
 * server (createApp + @hono/node-server) on a loopback port and loads it with autocannon,
 * 32 connections for BENCH_SECONDS (default 10) per route. /healthz of the same process is the
 * ceiling. Target: list p99 <= 25 ms.
 */
import os from 'node:os'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { createApp } from '~/server/app'
import { createSession } from '~/server/auth/sessions'
import { parseConfig } from '~/server/config'
import { closeDb } from '~/server/db/client'
import { freePort } from '~/server/db/embedded'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { silentLogger } from '~/server/logger'
import { createMemoryStorage } from '~/server/storage'
import { benchDatabase } from './bench-database'
import { APPEARANCE_COUNT, SEEN_COUNT, seedBenchData } from './seens-seed'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 32
const TARGET_P99_MS = 25

const { dir, db, remove } = await benchDatabase()
let stopServer: (() => Promise<void>) | undefined
try {
  const now = new Date()
  const started = performance.now()
  const data = await seedBenchData(db, now)
  console.log(
    `seens: seeded ${SEEN_COUNT} Seens, ${APPEARANCE_COUNT} appearances in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; ${os.cpus().length} CPUs, ` +
      `${CONNECTIONS} connections, ${SECONDS} s per route`,
  )
  const session = await createSession(db, data.benchUserId, now)

  // READ_CACHE_MS=0 npm run bench -- seens measures every request going to PostgreSQL.
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://seen.example',
    DATA_DIR: dir,
    DEMO: 'false',
    READ_CACHE_MS: process.env.READ_CACHE_MS,
  })
  const app = createApp({ db, config, logger: silentLogger, storage: createMemoryStorage() })
  const port = await freePort()
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  stopServer = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await closeDb(db)
  }

  const paris = KNOWN_CITIES.paris
  const list = '/api/seen/trendinglist?limit=15'
  // 200 different public Seens, each connection cycling through them.
  const detailPaths = Array.from({ length: 200 }, (_, i) => {
    const name = data.shortNames[(i * 7919) % data.shortNames.length]
    return `/api/seen/${name}?limit=15&offset=0`
  })
  const routes: { label: string; path: string | string[]; cookie?: boolean; encoding?: string }[] =
    [
      { label: 'GET /healthz (ceiling)', path: '/healthz' },
      { label: 'trendinglist, no filter', path: `${list}&offset=0` },
      // What a browser gets: the same answer compressed (src/server/http/compression.ts).
      { label: 'trendinglist, no filter, Brotli', path: `${list}&offset=0`, encoding: 'br' },
      { label: 'trendinglist, no filter, gzip', path: `${list}&offset=0`, encoding: 'gzip' },
      { label: 'trendinglist, page 10 (offset 150)', path: `${list}&offset=150` },
      {
        label: `trendinglist, tag1=${data.tagOfMany}`,
        path: `${list}&offset=0&tag1=${data.tagOfMany}`,
      },
      {
        label: 'trendinglist, tag1+tag2 (rare pair)',
        path: `${list}&offset=0&tag1=tag7&tag2=tag9`,
      },
      {
        label: 'trendinglist, geo Paris 25 km',
        path: `${list}&offset=0&lat=${paris.latitude}&lng=${paris.longitude}&radius=25`,
      },
      { label: 'trendinglist, past=false', path: `${list}&offset=0&past=false` },
      { label: 'trendinglist, past=true', path: `${list}&offset=0&past=true` },
      {
        label: 'trendinglist, logged in (public + own private)',
        path: `${list}&offset=0`,
        cookie: true,
      },
      {
        label: 'trendinglist, logged in, membership=true',
        path: `${list}&membership=true`,
        cookie: true,
      },
      {
        label: 'trendinglist, logged in, following=true',
        path: `${list}&following=true`,
        cookie: true,
      },
      { label: 'GET /api/seen/{shortname}', path: detailPaths },
    ]

  const rows: string[] = []
  const listP99: number[] = []
  for (const route of routes) {
    const headers: Record<string, string> = { 'X-CSRF': '1' }
    if (route.cookie) headers.Cookie = `seen_session=${session.token}`
    if (route.encoding) headers['Accept-Encoding'] = route.encoding
    const paths = typeof route.path === 'string' ? [route.path] : route.path
    // The load generator runs in a worker thread, off the server's event loop; a 2 s warm-up
    // (plans prepared on every pooled connection, caches filled) is not counted.
    const load = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}${paths[0]}`,
        connections: CONNECTIONS,
        duration,
        workers: 1,
        headers,
        requests: paths.map((path) => ({ method: 'GET', path })),
      })
    await load(2)
    const result = await load(SECONDS)
    const bad = result.non2xx + result.errors + result.timeouts
    if (route.label.startsWith('trendinglist')) listP99.push(result.latency.p99)
    const bytes = result.requests.total > 0 ? result.throughput.total / result.requests.total : 0
    rows.push(
      `seens: ${route.label.padEnd(48)} ${result.requests.average.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${String(result.latency.p50).padStart(3)} ms  p99 ${String(result.latency.p99).padStart(3)} ms  ` +
        `${(bytes / 1024).toFixed(1).padStart(5)} KiB/answer` +
        (bad > 0 ? `  (${bad} failed)` : ''),
    )
    console.log(rows.at(-1))
  }
  // Service time without queueing: one connection, same route.
  const single = await autocannon({
    url: `http://127.0.0.1:${port}${list}&offset=0`,
    connections: 1,
    duration: Math.min(SECONDS, 5),
    workers: 1,
    headers: { 'X-CSRF': '1' },
  })
  console.log(
    `seens: ${'trendinglist, no filter, 1 connection'.padEnd(48)} ${single.requests.average.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${String(single.latency.p50).padStart(3)} ms  p99 ${String(single.latency.p99).padStart(3)} ms`,
  )
  const worst = Math.max(...listP99)
  console.log(
    `seens: target list p99 <= ${TARGET_P99_MS} ms: ${worst <= TARGET_P99_MS ? 'met' : 'NOT met'} ` +
      `(worst list p99 ${worst} ms)`,
  )
} finally {
  await stopServer?.()
  await remove()
}
