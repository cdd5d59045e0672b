/**
 * The entries of a Seen's photo ZIP: every published appearance's original, oldest first, read
 * from storage one at a time and named `{date}-{uploader}-{n}.{ext}` (the date on the Seen's
 * clock, n counting that uploader's photos and clips of that day). A clip is there as its
 * playable file (`.mp4`, `.webm`), not its poster (docs/decisions/181-clips-play-everywhere.md). Rows come in pages along
 * appearances_seen_order_idx, so a Seen of any size holds one page in memory at a time.
 */
import { sql } from 'drizzle-orm'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { timeZoneOrUtc } from '~/shared/time-zone'
import { publishedSql } from '../appearances/list-query'
import type { Db } from '../db/client'
import { keyFromMediaPath, type MediaStorage } from '../storage'
import type { ZipEntry } from '../zip/zip-stream'
import { preparedRows } from './prepared'

const PAGE = 200

interface PhotoRow extends Record<string, unknown> {
  id: string
  created_at: Date
  /** The exact stored instant (microseconds), for the next page's cursor. */
  created_key: string
  display_user_name: string
  image: ImageInfo | null
  /** A clip's stored file; null for a photo. */
  clip_path: string | null
}

export interface ArchiveSeen {
  id: string
  requiresApproval: boolean
  timeZoneId: string
}

/** An uploader's name as a file-name part: ASCII letters, digits, `_` and `-` only. */
export function fileNamePart(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 _-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 40)
  return safe || 'guest'
}

/** YYYY-MM-DD of `at` on the clock of `timeZone` (UTC when the zone is unknown). */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: timeZoneOrUtc(timeZone),
    dateStyle: 'short',
  }).format(at)
}

/** The ZIP name of a Seen's archive, safe in a Content-Disposition header. */
export const archiveFileName = (seenName: string) =>
  `${fileNamePart(seenName) || 'seen'}-photos.zip`

async function* photoRows(db: Db, seen: ArchiveSeen): AsyncGenerator<PhotoRow> {
  const published = publishedSql(seen)
  let after: { at: string; id: string } | null = null
  for (;;) {
    const cursor = after
      ? sql`and (a.created_at, a.id) > (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql``
    const rows: PhotoRow[] = await preparedRows<PhotoRow>(
      db,
      sql`select a.id, a.created_at, a.created_at::text as created_key, a.display_user_name, a.image,
        case when a.kind = 'clip' then a.clip_path end as clip_path
      from appearances a
      where a.seen_id = ${seen.id}::uuid and ${published} ${cursor}
      order by a.created_at, a.id limit ${PAGE}::int`,
    )
    yield* rows
    const last = rows.at(-1)
    if (!last || rows.length < PAGE) return
    after = { at: last.created_key, id: last.id }
  }
}

async function* bytesOf(read: Awaited<ReturnType<MediaStorage['read']>>) {
  const body = read?.body
  if (!body) return
  if (body instanceof Uint8Array) {
    yield body
    return
  }
  const reader = body.getReader()
  let finished = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) {
        finished = true
        return
      }
      yield value
    }
  } finally {
    // A download cut short closes the file or the S3 response instead of leaving it open.
    if (!finished) await reader.cancel().catch(() => undefined)
  }
}

/** The archive's entries; a photo or clip whose stored file has gone missing is left out. */
export async function* photoEntries(
  db: Db,
  storage: MediaStorage,
  seen: ArchiveSeen,
): AsyncGenerator<ZipEntry> {
  const counts = new Map<string, number>()
  for await (const row of photoRows(db, seen)) {
    const key = row.clip_path
      ? keyFromMediaPath(row.clip_path)
      : (keyFromMediaPath(row.image?.path) ?? keyFromMediaPath(row.image?.reducedPath))
    if (!key) continue
    const read = await storage.read(key, {}, {})
    if (!read?.body) continue
    const at = new Date(row.created_at)
    const stem = `${dayIn(at, seen.timeZoneId)}-${fileNamePart(row.display_user_name)}`
    const n = (counts.get(stem) ?? 0) + 1
    counts.set(stem, n)
    const extension = key.slice(key.lastIndexOf('.') + 1)
    yield { name: `${stem}-${n}.${extension}`, modified: at, data: bytesOf(read) }
  }
}
