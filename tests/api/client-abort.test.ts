import { readdir } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Writable } from 'node:stream'
import { serve } from '@hono/node-server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '~/server/logger'
import { type LieFiProxy, startLieFiProxy } from '../e2e/lie-fi-proxy'
import { appearanceRecord, listHeadlines, makeSeen } from './appearances-fixtures'
import { createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

const lines: Record<string, unknown>[] = []
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>)
    done()
  },
})

let t: TestApp
let user: TestUser
let seenShortName: string
let server: ReturnType<typeof serve>
let proxy: LieFiProxy

/** A noisy 800 px photo: its base64 is far above the 40 KB after which the proxy cuts. */
async function bigPhoto() {
  const width = 800
  const height = 600
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
  return jpeg.toString('base64')
}

/** POSTs the record through the proxy with the user's cookie; resolves to the status or 'cut'. */
function postThroughProxy(body: string, key: string): Promise<number | 'cut'> {
  return new Promise((resolve) => {
    const request = http.request(
      `${proxy.url}/api/appearance`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-CSRF': '1',
          'Idempotency-Key': key,
          Cookie: user.jar.header() ?? '',
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', () => resolve('cut'))
    request.end(body)
  })
}

async function mediaFiles(): Promise<string[]> {
  const dir = path.join(t.config.dataDir, 'media')
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}

const settle = () => new Promise((done) => setTimeout(done, 500))

beforeAll(async () => {
  t = await createTestApp({
    logger: createLogger({ production: true, level: 'debug', destination: capture }),
  })
  user = await register(t, 'venue_guest')
  seenShortName = (await makeSeen(t, user)).shortName
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((done) => server.once('listening', done))
  proxy = await startLieFiProxy((server.address() as AddressInfo).port)
})
afterAll(async () => {
  await proxy.close()
  await new Promise((done) => server.close(done))
  await t.close()
})

describe('an upload the client abandons', () => {
  it('is logged at info as 499, leaves no files, and the retry under its key lands once', async () => {
    const record = await appearanceRecord(seenShortName, {
      headline: 'Cut twice at the venue',
      imageInfo: { image: await bigPhoto() },
    })
    const body = JSON.stringify({ appearanceRecord: record })
    expect(body.length).toBeGreaterThan(100_000)
    const key = crypto.randomUUID()
    const before = await mediaFiles()
    lines.length = 0

    proxy.set({ mode: 'cut', afterBytes: 40_000, times: 2 })
    expect(await postThroughProxy(body, key)).toBe('cut')
    expect(await postThroughProxy(body, key)).toBe('cut')
    await settle()

    const errors = lines.filter((line) => Number(line.level) >= 50)
    expect(errors).toEqual([])
    const aborted = lines.filter((line) => line.msg === 'client closed the request')
    expect(aborted).toHaveLength(2)
    for (const line of aborted) expect(line).toMatchObject({ level: 30, status: 499 })
    expect(await mediaFiles()).toEqual(before)
    expect(await listHeadlines(t, user.jar, seenShortName)).toEqual([])

    // The proxy passes again after its two cuts: the third delivery of the same key is stored.
    expect(await postThroughProxy(body, key)).toBe(200)
    expect(await postThroughProxy(body, key)).toBe(200)
    expect(await listHeadlines(t, user.jar, seenShortName)).toEqual(['Cut twice at the venue'])
    expect((await mediaFiles()).length).toBe(before.length + 3)
  })
})
