/**
 * Appearances (docs/product.md#records): photos posted to a Seen, their likes and hashtags. Matches
 * 0002_appearances.sql and 0006_appearance_tags.sql.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { AppearanceKind } from '~/shared/schemas/clip-info'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { userRef, users } from './schema-accounts'
import { at, createdAt } from './schema-columns'
import { seenRef } from './schema-seens'

/**
 * Guest sessions the server issued (src/server/appearances/guest-session.ts): only the sha256
 * of the cookie's token. A cookie with no row here is nobody's.
 */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('guest_sessions_expires_idx').on(t.expiresAt)],
)

export const appearances = pgTable(
  'appearances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortName: text('short_name').notNull().unique(),
    seenId: seenRef(),
    /** The author when logged in; null for a guest's appearance. */
    createdById: uuid('created_by').references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the guest session token that posted it (src/server/appearances/guest-session.ts). */
    guestKeyHash: text('guest_key_hash'),
    displayUserName: text('display_user_name').notNull(),
    headline: text('headline').notNull(),
    /** Sanitized HTML: text with `<br>` only (src/shared/sanitize-caption.ts). */
    caption: text('caption').notNull(),
    relativeLocation: smallint('relative_location').notNull(),
    /** 1 before the Seen's start, 2 during, 3 after its end: when it was first posted. */
    relativeTime: smallint('relative_time').notNull(),
    /** A clip's `image` is its poster (docs/decisions/180-video-clips-server.md). */
    image: jsonb('image').$type<ImageInfo>().notNull(),
    kind: text('kind').$type<AppearanceKind>().notNull().default('photo'),
    /** A clip's playable rendition: its /media/ path, type, bytes, length and displayed size. */
    clipPath: text('clip_path'),
    clipContentType: text('clip_content_type'),
    clipSize: integer('clip_size'),
    clipDurationMs: integer('clip_duration_ms'),
    clipWidth: integer('clip_width'),
    clipHeight: integer('clip_height'),
    isApproved: boolean('is_approved').notNull().default(false),
    isRejected: boolean('is_rejected').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('appearances_short_name_check', sql`${t.shortName} ~ '^[A-Za-z0-9_-]{10,64}$'`),
    check(
      'appearances_owner_check',
      sql`${t.createdById} is not null or ${t.guestKeyHash} is not null`,
    ),
    check('appearances_relative_location_check', sql`${t.relativeLocation} in (1, 2)`),
    check('appearances_relative_time_check', sql`${t.relativeTime} in (1, 2, 3)`),
    check('appearances_decision_check', sql`not (${t.isApproved} and ${t.isRejected})`),
    check('appearances_kind_check', sql`${t.kind} in ('photo', 'clip')`),
    check(
      'appearances_clip_check',
      // A clip has all six clip columns (a NULL comparison would pass a check), a photo none.
      sql`case when ${t.kind} = 'clip' then num_nonnulls(${t.clipPath}, ${t.clipContentType},
          ${t.clipSize}, ${t.clipDurationMs}, ${t.clipWidth}, ${t.clipHeight}) = 6
        and ${t.clipContentType} in ('video/mp4', 'video/webm') and ${t.clipSize} > 0
        and ${t.clipDurationMs} > 0 and ${t.clipWidth} > 0 and ${t.clipHeight} > 0
        else num_nonnulls(${t.clipPath}, ${t.clipContentType}, ${t.clipSize}, ${t.clipDurationMs},
          ${t.clipWidth}, ${t.clipHeight}) = 0 end`,
    ),
    check('appearances_counters_check', sql`${t.likeCount} >= 0 and ${t.bookmarkCount} >= 0`),
    // The list order of one Seen: newest first, id as tie-breaker.
    index('appearances_seen_order_idx').on(
      t.seenId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A Seen's newest clip, for its link preview's og:video (src/server/seens/link-preview.ts).
    index('appearances_seen_clips_idx')
      .on(t.seenId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.kind} = 'clip'`),
    index('appearances_created_by_idx').on(t.createdById),
    index('appearances_guest_key_idx').on(t.guestKeyHash).where(sql`${t.guestKeyHash} is not null`),
    // /media asks whose photo a rendition is by the stem of its stored name.
    index('appearances_image_stem_idx').on(sql`split_part(${t.image}->>'name', '.', 1)`),
    // ... and whose clip a video file is by its path.
    uniqueIndex('appearances_clip_path_idx').on(t.clipPath).where(sql`${t.clipPath} is not null`),
  ],
)

export const appearanceLikes = pgTable(
  'appearance_likes',
  {
    userId: userRef('user_id'),
    appearanceId: uuid('appearance_id')
      .notNull()
      .references(() => appearances.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.appearanceId] }),
    index('appearance_likes_appearance_idx').on(t.appearanceId),
  ],
)

/**
 * Hashtags of an appearance's headline and caption (src/server/appearances/appearance-tags.ts).
 * They feed the autocomplete counts in `tags` only while everybody may see the appearance.
 */
export const appearanceTags = pgTable(
  'appearance_tags',
  {
    appearanceId: uuid('appearance_id')
      .notNull()
      .references(() => appearances.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appearanceId, t.tag] }),
    check(
      'appearance_tags_tag_check',
      sql`${t.tag} = lower(${t.tag}) and length(${t.tag}) between 1 and 50`,
    ),
    index('appearance_tags_tag_idx').on(t.tag, t.appearanceId),
  ],
)

/**
 * Posters the creator blocked from posting to one Seen (src/server/appearances/poster-blocks.ts):
 * a user by id, or a guest by the hash of their guest session (the same hash their appearances
 * carry). `display_name` is the name the guest posted under, kept for the host's list.
 */
export const seenPosterBlocks = pgTable(
  'seen_poster_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seenId: seenRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestKeyHash: text('guest_key_hash'),
    displayName: text('display_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'seen_poster_blocks_poster_check',
      sql`(${t.userId} is null) <> (${t.guestKeyHash} is null)`,
    ),
    uniqueIndex('seen_poster_blocks_user_idx').on(t.seenId, t.userId),
    uniqueIndex('seen_poster_blocks_guest_idx').on(t.seenId, t.guestKeyHash),
    index('seen_poster_blocks_list_idx').on(
      t.seenId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
)
