/**
 * Resumable clip uploads over tus 1.0 (docs/decisions/180-video-clips-server.md): offsets, a
 * wrong offset (409), a resume after the link was cut, two devices on one upload, the limits,
 * and another poster's upload URL (404). Who may start one and expiry:
 * clip-upload-rules.test.ts.
 */
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { clipUploads } from '~/server/db/schema'
import { CLIP_MSG } from '~/shared/clip-messages'
import { CLIP_LIMITS } from '~/shared/constants'
import { makeSeen } from './appearances-fixtures'
import {
  createUpload,
  guestJar,
  offsetOf,
  patchAt,
  refusalMessage,
  testClip,
  tus,
  uploadClip,
  uploadIdOf,
  uploadRowsOf,
  uploadsDirOf,
} from './clip-fixtures'
import { CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let poster: TestUser
let other: TestUser
beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'clip_creator')
  poster = await register(t, 'clip_poster')
  other = await register(t, 'clip_other')
})
afterAll(() => t.close())
// Each test starts with nobody holding an upload open (a poster may hold CLIP_LIMITS.openUploads).
beforeEach(() => t.db.delete(clipUploads))

/**
 * A PATCH of `length` bytes from offset 0 over a real socket, as a phone sends it: its headers
 * written, its body left to the test (`socket.write`), which may then cut the link.
 */
async function patchOverSocket(url: string, length: number) {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  const socket = net.connect(port, '127.0.0.1')
  await once(socket, 'connect')
  const head = [
    `PATCH ${url} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Cookie: ${poster.jar.header() ?? ''}`,
    'X-CSRF: 1',
    'Tus-Resumable: 1.0.0',
    'Upload-Offset: 0',
    'Content-Type: application/offset+octet-stream',
    `Content-Length: ${length}`,
  ]
  socket.write(`${head.join('\r\n')}\r\n\r\n`)
  return { socket, server }
}

describe('creating, offsets and chunks', () => {
  it('creates an upload (201, Location, offset 0), takes chunks in order and tells each offset', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip()
    const created = await createUpload(t, poster.jar, seen.shortName, clip.length)
    expect(created.status).toBe(201)
    expect(created.headers.get('tus-resumable')).toBe('1.0.0')
    const url = created.headers.get('location') ?? ''
    expect(url).toMatch(/^\/api\/clip-upload\/[0-9a-f]{32}$/)
    expect(await offsetOf(t, poster.jar, url)).toEqual({ status: 200, offset: 0 })
    const half = Math.floor(clip.length / 2)
    const first = await patchAt(t, poster.jar, url, 0, clip.subarray(0, half))
    expect(first.status).toBe(204)
    expect(first.headers.get('upload-offset')).toBe(String(half))
    expect(first.headers.get('upload-expires')).toBeTruthy()
    expect(await offsetOf(t, poster.jar, url)).toEqual({ status: 200, offset: half })
    const rest = await patchAt(t, poster.jar, url, half, clip.subarray(half))
    expect(rest.status).toBe(204)
    expect(await offsetOf(t, poster.jar, url)).toEqual({ status: 200, offset: clip.length })
    expect(await readFile(path.join(uploadsDirOf(t), uploadIdOf(url)))).toEqual(clip)
    const [row] = await uploadRowsOf(t, seen.id)
    expect(row).toMatchObject({ id: uploadIdOf(url), userId: poster.id, size: clip.length })
  })

  it('gives a guest without a guest session one with the upload, and the upload is theirs', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip()
    const jar = new CookieJar()
    const created = await createUpload(t, jar, seen.shortName, clip.length)
    expect(created.status).toBe(201)
    expect(jar.get('seen_guest')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const url = created.headers.get('location') ?? ''
    expect((await patchAt(t, jar, url, 0, clip)).status).toBe(204)
    const [row] = await uploadRowsOf(t, seen.id)
    expect(row).toMatchObject({ userId: null, guestKeyHash: expect.any(String) })
  })

  it('refuses a chunk at a wrong offset with 409 in the API error shape, keeping what it has', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip()
    const created = await createUpload(t, poster.jar, seen.shortName, clip.length)
    const url = created.headers.get('location') ?? ''
    await patchAt(t, poster.jar, url, 0, clip.subarray(0, 1000))
    for (const wrong of [0, 999, 1001, clip.length]) {
      const res = await patchAt(t, poster.jar, url, wrong, clip.subarray(wrong, wrong + 100))
      expect(res.status).toBe(409)
      expect(res.headers.get('tus-resumable')).toBe('1.0.0')
      expect(await res.json()).toMatchObject({
        success: false,
        errors: { userMessage: [expect.any(String)] },
      })
    }
    expect(await offsetOf(t, poster.jar, url)).toEqual({ status: 200, offset: 1000 })
  })

  it('keeps the bytes that arrived before the link was cut, and resumes from there to the same file', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip({ seconds: 4 })
    const created = await createUpload(t, poster.jar, seen.shortName, clip.length)
    const url = created.headers.get('location') ?? ''
    const sent = Math.floor(clip.length * 0.6)
    // Over a real socket, as a phone sends it: the whole chunk announced, 60 % of it arriving,
    // then the signal gone.
    const { socket, server } = await patchOverSocket(url, clip.length)
    try {
      socket.write(clip.subarray(0, sent))
      await new Promise((resolve) => setTimeout(resolve, 200))
      socket.destroy()
      await expect
        .poll(async () => (await offsetOf(t, poster.jar, url)).offset, { timeout: 5000 })
        .toBe(sent)
    } finally {
      server.close()
    }
    // The next request tells the offset, and the rest completes the same bytes.
    const resumed = await patchAt(t, poster.jar, url, sent, clip.subarray(sent))
    expect(resumed.status).toBe(204)
    expect(await readFile(path.join(uploadsDirOf(t), uploadIdOf(url)))).toEqual(clip)
  })

  it('answers a HEAD during a chunk that is then cut with the offset after it, not one already old', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip({ seconds: 4 })
    const created = await createUpload(t, poster.jar, seen.shortName, clip.length)
    const url = created.headers.get('location') ?? ''
    const half = Math.floor(clip.length * 0.3)
    const { socket, server } = await patchOverSocket(url, clip.length)
    try {
      socket.write(clip.subarray(0, half))
      await new Promise((resolve) => setTimeout(resolve, 150))
      // The phone asks where it got to while its chunk is still on the way (a retry of its own).
      const asked = offsetOf(t, poster.jar, url)
      await new Promise((resolve) => setTimeout(resolve, 150))
      socket.write(clip.subarray(half, 2 * half))
      await new Promise((resolve) => setTimeout(resolve, 150))
      socket.destroy()
      // The answer waited for the cut chunk's last byte: the next chunk starts right there.
      expect(await asked).toEqual({ status: 200, offset: 2 * half })
    } finally {
      server.close()
    }
  })

  it('takes two devices resuming the same upload one after the other: no byte is written twice', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip({ seconds: 4 })
    const created = await createUpload(t, poster.jar, seen.shortName, clip.length)
    const url = created.headers.get('location') ?? ''
    expect((await patchAt(t, poster.jar, url, 0, clip.subarray(0, 1000))).status).toBe(204)
    const rest = clip.subarray(1000)
    const [a, b] = await Promise.all([
      patchAt(t, poster.jar, url, 1000, rest),
      patchAt(t, poster.jar, url, 1000, rest),
    ])
    // At most one of them wrote from 1000; the other was stopped or told the offset moved (409).
    expect([a.status, b.status].filter((status) => status === 204).length).toBeLessThanOrEqual(1)
    const { offset } = await offsetOf(t, poster.jar, url)
    if (offset !== null && offset < clip.length) {
      expect((await patchAt(t, poster.jar, url, offset, clip.subarray(offset))).status).toBe(204)
    }
    expect(await readFile(path.join(uploadsDirOf(t), uploadIdOf(url)))).toEqual(clip)
  })

  it('lets its poster cancel it (DELETE): row and bytes go', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip()
    const { url } = await uploadClip(t, poster.jar, seen.shortName, clip.subarray(0, 500), 500)
    const res = await tus(t, poster.jar, 'DELETE', url)
    expect(res.status).toBe(204)
    expect(await uploadRowsOf(t, seen.id)).toEqual([])
    expect(existsSync(path.join(uploadsDirOf(t), uploadIdOf(url)))).toBe(false)
    expect((await offsetOf(t, poster.jar, url)).status).toBe(404)
  })
})

describe('limits', () => {
  it('refuses an upload over 200 MB before anything is stored (413)', async () => {
    const seen = await makeSeen(t, creator)
    const res = await createUpload(t, poster.jar, seen.shortName, 300 * 1024 * 1024)
    expect(res.status).toBe(413)
    expect(await refusalMessage(res)).toBe(CLIP_MSG.tooLarge)
    const edge = await createUpload(t, poster.jar, seen.shortName, CLIP_LIMITS.maxBytes + 1)
    expect(edge.status).toBe(413)
    expect(await uploadRowsOf(t, seen.id)).toEqual([])
  })

  it('refuses an upload without its length or its Seen (400), and a chunk over 5 MB (413)', async () => {
    const seen = await makeSeen(t, creator)
    const noLength = await tus(t, poster.jar, 'POST', '/api/clip-upload', {
      'Upload-Defer-Length': '1',
      'Upload-Metadata': `seenShortName ${Buffer.from(seen.shortName).toString('base64')}`,
    })
    expect(noLength.status).toBe(400)
    expect(await refusalMessage(noLength)).toBe(CLIP_MSG.lengthRequired)
    const noSeen = await tus(t, poster.jar, 'POST', '/api/clip-upload', { 'Upload-Length': '10' })
    expect(noSeen.status).toBe(400)
    expect(await refusalMessage(noSeen)).toBe(CLIP_MSG.seenRequired)
    const size = CLIP_LIMITS.maxChunkBytes + 1
    const withBody = await createUpload(t, poster.jar, seen.shortName, size, {
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(size),
    })
    expect(withBody.status).toBe(413)
    expect(await refusalMessage(withBody)).toBe(CLIP_MSG.chunkTooLarge)
    expect(await uploadRowsOf(t, seen.id)).toEqual([])
    const created = await createUpload(t, poster.jar, seen.shortName, size)
    const url = created.headers.get('location') ?? ''
    const big = await patchAt(t, poster.jar, url, 0, new Uint8Array(size))
    expect(big.status).toBe(413)
    expect(await refusalMessage(big)).toBe(CLIP_MSG.chunkTooLarge)
    expect(await offsetOf(t, poster.jar, url)).toEqual({ status: 200, offset: 0 })
  })
  it('lets one poster hold 10 uploads open at once; the 11th waits until one is finished or cancelled', async () => {
    const seen = await makeSeen(t, creator)
    const urls: string[] = []
    for (let n = 0; n < CLIP_LIMITS.openUploads; n++) {
      const res = await createUpload(t, poster.jar, seen.shortName, 1000)
      expect(res.status).toBe(201)
      urls.push(res.headers.get('location') ?? '')
    }
    const eleventh = await createUpload(t, poster.jar, seen.shortName, 1000)
    expect(eleventh.status).toBe(429)
    expect(eleventh.headers.get('retry-after')).toBe('60')
    expect(await refusalMessage(eleventh)).toBe(CLIP_MSG.tooManyOpen)
    expect((await createUpload(t, other.jar, seen.shortName, 1000)).status).toBe(201)
    expect((await tus(t, poster.jar, 'DELETE', urls[0] ?? '')).status).toBe(204)
    expect((await createUpload(t, poster.jar, seen.shortName, 1000)).status).toBe(201)
  })
})

describe('another poster’s upload URL', () => {
  it('does not exist for anyone but its poster: HEAD, PATCH and DELETE are 404 and change nothing', async () => {
    const seen = await makeSeen(t, creator)
    const clip = await testClip()
    const owners = { user: poster.jar, guest: await guestJar(t) }
    const strangers = {
      'another user': () => other.jar,
      'the Seen’s creator': () => creator.jar,
      'another guest': () => undefined,
      'a browser without cookies': () => new CookieJar(),
    }
    const urls = {
      user: (await uploadClip(t, owners.user, seen.shortName, clip.subarray(0, 700), 700)).url,
      guest: (await uploadClip(t, owners.guest, seen.shortName, clip.subarray(0, 700), 700)).url,
    }
    const anotherGuest = await guestJar(t)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof typeof owners>('user', 'guest'),
        fc.constantFrom(...(Object.keys(strangers) as (keyof typeof strangers)[])),
        fc.constantFrom<'HEAD' | 'PATCH' | 'DELETE'>('HEAD', 'PATCH', 'DELETE'),
        async (owner, stranger, method) => {
          const jar = stranger === 'another guest' ? anotherGuest : strangers[stranger]()
          const url = urls[owner]
          const res =
            method === 'PATCH'
              ? await patchAt(t, jar, url, 700, clip.subarray(700, 800))
              : await tus(t, jar, method, url)
          expect(res.status).toBe(404)
          expect(await offsetOf(t, owners[owner], url)).toEqual({ status: 200, offset: 700 })
        },
      ),
      { numRuns: 24 },
    )
    // A guest's own upload, across its guest session only: the same URL works for them.
    expect((await offsetOf(t, owners.guest, urls.guest)).offset).toBe(700)
  })

  it('does not exist as a download either (GET)', async () => {
    const seen = await makeSeen(t, creator)
    const { url } = await uploadClip(t, poster.jar, seen.shortName, await testClip())
    expect((await tus(t, poster.jar, 'GET', url)).status).toBe(404)
  })
})
