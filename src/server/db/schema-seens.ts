/** Seens and the rows around them: likes, bookmarks, memberships, follows, hashtags. */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { GUEST_UPLOADS } from '~/shared/constants'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { userRef } from './schema-accounts'
import { at, createdAt } from './schema-columns'

/** A Seen's row: removing the Seen removes what refers to it. */
export const seenRef = () =>
  uuid('seen_id')
    .notNull()
    .references(() => seens.id, { onDelete: 'cascade' })

export const seens = pgTable(
  'seens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortName: text('short_name').notNull().unique(),
    seenName: text('seen_name').notNull(),
    headline: text('headline').notNull().default(''),
    /** Sanitized HTML: text with `<br>` only (src/shared/sanitize-caption.ts). */
    caption: text('caption').notNull(),
    locationType: smallint('location_type').notNull(),
    accessibilityType: smallint('accessibility_type').notNull(),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** Members (not only the creator) may download all the Seen's photos as one ZIP. */
    membersMayDownload: boolean('members_may_download').notNull().default(false),
    /** Guests and members may search its photos for their own face, on their own device. */
    findMeEnabled: boolean('find_me_enabled').notNull().default(true),
    seenRelationRules: text('seen_relation_rules'),
    sponsor: text('sponsor'),
    contactBlock: text('contact_block'),
    webAddress: text('web_address'),
    addressBlock: text('address_block'),
    phoneNumber: text('phone_number'),
    postalCode: text('postal_code'),
    geoNameId: integer('geo_name_id').notNull(),
    cityName: text('city_name').notNull(),
    stateCode: text('state_code'),
    countryCode: text('country_code'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    durationHours: doublePrecision('duration_hours').notNull(),
    timeZoneId: text('time_zone_id').notNull().default('UTC'),
    preSeenDays: smallint('pre_seen_days').notNull().default(0),
    postSeenDays: smallint('post_seen_days').notNull().default(0),
    /** start - preSeenDays and end + postSeenDays, kept on every write for the live/past filters. */
    liveFrom: at('live_from').notNull(),
    liveUntil: at('live_until').notNull(),
    image: jsonb('image').$type<ImageInfo>(),
    createdById: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    likeCount: integer('like_count').notNull().default(0),
    bookmarkCount: integer('bookmark_count').notNull().default(0),
    appearanceCount: integer('appearance_count').notNull().default(0),
    /** Time of the last like, bookmark or appearance (or creation); see src/server/seens/trending.ts. */
    activityAt: at('activity_at').notNull().defaultNow(),
    trendingScore: doublePrecision('trending_score').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Short name of the Seen that follows this one, if any. */
    successor: text('successor'),
    /** Guest posts taken so far, and how many the host allows (GUEST_UPLOADS). */
    guestUploads: integer('guest_uploads').notNull().default(0),
    guestUploadQuota: integer('guest_upload_quota').notNull().default(GUEST_UPLOADS.quota),
    /** false: the host closed guest posting; guests' posts are refused. */
    guestUploadsOpen: boolean('guest_uploads_open').notNull().default(true),
  },
  (t) => [
    check('seens_short_name_check', sql`${t.shortName} ~ '^[A-Za-z0-9_-]{10,64}$'`),
    check('seens_location_type_check', sql`${t.locationType} in (0, 1, 2)`),
    check('seens_accessibility_type_check', sql`${t.accessibilityType} between 1 and 6`),
    check('seens_duration_check', sql`${t.durationHours} between 0.5 and 24`),
    check('seens_pre_days_check', sql`${t.preSeenDays} between 0 and 90`),
    check('seens_post_days_check', sql`${t.postSeenDays} between 0 and 90`),
    check('seens_end_check', sql`${t.endAt} > ${t.startAt}`),
    check(
      'seens_live_window_check',
      sql`${t.liveFrom} <= ${t.startAt} and ${t.liveUntil} >= ${t.endAt}`,
    ),
    check('seens_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('seens_longitude_check', sql`${t.longitude} between -180 and 180`),
    check(
      'seens_counters_check',
      sql`${t.likeCount} >= 0 and ${t.bookmarkCount} >= 0 and ${t.appearanceCount} >= 0`,
    ),
    // The list order. Filter columns ride along in the key (drizzle-kit has no INCLUDE) so a
    // filtered page is an index-only scan; only the page's 15 rows are read from the table.
    index('seens_trending_public_idx')
      .on(t.trendingScore.desc(), t.id, t.liveUntil, t.latitude, t.longitude, t.createdById)
      .where(sql`${t.active} and ${t.accessibilityType} in (1, 2, 3)`),
    // A member's private Seens: probed by id from memberships, same filter columns.
    index('seens_private_idx')
      .on(t.id, t.trendingScore, t.liveUntil, t.latitude, t.longitude, t.createdById)
      .where(sql`${t.active} and ${t.accessibilityType} in (4, 5, 6)`),
    // The private Seens in list order, walked for someone who belongs to many of them.
    index('seens_private_trending_idx')
      .on(t.trendingScore.desc(), t.id, t.liveUntil, t.latitude, t.longitude, t.createdById)
      .where(sql`${t.active} and ${t.accessibilityType} in (4, 5, 6)`),
    index('seens_created_by_idx').on(t.createdById),
    // Each creator's public Seens in list order: the first page of each person someone follows.
    index('seens_creator_trending_idx')
      .on(t.createdById, t.trendingScore.desc(), t.id, t.liveUntil, t.latitude, t.longitude)
      .where(sql`${t.active} and ${t.accessibilityType} in (1, 2, 3)`),
    index('seens_live_until_idx').on(t.liveUntil),
    // Geo filter: a bounding-box range on latitude (then longitude), covering the order and
    // filter columns, so the radius check and top-15 sort never touch the table.
    index('seens_geo_public_idx')
      .on(t.latitude, t.longitude, t.trendingScore, t.id, t.liveUntil, t.createdById)
      .where(sql`${t.active} and ${t.accessibilityType} in (1, 2, 3)`),
    // /media asks whose photo a rendition is by the stem of its stored name.
    index('seens_image_stem_idx')
      .on(sql`split_part(${t.image}->>'name', '.', 1)`)
      .where(sql`${t.image} is not null`),
  ],
)

export const seenLikes = pgTable(
  'seen_likes',
  { userId: userRef('user_id'), seenId: seenRef(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.userId, t.seenId] }), index('seen_likes_seen_idx').on(t.seenId)],
)

export const seenBookmarks = pgTable(
  'seen_bookmarks',
  { userId: userRef('user_id'), seenId: seenRef(), createdAt: createdAt() },
  (t) => [
    primaryKey({ columns: [t.userId, t.seenId] }),
    index('seen_bookmarks_seen_idx').on(t.seenId),
  ],
)

export const JOINED_VIA = ['creator', 'self', 'request', 'invitation'] as const
export type JoinedVia = (typeof JOINED_VIA)[number]

/** Who belongs to a Seen; the creator is a member from the start. */
export const memberships = pgTable(
  'memberships',
  {
    userId: userRef('user_id'),
    seenId: seenRef(),
    joinedVia: text('joined_via', { enum: JOINED_VIA }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seenId] }),
    check(
      'memberships_joined_via_check',
      sql`${t.joinedVia} in ('creator', 'self', 'request', 'invitation')`,
    ),
    index('memberships_seen_idx').on(t.seenId),
  ],
)

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followeeId: userRef('followee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
    index('follows_followee_idx').on(t.followeeId),
  ],
)

/** Hashtags of a Seen, lower case without '#' (src/shared/hashtags.ts). */
export const seenTags = pgTable(
  'seen_tags',
  {
    seenId: seenRef(),
    tag: text('tag').notNull(),
    /**
     * The Seen's trending_score, copied by triggers (migration 0020) on every insert here and
     * every change of the score, so a tag's Seens can be read in list order from its index.
     */
    trendingScore: doublePrecision('trending_score').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.seenId, t.tag] }),
    check(
      'seen_tags_tag_check',
      sql`${t.tag} = lower(${t.tag}) and length(${t.tag}) between 1 and 50`,
    ),
    // A tag's Seens in list order: the tag filter walks its rarest tag from the top.
    index('seen_tags_tag_trending_idx').on(t.tag, t.trendingScore.desc(), t.seenId),
  ],
)

/**
 * Every pair of a Seen's tags (tag_a < tag_b) with the Seen's trending_score, kept by triggers
 * on seen_tags and on the score (migration 0021): a filter on two tags or more walks the pair of
 * its two rarest tags in list order, so it reads about a page of rows however many Seens carry
 * either tag.
 */
export const seenTagPairs = pgTable(
  'seen_tag_pairs',
  {
    seenId: seenRef(),
    tagA: text('tag_a').notNull(),
    tagB: text('tag_b').notNull(),
    trendingScore: doublePrecision('trending_score').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.seenId, t.tagA, t.tagB] }),
    check('seen_tag_pairs_order_check', sql`${t.tagA} < ${t.tagB}`),
    index('seen_tag_pairs_trending_idx').on(t.tagA, t.tagB, t.trendingScore.desc(), t.seenId),
  ],
)

/**
 * Autocomplete source: each hashtag with the number of listed (public, active) Seens and of their
 * published appearances using it (src/server/appearances/appearance-tags.ts), kept in the
 * transaction that changes them; rows reaching 0 are removed.
 */
export const tags = pgTable(
  'tags',
  {
    tag: text('tag').primaryKey(),
    useCount: integer('use_count').notNull().default(0),
  },
  (t) => [
    check('tags_use_count_check', sql`${t.useCount} >= 0`),
    index('tags_prefix_idx').on(t.tag.op('text_pattern_ops'), t.useCount),
  ],
)
