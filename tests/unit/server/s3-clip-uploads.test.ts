/**
 * Clip uploads in progress in the media bucket (docs/decisions/186-clip-uploads-on-s3.md),
 * through a real tus server (`handleWeb`) over the fake bucket of tests/fixtures/fake-s3-bucket.ts: 512 KiB
 * chunks become 5 MiB parts and a tail, any instance tells the same offset, a wrong offset is
 * 409, a cut chunk keeps what arrived and the upload resumes from there, the finish is one
 * object with the very bytes sent, and remove and the sweep's list reach every key and every
 * multipart upload.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ClipUploads, createClipUploads } from '~/server/clips/clip-uploads'
import { clipUploadsFor } from '~/server/clips/clip-uploads-for'
import { s3UploadBytes } from '~/server/clips/s3-upload-bytes'
import { PART_BYTES } from '~/server/clips/s3-upload-store'
import { parseConfig } from '~/server/config'
import { createS3Client, s3Bucket } from '~/server/storage'
import {
  FAKE_BUCKET,
  FAKE_KEYS,
  type FakeBucket,
  startFakeBucket,
} from '../../fixtures/fake-s3-bucket'

const KIB = 1024
const CHUNK = 512 * KIB
const TUS = { 'Tus-Resumable': '1.0.0' }
const ORIGIN = 'http://seen.test'
const PREFIX = 'clip-uploads/'

let bucket: FakeBucket
let dataDir: string
beforeAll(async () => {
  bucket = await startFakeBucket()
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'seen-s3-uploads-'))
})
afterAll(async () => {
  await bucket.close()
  await rm(dataDir, { recursive: true, force: true })
})
beforeEach(() => {
  bucket.objects.clear()
  bucket.uploads.clear()
  bucket.failOnce = undefined
  bucket.slow = undefined
})

/** One instance's uploads over the shared bucket: each call is another instance. */
const instance = (): ClipUploads =>
  createClipUploads(path.join(dataDir, 'uploads'), () =>
    s3UploadBytes(s3Bucket(createS3Client(bucket.settings))),
  )

const urlOf = (id: string) => `${ORIGIN}/api/clip-upload/${id}`

function create(uploads: ClipUploads, id: string, size: number) {
  const headers = { ...TUS, 'Upload-Length': String(size), 'Upload-Metadata': 'seenShortName YWJj' }
  return uploads.create(new Request(`${ORIGIN}/api/clip-upload`, { method: 'POST', headers }), id)
}

async function offsetOf(uploads: ClipUploads, id: string) {
  const res = await uploads.handle(new Request(urlOf(id), { method: 'HEAD', headers: TUS }))
  return { status: res.status, offset: Number(res.headers.get('upload-offset') ?? Number.NaN) }
}

function patch(
  uploads: ClipUploads,
  id: string,
  offset: number,
  body: Uint8Array | ReadableStream,
) {
  const headers: Record<string, string> = {
    ...TUS,
    'Upload-Offset': String(offset),
    'Content-Type': 'application/offset+octet-stream',
  }
  // As a browser sends a chunk, its length said; a cut one's stream is the test's own.
  if (body instanceof Uint8Array) headers['Content-Length'] = String(body.length)
  const init: RequestInit & { duplex: 'half' } = {
    method: 'PATCH',
    headers,
    body: body instanceof Uint8Array ? new Uint8Array(body) : body,
    duplex: 'half',
  }
  return uploads.handle(new Request(urlOf(id), init))
}

/** Sends `clip` from `from` to `to` in 512 KiB chunks, as the phone does; each must be 204. */
async function sendChunks(
  uploads: ClipUploads,
  id: string,
  clip: Buffer,
  from: number,
  to: number,
) {
  for (let at = from; at < to; at += CHUNK) {
    const chunk = clip.subarray(at, Math.min(at + CHUNK, to))
    const res = await patch(uploads, id, at, chunk)
    expect(res.status).toBe(204)
    expect(res.headers.get('upload-offset')).toBe(String(at + chunk.length))
  }
}

/** A chunk whose link is cut: `sent` arrives in 64 KiB pieces, then the stream fails. */
function cutAfter(sent: Buffer): ReadableStream<Uint8Array> {
  const pieces: Buffer[] = []
  for (let at = 0; at < sent.length; at += 64 * KIB) pieces.push(sent.subarray(at, at + 64 * KIB))
  return new ReadableStream({
    async pull(controller) {
      const piece = pieces.shift()
      if (piece) return controller.enqueue(new Uint8Array(piece))
      await new Promise((resolve) => setTimeout(resolve, 200))
      controller.error(new Error('connection reset by peer'))
    },
  })
}

const keysOf = (id: string) => [...bucket.objects.keys()].filter((key) => key.includes(id)).sort()
const openUpload = () => [...bucket.uploads.values()][0]

describe('clip uploads on S3', () => {
  it('takes 512 KiB chunks into 5 MiB parts and a tail, tells any instance the same offset, and finishes into one object of the bytes sent', async () => {
    const uploads = instance()
    const clip = randomBytes(2 * PART_BYTES + 123_457)
    const id = uploads.newId()
    const created = await create(uploads, id, clip.length)
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toBe(`/api/clip-upload/${id}`)
    expect(created.headers.get('upload-expires')).toBeTruthy()
    expect(keysOf(id)).toEqual([`${PREFIX}${id}.info`])
    expect(openUpload()?.key).toBe(`${PREFIX}${id}`)
    expect(await offsetOf(uploads, id)).toEqual({ status: 200, offset: 0 })

    const sixMiB = 12 * CHUNK
    await sendChunks(uploads, id, clip, 0, sixMiB)
    expect([...(openUpload()?.parts.values() ?? [])].map((part) => part.body.length)).toEqual([
      PART_BYTES,
    ])
    const tail = bucket.objects.get(`${PREFIX}${id}.part`)
    expect(tail?.body.length).toBe(sixMiB - PART_BYTES)
    expect(tail?.headers['x-amz-meta-start']).toBe(String(PART_BYTES))
    expect(await offsetOf(instance(), id)).toEqual({ status: 200, offset: sixMiB })

    // The last chunk goes to another instance, which finishes the upload.
    const other = instance()
    const last = clip.length - ((clip.length - 1) % CHUNK) - 1
    await sendChunks(uploads, id, clip, sixMiB, last)
    await sendChunks(other, id, clip, last, clip.length)
    expect(bucket.uploads.size).toBe(0)
    expect(keysOf(id)).toEqual([`${PREFIX}${id}`, `${PREFIX}${id}.info`])
    expect(bucket.objects.get(`${PREFIX}${id}`)?.body.equals(clip)).toBe(true)
    expect(await offsetOf(uploads, id)).toEqual({ status: 200, offset: clip.length })
    expect(await uploads.progress(id)).toEqual({ offset: clip.length, size: clip.length })

    const copy = await instance().localCopy(id)
    expect(copy.path.startsWith(uploads.workRoot)).toBe(true)
    expect((await readFile(copy.path)).equals(clip)).toBe(true)
    await copy.dispose()
    expect(existsSync(copy.path)).toBe(false)
  })

  it('refuses a chunk at a wrong offset with 409, keeping what it has', async () => {
    const uploads = instance()
    const clip = randomBytes(3 * CHUNK)
    const id = uploads.newId()
    await create(uploads, id, clip.length)
    await sendChunks(uploads, id, clip, 0, CHUNK)
    for (const wrong of [0, CHUNK - 1, CHUNK + 1]) {
      const res = await patch(uploads, id, wrong, clip.subarray(wrong, wrong + 100))
      expect(res.status).toBe(409)
    }
    expect(await offsetOf(instance(), id)).toEqual({ status: 200, offset: CHUNK })
    expect(bucket.objects.get(`${PREFIX}${id}.part`)?.body.equals(clip.subarray(0, CHUNK))).toBe(
      true,
    )
  })

  it('keeps the bytes of a chunk cut on the way, and resumes from the offset it reports to the same bytes', async () => {
    const uploads = instance()
    const clip = randomBytes(PART_BYTES + 3 * CHUNK)
    const id = uploads.newId()
    await create(uploads, id, clip.length)
    const before = 9 * CHUNK
    await sendChunks(uploads, id, clip, 0, before)
    // 700 KiB of the next chunk arrive, then the link is gone: they fill the first part and
    // start the tail. tus answers at once; this instance's HEAD waits until they are saved, even
    // when the bucket is slow to take them.
    const sent = 700 * KIB
    bucket.slow = {
      matches: (method, key, query) =>
        method === 'PUT' && key.endsWith('.part') && query.size === 0,
      ms: 500,
    }
    const cut = await patch(uploads, id, before, cutAfter(clip.subarray(before, before + sent)))
    expect(cut.status).toBeGreaterThanOrEqual(400)
    const { offset } = await offsetOf(uploads, id)
    expect(offset).toBe(before + sent)
    expect(openUpload()?.parts.size).toBe(1)
    expect(await offsetOf(instance(), id)).toEqual({ status: 200, offset })

    await sendChunks(instance(), id, clip, offset, clip.length)
    expect(bucket.objects.get(`${PREFIX}${id}`)?.body.equals(clip)).toBe(true)
  })

  it('keeps a consistent offset when the bucket refuses a part, and resumes from it', async () => {
    const uploads = instance()
    const clip = randomBytes(PART_BYTES + CHUNK)
    const id = uploads.newId()
    await create(uploads, id, clip.length)
    await sendChunks(uploads, id, clip, 0, 9 * CHUNK)
    bucket.failOnce = {
      matches: (method, _key, query) => method === 'PUT' && query.has('partNumber'),
      status: 503,
      code: 'SlowDown',
    }
    const refused = await patch(uploads, id, 9 * CHUNK, clip.subarray(9 * CHUNK, 10 * CHUNK))
    expect(refused.status).toBe(500)
    const { offset } = await offsetOf(uploads, id)
    expect(offset).toBeGreaterThanOrEqual(9 * CHUNK)
    await sendChunks(uploads, id, clip, offset, clip.length)
    expect(bucket.objects.get(`${PREFIX}${id}`)?.body.equals(clip)).toBe(true)
  })

  it('completes at the finish an upload whose last part went up but whose completion failed', async () => {
    const uploads = instance()
    const clip = randomBytes(CHUNK + 1000)
    const id = uploads.newId()
    await create(uploads, id, clip.length)
    bucket.failOnce = {
      matches: (method, _key, query) => method === 'POST' && query.has('uploadId'),
      status: 500,
      code: 'InternalError',
    }
    await sendChunks(uploads, id, clip, 0, CHUNK)
    expect((await patch(uploads, id, CHUNK, clip.subarray(CHUNK))).status).toBe(500)
    expect(await offsetOf(uploads, id)).toEqual({ status: 200, offset: clip.length })
    const copy = await uploads.localCopy(id)
    expect((await readFile(copy.path)).equals(clip)).toBe(true)
    await copy.dispose()
    expect(bucket.uploads.size).toBe(0)
  })

  it('removes an upload (tus DELETE or remove): its multipart upload aborted, its objects gone', async () => {
    const uploads = instance()
    const clip = randomBytes(PART_BYTES + 2 * CHUNK)
    const id = uploads.newId()
    await create(uploads, id, clip.length)
    await sendChunks(uploads, id, clip, 0, PART_BYTES + CHUNK)
    expect(keysOf(id)).toEqual([`${PREFIX}${id}.info`, `${PREFIX}${id}.part`])
    await uploads.remove(id)
    expect(keysOf(id)).toEqual([])
    expect(bucket.uploads.size).toBe(0)
    await uploads.remove(id)
    expect((await offsetOf(uploads, id)).status).toBe(404)

    const second = uploads.newId()
    await create(uploads, second, clip.length)
    await sendChunks(uploads, second, clip, 0, CHUNK)
    const deleted = await uploads.handle(
      new Request(urlOf(second), { method: 'DELETE', headers: TUS }),
    )
    expect(deleted.status).toBe(204)
    expect(keysOf(second)).toEqual([])
    expect(bucket.uploads.size).toBe(0)
  })

  it("lists every upload under the prefix for the sweep, a crash's bare multipart upload too", async () => {
    const uploads = instance()
    const clip = randomBytes(2 * CHUNK)
    const [inProgress, finished, bare] = [uploads.newId(), uploads.newId(), uploads.newId()]
    await create(uploads, inProgress, clip.length)
    await sendChunks(uploads, inProgress, clip, 0, CHUNK)
    await create(uploads, finished, clip.length)
    await sendChunks(uploads, finished, clip, 0, clip.length)
    // An instance stopped between creating the multipart upload and writing its info.
    await s3Bucket(createS3Client(bucket.settings)).createMultipart(`${PREFIX}${bare}`)
    bucket.objects.set('seens/ab/photo.webp', {
      body: Buffer.from('x'),
      headers: {},
      at: new Date(),
    })

    const listed = await uploads.list()
    expect(listed.map((upload) => upload.id).sort()).toEqual([inProgress, finished, bare].sort())
    for (const upload of listed) expect(upload.createdAt).toBeInstanceOf(Date)

    for (const { id } of listed) await uploads.remove(id)
    expect(bucket.uploads.size).toBe(0)
    expect([...bucket.objects.keys()]).toEqual(['seens/ab/photo.webp'])
    expect(await uploads.list()).toEqual([])
  })

  it('is chosen by the configuration: the bucket when S3_* names one, else DATA_DIR/uploads', async () => {
    const s3Config = parseConfig({
      DATA_DIR: dataDir,
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: FAKE_BUCKET,
      S3_REGION: bucket.settings.region,
      S3_ACCESS_KEY_ID: FAKE_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_KEYS.secretAccessKey,
    })
    const onS3 = clipUploadsFor(s3Config)
    const id = onS3.newId()
    expect((await create(onS3, id, 10)).status).toBe(201)
    expect(keysOf(id)).toEqual([`${PREFIX}${id}.info`])

    const onDisk = clipUploadsFor(parseConfig({ DATA_DIR: dataDir }))
    const local = onDisk.newId()
    expect((await create(onDisk, local, 10)).status).toBe(201)
    expect(keysOf(local)).toEqual([])
    expect(existsSync(path.join(dataDir, 'uploads', local))).toBe(true)
  })
})
