/**
 * Resumable clip uploads (tus 1.0, docs/decisions/180-video-clips-server.md): `@tus/server` with
 * its file store under DATA_DIR/uploads answers the protocol; the routes in front of it
 * (routes/clip-uploads.ts) decide who may create or touch an upload, from the clip_uploads row.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { FileStore } from '@tus/file-store'
import { Server } from '@tus/server'
import { CLIP_LIMITS } from '~/shared/constants'

/** Where the tus routes are mounted; upload URLs are this plus `/<id>`. */
export const CLIP_UPLOAD_PATH = '/api/clip-upload'

export interface UploadProgress {
  offset: number
  size: number | undefined
}

export interface ClipUploads {
  /** DATA_DIR/uploads: the uploads' bytes and their `<id>.json`; work files under `.work`. */
  directory: string
  workRoot: string
  /** A new id, 16 random bytes in hex (what CLIP_UPLOAD_ID accepts). */
  newId(): string
  /** Creates upload `id` from a tus creation request (POST) the caller has allowed. */
  create(request: Request, id: string): Promise<Response>
  /** Any other tus request (HEAD, PATCH, DELETE, OPTIONS) on an upload the caller has allowed. */
  handle(request: Request): Promise<Response>
  /** How far upload `id` got; null when its files are gone. */
  progress(id: string): Promise<UploadProgress | null>
  fileOf(id: string): string
  /** Removes upload `id`'s bytes and its `.json`; a missing one is not an error. */
  remove(id: string): Promise<void>
  /** Ids of every upload on disk with its creation time (for the sweep of orphans). */
  list(): Promise<{ id: string; createdAt: Date | null }[]>
  /** Removes work folders last touched before `before` (a finish cut short by a crash). */
  sweepWork(before: Date): Promise<number>
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

/**
 * The tus server over local disk. Ids are ours (the route made the clip_uploads row first), so
 * `namingFunction` reads the id the route chose for this very request. Upload-Length is
 * required and at most 200 MB (`maxSize`); `Upload-Expires` tells clients the day they have.
 */
export function createClipUploads(directory: string): ClipUploads {
  const chosenIds = new WeakMap<Request, string>()
  // Made on first use: the file store creates its folder, and building the app touches no disk.
  let made: { datastore: FileStore; tus: Server } | null = null
  const server = () => {
    if (made) return made
    const datastore = new FileStore({
      directory,
      expirationPeriodInMilliseconds: CLIP_LIMITS.uploadKeptMs,
    })
    const tus = new Server({
      path: CLIP_UPLOAD_PATH,
      datastore,
      relativeLocation: true,
      maxSize: CLIP_LIMITS.maxBytes,
      namingFunction: (request) => {
        const id = chosenIds.get(request)
        if (!id) throw new Error('A clip upload was created without an id chosen for it.')
        return id
      },
    })
    made = { datastore, tus }
    return made
  }
  const fileOf = (id: string) => path.join(directory, id)
  /**
   * A PATCH whose connection was cut goes on writing the bytes that did arrive for a moment. A
   * HEAD (or PATCH) on the same upload meanwhile would answer an offset that is already old, and
   * the client's next chunk would meet a 409 and be sent twice: it waits for that write first.
   */
  const writing = new Map<string, Promise<Response>>()

  return {
    directory,
    workRoot: path.join(directory, '.work'),
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
        const upload = await server().datastore.getUpload(id)
        return { offset: upload.offset, size: upload.size }
      } catch {
        return null
      }
    },
    fileOf,
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
    async sweepWork(before) {
      const root = path.join(directory, '.work')
      const names = await fs.readdir(root).catch(() => [])
      let removed = 0
      for (const name of names) {
        const folder = path.join(root, name)
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
