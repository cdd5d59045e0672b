/**
 * Live streams (`npm run bench -- live`): two instances (createApp + @hono/node-server, each
 * with its own LISTEN connection) on one embedded PostgreSQL. 100 viewers hold streams on
 * instance B while photos are posted through instance A: latency from the POST's answer to each
 * viewer's event (target p95 <= 1 s). Then 2,000 idle streams on B: memory per stream and CPU
 * per 1,000 idle streams over 40 s (two heartbeats). Viewers and server share one process and
 * its CPU, so the CPU figure is an upper bound for the server alone.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import sharp from 'sharp'
import { createApp } from '~/server/app'
import { createSession } from '~/server/auth/sessions'
import { createUser } from '~/server/auth/users'
import { parseConfig } from '~/server/config'
import { closeDb, connect } from '~/server/db/client'
import { freePort, startEmbeddedPostgres } from '~/server/db/embedded'
import { ensureDatabase } from '~/server/db/ensure-database'
import { runMigrations } from '~/server/db/migrate'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { createLiveHub } from '~/server/live/hub'
import { silentLogger } from '~/server/logger'
import { createMemoryStorage } from '~/server/storage'

const VIEWERS = 100
const POSTS = 20
const IDLE_STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 2000)
const IDLE_SECONDS = 40
const TARGET_P95_MS = 1000

const dir = await mkdtemp(path.join(os.tmpdir(), 'seen-bench-live-'))
await chmod(dir, 0o711)
const pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), silentLogger)
const cleanups: (() => Promise<void>)[] = []
try {
  await ensureDatabase(pgServer.url, 'seen_bench')
  const db = connect(pgServer.urlFor('seen_bench'))
  await runMigrations(db)
  cleanups.push(() => closeDb(db))
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://seen.example',
    DATA_DIR: dir,
    DEMO: 'false',
    RATE_LIMIT_FACTOR: '100',
  })
  const ports: number[] = []
  for (let i = 0; i < 2; i++) {
    const live = createLiveHub({ db, logger: silentLogger })
    const app = createApp({
      db,
      config,
      logger: silentLogger,
      storage: createMemoryStorage(),
      live,
    })
    const port = await freePort()
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
    ports.push(port)
    cleanups.unshift(async () => {
      await live.close()
      ;(server as http.Server).closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    })
  }
  const [portA, portB] = ports as [number, number]
  const created = await createUser(db, {
    username: 'bench_host',
    displayName: 'Bench Host',
    email: 'bench@example.com',
    password: 'bench-password-1',
  })
  if (!created.ok) throw new Error('user not created')
  const session = await createSession(db, created.user.id, new Date())
  const headers = {
    'X-CSRF': '1',
    'Content-Type': 'application/json',
    Cookie: `seen_session=${session.token}`,
  }
  const image = (
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer()
  ).toString('base64')
  const seenRes = await fetch(`http://127.0.0.1:${portA}/api/seen`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      createSeenRecord: {
        shortName: '-new-',
        seenName: 'Bench Wall',
        headline: 'Live',
        caption: 'Bench',
        seenAccessibilityType: 1,
        requiresApproval: false,
        locationType: 1,
        startDateTime: new Date(Date.now() - 3_600_000).toISOString(),
        durationHours: 5,
        preSeenDays: 0,
        postSeenDays: 1,
        timeZoneId: 'UTC',
        geoNameId: KNOWN_CITIES.paris.geoNameId,
        hasPhoto: true,
        imageInfo: { image },
      },
    }),
  })
  const { seenShortName } = (await seenRes.json()) as { seenShortName: string }

  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
  /** One viewer: calls `onEvent(headline, at)` for every appearance event. */
  const openViewer = (onEvent?: (headline: string, at: number) => void) =>
    new Promise<http.ClientRequest>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: portB,
          path: `/api/seen/${seenShortName}/live`,
          headers: { 'X-CSRF': '1' },
          agent,
        },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`))
          let buffer = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            const at = performance.now()
            buffer += chunk
            let end = buffer.indexOf('\n\n')
            while (end >= 0) {
              const block = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              const match = /event: appearance\ndata: (.*)/.exec(block)
              if (match?.[1] && onEvent)
                onEvent((JSON.parse(match[1]) as { headline: string }).headline, at)
              end = buffer.indexOf('\n\n')
            }
          })
          resolve(req)
        },
      )
      req.on('error', reject)
    })

  const arrivals = new Map<string, number[]>()
  const viewers: http.ClientRequest[] = []
  for (let i = 0; i < VIEWERS; i++) {
    viewers.push(
      await openViewer((headline, at) => {
        const list = arrivals.get(headline) ?? []
        list.push(at)
        arrivals.set(headline, list)
      }),
    )
  }
  const latencies: number[] = []
  for (let n = 0; n < POSTS; n++) {
    const headline = `Bench ${n}`
    const res = await fetch(`http://127.0.0.1:${portA}/api/appearance`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        appearanceRecord: {
          appearanceShortName: '-new-',
          seenShortName,
          displayUserName: 'Bench',
          headline,
          caption: 'x',
          relativeLocation: 1,
          hasPhoto: true,
          imageInfo: { image },
        },
      }),
    })
    const answered = performance.now()
    if (res.status !== 200) throw new Error(`post answered ${res.status}`)
    await res.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const got = arrivals.get(headline) ?? []
    // An event can arrive before the POST's answer is read: that counts as 0 ms.
    for (const at of got) latencies.push(Math.max(0, at - answered))
  }
  latencies.sort((x, y) => x - y)
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
  const p95 = pct(95)
  console.log(
    `live: ${POSTS} posts on A, ${VIEWERS} viewers on B: ${latencies.length}/${POSTS * VIEWERS} delivered; ` +
      `latency p50 ${pct(50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${pct(100).toFixed(0)} ms ` +
      `(target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'})`,
  )
  for (const viewer of viewers) viewer.destroy()

  global.gc?.()
  const before = process.memoryUsage().rss
  const idle: http.ClientRequest[] = []
  for (let i = 0; i < IDLE_STREAMS; i++) idle.push(await openViewer())
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const held = process.memoryUsage().rss
  const cpuStart = process.cpuUsage()
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))
  const cpu = process.cpuUsage(cpuStart)
  const cpuMs = (cpu.user + cpu.system) / 1000
  console.log(
    `live: ${idle.length} idle streams held on one instance; RSS +${((held - before) / 1048576).toFixed(0)} MiB ` +
      `(${((held - before) / idle.length / 1024).toFixed(1)} KiB per stream, server and client sides); ` +
      `CPU ${((cpuMs / IDLE_SECONDS / 10) * (1000 / idle.length)).toFixed(2)} % of one core per 1,000 idle streams ` +
      `(${IDLE_SECONDS} s, heartbeats every 20 s)`,
  )
  for (const viewer of idle) viewer.destroy()
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined)
  await pgServer.stop()
  await rm(dir, { recursive: true, force: true })
}
