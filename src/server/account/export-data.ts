/**
 * Download my data (docs/decisions/109-download-my-data.md): what the account holds, as one JSON
 * document, and its photos (the originals of its Seens and appearances, and its avatar) and
 * clips (docs/decisions/181-clips-play-everywhere.md) as ZIP entries streamed from storage. Other people appear only as the names the user saw (senders,
 * recipients).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { fileNamePart } from '../seens/photo-archive'
import { isoSql as iso } from '../seens/seen-rows'
import { keyFromMediaPath, type MediaStorage } from '../storage'
import type { ZipEntry } from '../zip/zip-stream'

/** One section of the document: a list of JSON rows (json_agg of `select`, [] when none). */
async function section(db: Db, select: ReturnType<typeof sql>): Promise<unknown[]> {
  const { rows } = await db.execute<{ list: unknown[] | null }>(
    sql`select json_agg(r) as list from (${select}) r`,
  )
  return rows[0]?.list ?? []
}

/** Where each of the user's photos and clips goes in the archive, by its stored path. */
export interface MediaFile {
  path: string
  file: string
}

export interface ExportDocument {
  exportedDate: string
  account: unknown
  seens: unknown[]
  appearances: unknown[]
  messagesSent: unknown[]
  messagesReceived: unknown[]
  follows: unknown[]
  likedSeens: unknown[]
  bookmarkedSeens: unknown[]
  memberships: unknown[]
}

export interface ExportData {
  document: ExportDocument
  files: MediaFile[]
}

/** The JSON document and the photos' and clips' places in the archive. */
export async function exportData(db: Db, userId: string, now: Date): Promise<ExportData> {
  const account = await section(
    db,
    sql`select u.username, u.display_name as "displayName", u.email, u.theme,
      ${iso('u.created_at')} as "createdDate", p.bio, p.website, p.interests,
      p.image->>'path' as "avatarPath"
    from users u left join user_profiles p on p.user_id = u.id where u.id = ${userId}`,
  )
  const seens = await section(
    db,
    sql`select short_name as "shortName", seen_name as "seenName", headline, caption,
      ${iso('start_at')} as "startDateTime", ${iso('end_at')} as "endDateTime",
      time_zone_id as "timeZoneId", city_name as "cityName", accessibility_type as "seenAccessibilityType",
      ${iso('created_at')} as "createdDate", image->>'path' as "photoPath"
    from seens where created_by = ${userId} order by created_at, id`,
  )
  const appearances = await section(
    db,
    sql`select a.short_name as "appearanceShortName", s.short_name as "seenShortName",
      a.display_user_name as "displayUserName", a.headline, a.caption, a.is_hidden as "isHidden",
      ${iso('a.created_at')} as "createdDate", a.image->>'path' as "photoPath", a.kind,
      case when a.kind = 'clip' then a.clip_path end as "clipPath",
      case when a.kind = 'clip' then a.clip_duration_ms / 1000.0 end::float8 as "clipDurationSeconds"
    from appearances a join seens s on s.id = a.seen_id
    where a.created_by = ${userId} order by a.created_at, a.id`,
  )
  const messagesSent = await section(
    db,
    sql`select m.subject, m.content, ${iso('m.created_at')} as "createdDate",
      (select coalesce(json_agg(coalesce(u.display_name, 'Deleted user') order by u.display_name), '[]')
        from message_recipients r left join users u on u.id = r.recipient_id
        where r.message_id = m.id) as "recipientDisplayNames"
    from messages m where m.sender_id = ${userId} order by m.created_at, m.id`,
  )
  const messagesReceived = await section(
    db,
    sql`select su.display_name as "senderDisplayName", m.subject, m.content,
      ${iso('m.created_at')} as "createdDate", ${iso('r.read_at')} as "readDate"
    from message_recipients r join messages m on m.id = r.message_id
    join users su on su.id = m.sender_id
    where r.recipient_id = ${userId} and r.deleted_at is null and m.withdrawn_at is null
    order by m.created_at, m.id`,
  )
  const follows = await section(
    db,
    sql`select u.username, ${iso('f.created_at')} as "followDate"
    from follows f join users u on u.id = f.followee_id where f.follower_id = ${userId}
    order by f.created_at, u.username`,
  )
  const seenLinks = (table: string) =>
    section(
      db,
      sql`select s.short_name as "seenShortName", ${iso('x.created_at')} as "date"
      from ${sql.raw(table)} x join seens s on s.id = x.seen_id where x.user_id = ${userId}
      order by x.created_at, s.short_name`,
    )
  const document: ExportDocument = {
    exportedDate: now.toISOString(),
    account: account[0] ?? null,
    seens,
    appearances,
    messagesSent,
    messagesReceived,
    follows,
    likedSeens: await seenLinks('seen_likes'),
    bookmarkedSeens: await seenLinks('seen_bookmarks'),
    memberships: await seenLinks('memberships'),
  }
  return { document, files: mediaFiles(document) }
}

const pathOf = (row: unknown) => (row as { photoPath?: string | null }).photoPath ?? null

interface AppearanceEntry {
  appearanceShortName: string
  createdDate: string
  clipPath?: string | null
}

/**
 * `photos/avatar.jpg`, `photos/seens/{shortName}.jpg`, `photos/appearances/{date}-{short}.jpg`
 * (a clip's poster), `clips/appearances/{date}-{short}.mp4`.
 */
function mediaFiles(document: ExportDocument): MediaFile[] {
  const files: MediaFile[] = []
  const add = (path: string | null, stem: string, folder = 'photos') => {
    const key = keyFromMediaPath(path)
    if (!path || !key) return
    files.push({ path, file: `${folder}/${stem}${key.slice(key.lastIndexOf('.'))}` })
  }
  add((document.account as { avatarPath?: string } | null)?.avatarPath ?? null, 'avatar')
  for (const seen of document.seens as { shortName: string }[]) {
    add(pathOf(seen), `seens/${fileNamePart(seen.shortName)}`)
  }
  for (const a of document.appearances as AppearanceEntry[]) {
    const stem = `appearances/${a.createdDate.slice(0, 10)}-${fileNamePart(a.appearanceShortName)}`
    add(pathOf(a), stem)
    add(a.clipPath ?? null, stem, 'clips')
  }
  return files
}

async function* once(bytes: Uint8Array) {
  yield bytes
}

async function* streamOf(body: ReadableStream<Uint8Array> | Uint8Array) {
  if (body instanceof Uint8Array) {
    yield body
    return
  }
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}

/** The archive: `seen-data.json` first, then each photo and clip whose file is still stored. */
export async function* exportEntries(
  storage: MediaStorage,
  data: ExportData,
  now: Date,
): AsyncGenerator<ZipEntry> {
  const json = new TextEncoder().encode(`${JSON.stringify(data.document, null, 2)}\n`)
  yield { name: 'seen-data.json', modified: now, data: once(json) }
  for (const media of data.files) {
    const key = keyFromMediaPath(media.path)
    const read = key ? await storage.read(key, {}, {}) : null
    if (!read?.body) continue
    yield { name: media.file, modified: now, data: streamOf(read.body) }
  }
}
