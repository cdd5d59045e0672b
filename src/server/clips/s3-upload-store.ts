/**
 * Clip uploads in progress in the media bucket (docs/decisions/186-clip-uploads-on-s3.md), so any
 * instance answers any HEAD, PATCH or finish. One S3 multipart upload per tus upload, under
 * `<prefix><id>`: S3 takes parts of at least 5 MiB (the last aside) and the phone sends 512 KiB
 * chunks, so the bytes not yet making a part wait in `<id>.part`, rewritten with each chunk until
 * they do. `<id>.info` holds the upload's length, metadata, creation date and multipart id.
 * The offset is the parts' bytes plus that tail: what S3 holds, whichever instance wrote it.
 */
import { createWriteStream } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { DataStore, ERRORS, Upload } from '@tus/server'
import * as v from 'valibot'
import { CLIP_LIMITS } from '~/shared/constants'
import type { S3Bucket, S3Part } from '../storage'
import type { StoredUpload } from './clip-uploads'

/** S3's smallest part but the last. */
export const PART_BYTES = 5 * 1024 * 1024

/** The finished object is downloaded in one request: 200 MB at a few MB/s. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000

/**
 * Where the tail's first byte is in the clip. A tail is current only when that is where the parts
 * end: once a part took its bytes, or the parts moved on without them, it is stale and ignored.
 * So every order the bucket sees writes in leaves a correct prefix of the clip behind.
 */
const TAIL_START = 'x-amz-meta-start'

const UPLOAD_ID = /^[0-9a-f]{32}$/

/** Upload infos an instance keeps in memory: a few hundred bytes each. */
const INFOS_KEPT = 1_000

const uploadInfo = v.object({
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  metadata: v.optional(v.record(v.string(), v.nullable(v.string()))),
  creation_date: v.string(),
  multipartId: v.string(),
})
type UploadInfo = v.InferOutput<typeof uploadInfo>

const sizeOf = (parts: S3Part[]) => parts.reduce((sum, part) => sum + part.size, 0)
const nextPart = (parts: S3Part[]) => (parts.at(-1)?.number ?? 0) + 1
const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b))

export class S3UploadStore extends DataStore {
  /** The last write (or removal) of each upload on this instance, settled or not. */
  private readonly writes = new Map<string, Promise<void>>()
  private readonly infos = new Map<string, UploadInfo>()

  constructor(
    private readonly bucket: S3Bucket,
    private readonly prefix = 'clip-uploads/',
  ) {
    super()
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration']
  }

  private keys(id: string) {
    if (!UPLOAD_ID.test(id)) throw ERRORS.FILE_NOT_FOUND
    const object = `${this.prefix}${id}`
    return { object, tail: `${object}.part`, info: `${object}.info` }
  }

  /**
   * Upload `id`'s info. It is written once, at creation, and never changed, so an instance keeps
   * the ones it read (the newest INFOS_KEPT): a HEAD and a chunk then cost no read of it.
   */
  private async info(id: string): Promise<UploadInfo> {
    const known = this.infos.get(id)
    if (known) return known
    const found = await this.bucket.get(this.keys(id).info)
    if (!found) throw ERRORS.FILE_NOT_FOUND
    const parsed = v.safeParse(uploadInfo, await found.json().catch(() => null))
    if (!parsed.success) throw ERRORS.FILE_NOT_FOUND
    this.keepInfo(id, parsed.output)
    return parsed.output
  }

  private keepInfo(id: string, info: UploadInfo) {
    this.infos.set(id, info)
    const oldest = this.infos.keys().next().value
    if (this.infos.size > INFOS_KEPT && oldest !== undefined) this.infos.delete(oldest)
  }

  /** The tail's length (HEAD) when it starts where the parts end; else 0. */
  private async tailLength(id: string, partsEnd: number): Promise<number> {
    const headers = await this.bucket.head(this.keys(id).tail)
    if (!headers || Number(headers.get(TAIL_START)) !== partsEnd) return 0
    return Number(headers.get('content-length') ?? 0)
  }

  /** The tail's bytes when it starts where the parts end; else none. */
  private async tailBytes(id: string, partsEnd: number): Promise<Buffer> {
    const found = await this.bucket.get(this.keys(id).tail)
    if (!found) return Buffer.alloc(0)
    if (Number(found.headers.get(TAIL_START)) !== partsEnd) {
      await found.body?.cancel()
      return Buffer.alloc(0)
    }
    return Buffer.from(await found.arrayBuffer())
  }

  /**
   * Runs `work` once any earlier write of upload `id` on this instance has settled. tus answers a
   * cut chunk as soon as its stream fails, while this store is still saving what arrived; a HEAD
   * or the next chunk must see that saved, not the offset before it.
   */
  private afterWrites<T>(id: string, work: () => Promise<T>): Promise<T> {
    const run = (this.writes.get(id) ?? Promise.resolve()).then(work)
    const settled = run.then(
      () => undefined,
      () => undefined,
    )
    this.writes.set(id, settled)
    void settled.then(() => {
      if (this.writes.get(id) === settled) this.writes.delete(id)
    })
    return run
  }

  override getExpiration(): number {
    return CLIP_LIMITS.uploadKeptMs
  }

  override async create(upload: Upload): Promise<Upload> {
    const keys = this.keys(upload.id)
    if (upload.size === undefined) throw ERRORS.INVALID_LENGTH
    const multipartId = await this.bucket.createMultipart(keys.object, {
      'content-type': 'application/octet-stream',
    })
    const info: UploadInfo = {
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date ?? new Date().toISOString(),
      multipartId,
    }
    await this.bucket.put(keys.info, Buffer.from(JSON.stringify(info)), {
      'content-type': 'application/json',
    })
    this.keepInfo(upload.id, info)
    upload.storage = { type: 's3', path: keys.object }
    return upload
  }

  override async getUpload(id: string): Promise<Upload> {
    const keys = this.keys(id)
    await this.writes.get(id)
    const info = await this.info(id)
    const parts = await this.bucket.parts(keys.object, info.multipartId)
    let offset: number
    if (parts) {
      offset = sizeOf(parts) + (await this.tailLength(id, sizeOf(parts)))
    } else {
      // Completed into one object (or aborted, and then gone).
      if (!(await this.bucket.head(keys.object))) throw ERRORS.FILE_NO_LONGER_EXISTS
      offset = info.size
    }
    return new Upload({
      id,
      size: info.size,
      offset,
      metadata: info.metadata,
      creation_date: info.creation_date,
      storage: { type: 's3', path: keys.object },
    })
  }

  /**
   * Appends the chunk in `readable` at `offset`: each time the tail and the new bytes make
   * PART_BYTES, those go up as the next part, the rest becomes the new tail; the chunk that
   * reaches the upload's length sends the last part and completes the object. Part n is always
   * bytes (n-1)·PART_BYTES to n·PART_BYTES, so two writers' part n are the same bytes. A chunk
   * cut short (its stream fails) keeps what arrived, as the file store does, and the error goes
   * on to tus.
   */
  override write(readable: Readable, id: string, offset: number): Promise<number> {
    return this.afterWrites(id, () => this.append(readable, id, offset))
  }

  private async append(readable: Readable, id: string, offset: number): Promise<number> {
    const keys = this.keys(id)
    const info = await this.info(id)
    const parts = await this.bucket.parts(keys.object, info.multipartId)
    if (!parts) {
      // Completed: nothing more is taken (tus lets through only an empty chunk at its end).
      if (offset !== info.size) throw ERRORS.INVALID_OFFSET
      for await (const chunk of readable) if (chunk) throw ERRORS.INVALID_OFFSET
      return offset
    }
    const tail = await this.tailBytes(id, sizeOf(parts))
    // Checked again here: another instance may have written since tus read the offset.
    if (sizeOf(parts) + tail.length !== offset) throw ERRORS.INVALID_OFFSET

    let pending: Buffer[] = tail.length > 0 ? [tail] : []
    let pendingBytes = tail.length
    let received = 0
    /** The next PART_BYTES as a part (all that is left for the last): `pending` keeps the rest. */
    const sendPart = async (last: boolean) => {
      const all = Buffer.concat(pending)
      const body = last ? all : all.subarray(0, PART_BYTES)
      parts.push(await this.bucket.uploadPart(keys.object, info.multipartId, nextPart(parts), body))
      const rest = all.subarray(body.length)
      pending = rest.length > 0 ? [rest] : []
      pendingBytes = rest.length
    }
    let failure: unknown = null
    try {
      for await (const chunk of readable) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
        pending.push(bytes)
        pendingBytes += bytes.length
        received += bytes.length
        while (pendingBytes >= PART_BYTES && offset + received < info.size) await sendPart(false)
      }
    } catch (error) {
      failure = error
    }

    const reached = offset + received
    if (reached === info.size) {
      while (pendingBytes > PART_BYTES) await sendPart(false)
      if (pendingBytes > 0) await sendPart(true)
      await this.bucket.completeMultipart(keys.object, info.multipartId, parts)
      await this.bucket.delete(keys.tail)
    } else if (received > 0 && pendingBytes > 0) {
      await this.bucket.put(keys.tail, Buffer.concat(pending), {
        'content-type': 'application/octet-stream',
        [TAIL_START]: String(sizeOf(parts)),
      })
    } else if (received > 0 && tail.length > 0) {
      await this.bucket.delete(keys.tail)
    }
    if (failure) throw failure
    return reached
  }

  /**
   * Aborts every multipart upload of `id` (the one its info names, and any a crash left before
   * the info was written), then deletes its objects, the info last. A missing one is fine.
   */
  override remove(id: string): Promise<void> {
    return this.afterWrites(id, () => this.removeAll(id))
  }

  private async removeAll(id: string): Promise<void> {
    const keys = this.keys(id)
    this.infos.delete(id)
    for (const open of await this.bucket.multipartUploads(keys.object)) {
      if (open.key === keys.object) await this.bucket.abortMultipart(keys.object, open.uploadId)
    }
    await this.bucket.delete(keys.object)
    await this.bucket.delete(keys.tail)
    await this.bucket.delete(keys.info)
  }

  /** Every upload with a key or an open multipart upload under the prefix, by its first date. */
  async list(): Promise<StoredUpload[]> {
    const found = new Map<string, Date | null>()
    const listed = [
      ...(await this.bucket.list(this.prefix)),
      ...(await this.bucket.multipartUploads(this.prefix)),
    ]
    for (const { key, at } of listed) {
      const name = key.startsWith(this.prefix) ? key.slice(this.prefix.length) : ''
      const id = /^([0-9a-f]{32})(?:\.part|\.info)?$/.exec(name)?.[1]
      if (id) found.set(id, earliest(found.get(id) ?? null, at))
    }
    return [...found].map(([id, createdAt]) => ({ id, createdAt }))
  }

  /**
   * The finished upload as one object: completes it first if its last part went up but the
   * completion did not (the instance stopped between the two).
   */
  private async completed(id: string): Promise<void> {
    const keys = this.keys(id)
    const info = await this.info(id)
    const parts = await this.bucket.parts(keys.object, info.multipartId)
    if (!parts) return
    if (sizeOf(parts) !== info.size) throw new Error(`Clip upload ${id} is not finished.`)
    await this.bucket.completeMultipart(keys.object, info.multipartId, parts)
    await this.bucket.delete(keys.tail)
  }

  /** Downloads finished upload `id` into `file`. */
  async download(id: string, file: string): Promise<void> {
    await this.completed(id)
    const found = await this.bucket.get(this.keys(id).object, DOWNLOAD_TIMEOUT_MS)
    if (!found?.body) throw ERRORS.FILE_NOT_FOUND
    await pipeline(Readable.fromWeb(found.body as WebReadableStream), createWriteStream(file))
  }
}
