/**
 * Resumable clip uploads (tus 1.0, docs/decisions/180-video-clips-server.md): `@tus/server`
 * answers the protocol, its bytes kept by the file store under DATA_DIR/uploads, or in the media
 * bucket when media is on S3 (s3-upload-store.ts, docs/decisions/186-clip-uploads-on-s3.md; the
 * choice: clip-uploads-for.ts). The routes in front of it (routes/clip-uploads.ts) decide who
 * may create or touch an upload, from the clip_uploads row.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { FileStore } from '@tus/file-store'
import { type DataStore, Server } from '@tus/server'
import { CLIP_LIMITS } from '~/shared/constants'

/** Where the tus routes are mounted; upload URLs are this plus `/<id>`. */
export const CLIP_UPLOAD_PATH = '/api/clip-upload'

export interface UploadProgress {
  offset: number
  size: number | undefined
}

/** A finished upload's bytes as a local file, for the finish; `dispose` when done with it. */
export interface LocalCopy {
  path: string
  dispose(): Promise<void>
}

export interface ClipUploads {
  /** Work files of the finish, on this instance's disk: DATA_DIR/uploads/.work. */
  workRoot: string
  /** A new id, 16 random bytes in hex (what CLIP_UPLOAD_ID accepts). */
  newId(): string
  /** Creates upload `id` from a tus creation request (POST) the caller has allowed. */
  create(request: Request, id: string): Promise<Response>
  /** Any other tus request (HEAD, PATCH, DELETE, OPTIONS) on an upload the caller has allowed. */
  handle(request: Request): Promise<Response>
  /** How far upload `id` got; null when its files are gone. */
  progress(id: string): Promise<UploadProgress | null>
  /** Finished upload `id` as a file (on S3 a download under `workRoot`). */
  localCopy(id: string): Promise<LocalCopy>
  /** Removes upload `id`'s bytes and its upload info; a missing one is not an error. */
  remove(id: string): Promise<void>
  /** Ids of every upload stored, with its creation time (for the sweep of orphans). */
  list(): Promise<StoredUpload[]>
  /** Removes work folders last touched before `before` (a finish cut short by a crash). */
  sweepWork(before: Date): Promise<number>
}

export interface StoredUpload {
  id: string
  createdAt: Date | null
}

/** Where the bytes of uploads in progress are: what differs between the disk and a bucket. */
export interface UploadBytes {
  datastore: DataStore
  localCopy(id: string, workRoot: string): Promise<LocalCopy>
  remove(id: string): Promise<void>
  list(): Promise<StoredUpload[]>
}

const UPLOAD_FILE = /^([0-9a-f]{32})\.json$/

/** How long a request waits for an earlier PATCH of its upload to finish writing. */
const CUT_WRITE_WAIT_MS = 5_000

/** The upload id a tus URL names (`…/clip-upload/<id>`), or null. */
const idInUrl = (url: string) =>
  /\/([0-9a-f]{32})(?:[/?]|$)/.exec(new URL(url).pathname)?.[1] ?? null

/** Resolves when `work` settles, or after `ms` at the latest; never rejects. */
function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  const settled = work.then(
    () => undefined,
    () => undefined,
  )
  return Promise.race([settled, late]).finally(() => clearTimeout(timer))
}

/** The file store's bytes: `<id>` and its `<id>.json` in `directory`, read in place. */
function diskBytes(directory: string): UploadBytes {
  const fileOf = (id: string) => path.join(directory, id)
  return {
    datastore: new FileStore({
      directory,
      expirationPeriodInMilliseconds: CLIP_LIMITS.uploadKeptMs,
    }),
    localCopy: async (id) => ({ path: fileOf(id), dispose: async () => undefined }),
    async remove(id) {
      await fs.rm(fileOf(id), { force: true })
      await fs.rm(`${fileOf(id)}.json`, { force: true })
    },
    async list() {
      let names: string[]
      try {
        names = await fs.readdir(directory)
      } catch {
        return []
      }
      const found = []
      for (const name of names) {
        const id = UPLOAD_FILE.exec(name)?.[1]
        if (!id) continue
        const info = await fs.readFile(path.join(directory, name), 'utf8').catch(() => null)
        found.push({ id, createdAt: creationOf(info) })
      }
      return found
    },
  }
}

/**
 * The tus server over `bytes` (by default the file store in `directory`, DATA_DIR/uploads; work
 * files go under its `.work` either way). Ids are ours (the route made the clip_uploads row
 * first), so `namingFunction` reads the id the route chose for this very request. Upload-Length
 * is required and at most 200 MB (`maxSize`); `Upload-Expires` tells clients the day they have.
 */
export function createClipUploads(
  directory: string,
  makeBytes: () => UploadBytes = () => diskBytes(directory),
): ClipUploads {
  const chosenIds = new WeakMap<Request, string>()
  // Made on first use: the file store creates its folder, and building the app touches no disk.
  let made: { bytes: UploadBytes; tus: Server } | null = null
  const server = () => {
    if (made) return made
    const bytes = makeBytes()
    const tus = new Server({
      path: CLIP_UPLOAD_PATH,
      datastore: bytes.datastore,
      relativeLocation: true,
      maxSize: CLIP_LIMITS.maxBytes,
      namingFunction: (request) => {
        const id = chosenIds.get(request)
        if (!id) throw new Error('A clip upload was created without an id chosen for it.')
        return id
      },
    })
    made = { bytes, tus }
    return made
  }
  const workRoot = path.join(directory, '.work')
  /**
   * A PATCH whose connection was cut goes on writing the bytes that did arrive for a moment. A
   * HEAD (or PATCH) on the same upload meanwhile would answer an offset that is already old, and
   * the client's next chunk would meet a 409 and be sent twice: it waits for that write first.
   * Only on this instance: with the bytes on S3, a HEAD sent to another one does not wait.
   */
  const writing = new Map<string, Promise<Response>>()

  return {
    workRoot,
    newId: () => randomBytes(16).toString('hex'),
    async create(request, id) {
      chosenIds.set(request, id)
      await fs.mkdir(directory, { recursive: true })
      return server().tus.handleWeb(request)
    },
    async handle(request) {
      const id = idInUrl(request.url)
      const earlier = id ? writing.get(id) : undefined
      if (earlier) await settledWithin(earlier, CUT_WRITE_WAIT_MS)
      const handled = server().tus.handleWeb(request)
      if (id && request.method === 'PATCH') {
        writing.set(id, handled)
        const forget = () => {
          if (writing.get(id) === handled) writing.delete(id)
        }
        handled.then(forget, forget)
      }
      return handled
    },
    async progress(id) {
      try {
        const upload = await server().bytes.datastore.getUpload(id)
        return { offset: upload.offset, size: upload.size }
      } catch {
        return null
      }
    },
    localCopy: (id) => server().bytes.localCopy(id, workRoot),
    remove: (id) => server().bytes.remove(id),
    list: () => server().bytes.list(),
    async sweepWork(before) {
      const names = await fs.readdir(workRoot).catch(() => [])
      let removed = 0
      for (const name of names) {
        const folder = path.join(workRoot, name)
        const stat = await fs.stat(folder).catch(() => null)
        if (!stat || stat.mtime >= before) continue
        await fs.rm(folder, { recursive: true, force: true })
        removed++
      }
      return removed
    },
  }
}

/** `creation_date` of an upload's `.json` (the file store writes it); null when unreadable. */
function creationOf(json: string | null): Date | null {
  if (!json) return null
  try {
    const parsed: unknown = JSON.parse(json)
    if (typeof parsed !== 'object' || parsed === null || !('creation_date' in parsed)) return null
    const at = new Date(String(parsed.creation_date))
    return Number.isNaN(at.getTime()) ? null : at
  } catch {
    return null
  }
}
