/**
 * Appearance posts under load (issue 19's Measure): a signed-in guest of a venue posts 800 px
 * photos (what the client's scaling sends) to one live Seen, 16 connections for BENCH_SECONDS
 * (default 10), through the real server (createApp + @hono/node-server) on a throwaway embedded
 * PostgreSQL with local-disk media. Each request is one new appearance: the image pipeline
 * (decode, original, reduced, thumbnail), the storage writes and the insert. Prints req/s,
 * p50/p99 and what was stored, and checks the count.
 */
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { createApp } from '~/server/app'
import { createSession } from '~/server/auth/sessions'
import { createUser } from '~/server/auth/users'
import { parseConfig } from '~/server/config'
import { closeDb } from '~/server/db/client'
import { freePort } from '~/server/db/embedded'
import { appearances } from '~/server/db/schema'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { silentLogger } from '~/server/logger'
import { createLocalDiskStorage } from '~/server/storage'
import { benchDatabase } from './bench-database'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 16

/** A camera-like 800x600 JPEG: noise, so the encoders work as on a real photo. */
async function cameraPhoto() {
  const width = 800
  const height = 600
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + ((i / 2400) | 0) * 31) % 251
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

const { dir, db, remove } = await benchDatabase()
let stopServer: (() => Promise<void>) | undefined
try {
  const now = new Date()
  const created = await createUser(db, {
    username: 'bench_poster',
    displayName: 'Bench Poster',
    email: 'bench_poster@example.com',
    password: 'bench-password-2026',
  })
  if (!created.ok) throw new Error('the bench user could not be created')
  const session = await createSession(db, created.user.id, now)
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://seen.example',
    DATA_DIR: dir,
    DEMO: 'false',
  })
  const app = createApp({
    db,
    config,
    logger: silentLogger,
    storage: createLocalDiskStorage(path.join(dir, 'media')),
  })
  const port = await freePort()
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  stopServer = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await closeDb(db)
  }
  const headers = {
    'X-CSRF': '1',
    'Content-Type': 'application/json',
    Cookie: `seen_session=${session.token}`,
  }
  const base = `http://127.0.0.1:${port}`
  const image = (await cameraPhoto()).toString('base64')
  const seenAnswer = await fetch(`${base}/api/seen`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      createSeenRecord: {
        shortName: '-new-',
        seenName: 'Bench Wedding',
        headline: 'Photos, photos, photos',
        caption: 'Everyone posts.',
        seenAccessibilityType: 1,
        requiresApproval: false,
        locationType: 1,
        startDateTime: new Date(now.getTime() - 3_600_000).toISOString(),
        durationHours: 5,
        preSeenDays: 0,
        postSeenDays: 1,
        timeZoneId: 'Europe/Paris',
        geoNameId: KNOWN_CITIES.paris.geoNameId,
        hasPhoto: true,
        imageInfo: { image },
      },
    }),
  })
  if (seenAnswer.status !== 200) throw new Error(`making the Seen answered ${seenAnswer.status}`)
  const { seenShortName } = (await seenAnswer.json()) as { seenShortName: string }
  const body = JSON.stringify({
    appearanceRecord: {
      appearanceShortName: '-new-',
      seenShortName,
      displayUserName: 'Bench Poster',
      headline: 'On the dance floor',
      caption: 'Everyone joined in.',
      relativeLocation: 1,
      hasPhoto: true,
      imageInfo: { image },
    },
  })
  console.log(
    `uploads: ${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${SECONDS} s, ` +
      `800x600 JPEG of ${((image.length * 3) / 4 / 1024).toFixed(0)} KiB per post`,
  )
  const load = (duration: number) =>
    autocannon({
      url: `${base}/api/appearance`,
      connections: CONNECTIONS,
      duration,
      workers: 1,
      method: 'POST',
      headers,
      body,
    })
  await load(2)
  const result = await load(SECONDS)
  const bad = result.non2xx + result.errors + result.timeouts
  const [stored] = await db
    .select({ n: count() })
    .from(appearances)
    .where(eq(appearances.createdById, created.user.id))
  console.log(
    `uploads: POST /api/appearance  ${result.requests.average.toFixed(1).padStart(6)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
      (bad > 0 ? `  (${bad} failed)` : '') +
      `; ${stored?.n ?? 0} appearances stored`,
  )
} finally {
  await stopServer?.()
  await remove()
}
