/**
 * A venue's crowd (`npm run bench -- crowd`, issue 41): 300 guests behind the venue's one
 * address each send a 20-photo batch (800 px JPEGs) right after the first dance, through the
 * real HTTP stack at the guest limits production has (RATE_LIMIT_FACTOR 1). Two instances,
 * each its own `src/server/index.ts` process in production mode, share one embedded PostgreSQL
 * and one media directory; guests post to instance A and the wall holds the Seen's live stream
 * on instance B. Prints posts accepted without a 429, the time to drain, the time from each
 * POST's start to its photo on B's stream (p50, p95), and CPU seconds per post of the
 * instances, of PostgreSQL and of the image pipeline alone (the same processing, in this
 * process, after the crowd).
 *
 * The address arrives as a proxy in front would send it: TRUST_PROXY=1 and one
 * X-Forwarded-For value, the way the documented deployments (nginx, HAProxy) see a venue. All
 * traffic is loopback, so 127.0.0.1 is the proxy.
 *
 * CROWD_GUESTS (300), CROWD_PHOTOS (20), CROWD_CONCURRENCY (guests sending at once, 48) and
 * CROWD_MAX_SECONDS (no new post after it, 1200) size a run.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { VENUE_CROWD } from '~/server/appearances/guest-limits'
import { sessionCookieName } from '~/server/auth/cookie'
import { createSession } from '~/server/auth/sessions'
import { createUser } from '~/server/auth/users'
import { closeDb, connect } from '~/server/db/client'
import { startEmbeddedPostgres } from '~/server/db/embedded'
import { ensureDatabase } from '~/server/db/ensure-database'
import { runMigrations } from '~/server/db/migrate'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { silentLogger } from '~/server/logger'
import { runCrowd } from './crowd-guests'
import {
  clusterCpuSeconds,
  type Instance,
  processCpuSeconds,
  startInstance,
} from './crowd-instances'
import { labelledJpeg, photoPool, pipelineCost } from './crowd-photos'
import { crowdReport } from './crowd-report'
import { watchLive } from './crowd-watcher'

const GUESTS = Number(process.env.CROWD_GUESTS ?? VENUE_CROWD)
const PHOTOS = Number(process.env.CROWD_PHOTOS ?? 20)
const CONCURRENCY = Number(process.env.CROWD_CONCURRENCY ?? 48)
const MAX_SECONDS = Number(process.env.CROWD_MAX_SECONDS ?? 1200)
const POOL_SIZE = 40
const PIPELINE_RUNS = 60
/** How long photos accepted may still take to reach the wall once the crowd has drained. */
const SETTLE_MS = 15_000
const PUBLIC_URL = 'https://seen.example'
/** The venue's public address (TEST-NET-3), as the proxy forwards it. */
const VENUE_ADDRESS = '203.0.113.77'
const VENUE = {
  'X-CSRF': '1',
  'X-Forwarded-For': VENUE_ADDRESS,
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': new URL(PUBLIC_URL).host,
  Origin: PUBLIC_URL,
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')

const dir = await mkdtemp(path.join(os.tmpdir(), 'seen-bench-crowd-'))
await chmod(dir, 0o711)
const pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), silentLogger)
const instances: Instance[] = []
const db = connect(pgServer.urlFor('seen_bench'), { max: 2 })
try {
  await ensureDatabase(pgServer.url, 'seen_bench')
  await runMigrations(db)
  const shown = await db.execute<{ data_directory: string }>(sql`show data_directory`)
  const clusterDir = shown.rows[0]?.data_directory ?? ''
  const env = {
    NODE_ENV: 'production',
    PUBLIC_URL,
    DATABASE_URL: pgServer.urlFor('seen_bench'),
    DATA_DIR: path.join(dir, 'data'),
    DEMO: 'false',
    MIGRATE: 'false',
    TRUST_PROXY: '1',
    RATE_LIMIT_FACTOR: '1',
  }
  for (const name of ['a', 'b']) {
    instances.push(await startInstance(env, path.join(dir, `${name}.log`)))
  }
  const [a, b] = instances as [Instance, Instance]

  const pool = await photoPool(POOL_SIZE)
  const meanKiB = pool.reduce((sum, jpeg) => sum + jpeg.length, 0) / pool.length / 1024
  const created = await createUser(db, {
    username: 'crowd_host',
    displayName: 'Crowd Host',
    email: 'crowd_host@example.com',
    password: 'bench-password-2026',
  })
  if (!created.ok) throw new Error('the host could not be created')
  const session = await createSession(db, created.user.id, new Date())
  const seenAnswer = await fetch(`http://127.0.0.1:${a.port}/api/seen`, {
    method: 'POST',
    headers: {
      ...VENUE,
      'Content-Type': 'application/json',
      Cookie: `${sessionCookieName(true)}=${session.token}`,
    },
    body: JSON.stringify({
      createSeenRecord: {
        shortName: '-new-',
        seenName: 'Crowd Wedding',
        headline: 'After the first dance',
        caption: 'Everyone posts at once.',
        seenAccessibilityType: 1,
        requiresApproval: false,
        locationType: 1,
        startDateTime: new Date(Date.now() - 3_600_000).toISOString(),
        durationHours: 5,
        preSeenDays: 0,
        postSeenDays: 1,
        timeZoneId: 'Europe/Paris',
        geoNameId: KNOWN_CITIES.paris.geoNameId,
        hasPhoto: true,
        imageInfo: { image: labelledJpeg(pool[0] ?? Buffer.alloc(0), 'cover') },
      },
    }),
  })
  if (seenAnswer.status !== 200) throw new Error(`making the Seen answered ${seenAnswer.status}`)
  const { seenShortName } = (await seenAnswer.json()) as { seenShortName: string }
  const watcher = await watchLive(b.port, seenShortName, VENUE)

  const loadBefore = loadAverage()
  const readCpu = async () => ({
    a: await processCpuSeconds(a.pid),
    b: await processCpuSeconds(b.pid),
    postgres: await clusterCpuSeconds(clusterDir),
  })
  const cpuBefore = await readCpu()
  const benchBefore = process.cpuUsage()
  const crowd = await runCrowd({
    base: `http://127.0.0.1:${a.port}`,
    shortName: seenShortName,
    headers: VENUE,
    guests: GUESTS,
    photos: PHOTOS,
    concurrency: CONCURRENCY,
    pool,
    deadline: performance.now() + MAX_SECONDS * 1000,
  })
  const settleBy = performance.now() + SETTLE_MS
  while (performance.now() < settleBy) {
    if ([...crowd.accepted.keys()].every((headline) => watcher.arrivals.has(headline))) break
    await new Promise((done) => setTimeout(done, 100))
  }
  const cpuAfter = await readCpu()
  const bench = process.cpuUsage(benchBefore)
  const loadAfter = loadAverage()
  watcher.close()

  const { rows } = await db.execute<{ stored: number; guest_uploads: number; quota: number }>(sql`
    select (select count(*)::int from appearances where seen_id = s.id) as stored,
           s.guest_uploads, s.guest_upload_quota as quota
    from seens s where s.short_name = ${seenShortName}`)
  const errors = [...(await a.errors()), ...(await b.errors())]
  for (const instance of instances.splice(0)) await instance.stop()
  const pipeline = await pipelineCost(pool, PIPELINE_RUNS)

  const stored = rows[0]
  const ok = crowdReport({
    plan: {
      guests: GUESTS,
      photos: PHOTOS,
      concurrency: CONCURRENCY,
      meanKiB,
      address: VENUE_ADDRESS,
    },
    crowd,
    arrivals: watcher.arrivals,
    reconnects: watcher.reconnects,
    cpu: {
      a: cpuAfter.a - cpuBefore.a,
      b: cpuAfter.b - cpuBefore.b,
      postgres: cpuAfter.postgres - cpuBefore.postgres,
      bench: (bench.user + bench.system) / 1e6,
    },
    pipeline,
    stored: {
      appearances: stored?.stored ?? 0,
      guestUploads: stored?.guest_uploads ?? 0,
      quota: stored?.quota ?? 0,
    },
    load: { before: loadBefore, after: loadAfter },
    errors,
  })
  if (!ok) process.exitCode = 1
} finally {
  for (const instance of instances) await instance.stop().catch(() => undefined)
  await closeDb(db).catch(() => undefined)
  await pgServer.stop()
  await rm(dir, { recursive: true, force: true })
}
