/**
 * Open Graph and Twitter card tags for a shared link to a Seen, so a chat shows a card. Only a
 * Seen anyone may find (hasLinkPreview) gets any: for every other short name the page carries
 * none of the Seen's data.
 */

import { eq, sql } from 'drizzle-orm'
import { BOOT_PREVIEW_ID } from '~/shared/boot-preview'
import type { SeenAccessibilityType } from '~/shared/enums'
import { escapeHtml } from '~/shared/escape-html'
import { imageUrl } from '~/shared/image-url'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { formatSeenTime } from '~/shared/seen-time'
import { publishedSql } from '../appearances/list-query'
import type { Db } from '../db/client'
import { seens } from '../db/schema'
import { hasLinkPreview } from '../policy'
import { SHORT_NAME_PATTERN } from './short-name'

export interface PreviewSeen {
  shortName: string
  seenName: string
  headline: string
  image: ImageInfo | null
  startAt: Date
  timeZoneId: string
  locationType: number
  cityName: string
  stateCode: string | null
  countryCode: string | null
  /** The Seen's newest published clip, shown as the card's video (og:video); null without one. */
  clip: PreviewClip | null
}

export type PreviewClip = {
  path: string
  contentType: string
  width: number
  height: number
}

/** The Seen behind `shortName` when its link may show a preview, else undefined. */
export async function findPreviewSeen(db: Db, shortName: string): Promise<PreviewSeen | undefined> {
  if (!SHORT_NAME_PATTERN.test(shortName)) return undefined
  const [row] = await db
    .select({
      shortName: seens.shortName,
      seenName: seens.seenName,
      headline: seens.headline,
      image: seens.image,
      startAt: seens.startAt,
      timeZoneId: seens.timeZoneId,
      locationType: seens.locationType,
      cityName: seens.cityName,
      stateCode: seens.stateCode,
      countryCode: seens.countryCode,
      accessibilityType: seens.accessibilityType,
      active: seens.active,
      id: seens.id,
      requiresApproval: seens.requiresApproval,
    })
    .from(seens)
    .where(eq(seens.shortName, shortName))
  if (!row) return undefined
  const { accessibilityType, active, id, requiresApproval, ...seen } = row
  if (!hasLinkPreview({ accessibilityType: accessibilityType as SeenAccessibilityType, active })) {
    return undefined
  }
  return { ...seen, clip: await newestPublishedClip(db, id, requiresApproval) }
}

/**
 * The clip a chat's card plays: the newest one everybody may see (isPublished: not hidden, and
 * approved where the Seen asks for approval), read newest first from the Seen's clips alone
 * (appearances_seen_clips_idx), so a Seen of thousands of photos costs one index step.
 */
async function newestPublishedClip(
  db: Db,
  seenId: string,
  requiresApproval: boolean,
): Promise<PreviewClip | null> {
  // `kind = 'clip'` written out, so the plan may always use the partial index.
  const { rows } = await db.execute<PreviewClip>(sql`
    select a.clip_path as path, a.clip_content_type as "contentType", a.clip_width as width,
      a.clip_height as height
    from appearances a
    where a.seen_id = ${seenId}::uuid and a.kind = 'clip' and ${publishedSql({ requiresApproval })}
    order by a.created_at desc, a.id desc
    limit 1`)
  return rows[0] ?? null
}

const when = (seen: PreviewSeen) => formatSeenTime(seen.startAt, seen.timeZoneId)

function where(seen: PreviewSeen): string {
  if (seen.locationType === 2) return 'Online'
  return [seen.cityName, seen.stateCode ?? seen.countryCode].filter(Boolean).join(', ')
}

/** `<meta>` tags for the page's head; every value escaped, the image an absolute URL. */
export function previewTags(seen: PreviewSeen, origin: string): string {
  const url = `${origin}/seen?shortname=${encodeURIComponent(seen.shortName)}`
  const description = [seen.headline.trim(), when(seen), where(seen)].filter(Boolean).join(' · ')
  const imagePath = seen.image?.reducedPath ?? seen.image?.path
  const image = imagePath?.startsWith('/') ? `${origin}${imagePath}` : null
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Seen'],
    ['property', 'og:title', seen.seenName],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'event:start_time', seen.startAt.toISOString()],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', seen.seenName],
    ['name', 'twitter:description', description],
  ]
  if (image) {
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image])
  }
  if (seen.clip?.path.startsWith('/')) {
    const video = `${origin}${seen.clip.path}`
    tags.push(['property', 'og:video', video])
    if (video.startsWith('https:')) tags.push(['property', 'og:video:secure_url', video])
    tags.push(
      ['property', 'og:video:type', seen.clip.contentType],
      ['property', 'og:video:width', String(seen.clip.width)],
      ['property', 'og:video:height', String(seen.clip.height)],
    )
  }
  return tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ')
}

/**
 * The Seen page's largest paint is the host's photo (SeenHeaderImage, the same URL): named in
 * the head, a phone starts it with the HTML instead of after the app has run and read the Seen.
 */
export const headerImagePreload = (seen: PreviewSeen) =>
  photoPreload(imageUrl(seen.image, 'reduced'))

/** A page's largest photo, asked for with the HTML at high priority ('' without a photo). */
export function photoPreload(src: string | undefined): string {
  if (!src) return ''
  return `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`
}

/** Where index.html's app root opens: a preview goes right before it. */
export const APP_ROOT = '<div id="root">'

/** What a preview layer shows: a Seen's name and its photo's URL (none: the name alone). */
export interface BootPreviewContent {
  name: string
  photo: string | undefined
}

/**
 * A Seen's photo and name over the boot screen, shown from the HTML while the app loads: a
 * guest who scanned the QR code on a slow network sees the event they are joining at once,
 * not a spinner, and the list opens with its first card's Seen. The photo is the URL the page
 * draws first (one download for both), drawn a little larger than the page draws it, so the
 * page's own copy is not a later, larger paint. The app under it is inert (no focus, not read
 * out) until the app takes the layer away once the page shows its content
 * (src/lib/boot-preview.ts). The name is drawn from an attribute (CSS `content`), so the
 * page's text holds it once, in the page's own heading or card.
 */
export function withBootPreview(html: string, { name, photo }: BootPreviewContent): string {
  const img = photo
    ? `<img class="boot-photo" src="${escapeHtml(photo)}" alt="" fetchpriority="high" />`
    : ''
  const layer =
    `<div id="${BOOT_PREVIEW_ID}" class="boot boot-preview" role="status" aria-label="Loading">` +
    `${img}<span class="boot-name" data-name="${escapeHtml(name)}"></span>` +
    '<span class="boot-spinner"></span></div>'
  // A function, not a string: `$&` or `$'` in a Seen's name must not be read as a pattern.
  return html.replace(APP_ROOT, () => `${layer}${APP_ROOT.replace('>', ' inert>')}`)
}
