/**
 * People: the user profile beyond the users row (docs/product.md#records) and the timeline
 * (docs/product.md#records, #states).
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { TIMELINE_EVENT_TYPES } from '~/shared/schemas/timeline'
import { userRef, users } from './schema-accounts'
import { at } from './schema-columns'
import { seenRef } from './schema-seens'

const blank = (name: string) => text(name).notNull().default('')
const shown = (name: string) => boolean(name).notNull().default(true)

/**
 * One row per user who saved settings; a user without a row has the docs/product.md#records
 * defaults. The display name and theme stay on `users` (they exist from registration on).
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: blank('bio'),
    website: blank('website'),
    twitter: blank('twitter'),
    facebook: blank('facebook'),
    instagram: blank('instagram'),
    linkedin: blank('linkedin'),
    company: blank('company'),
    position: blank('position'),
    industry: blank('industry'),
    interests: text('interests').array().notNull().default(sql`'{}'`),
    image: jsonb('image').$type<ImageInfo>(),
    slideshowSpeedSeconds: smallint('slideshow_speed_seconds').notNull().default(5),
    slideshowShowName: shown('slideshow_show_name'),
    slideshowShowHeadline: shown('slideshow_show_headline'),
    slideshowShowCaption: shown('slideshow_show_caption'),
    slideshowShowLocation: shown('slideshow_show_location'),
    slideshowShowSponsor: shown('slideshow_show_sponsor'),
    slideshowShowDate: shown('slideshow_show_date'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('user_profiles_slideshow_speed_check', sql`${t.slideshowSpeedSeconds} between 1 and 15`),
    check(
      'user_profiles_lengths_check',
      sql`length(${t.bio}) <= 500 and length(${t.website}) <= 100 and length(${t.twitter}) <= 100 and length(${t.facebook}) <= 100 and length(${t.instagram}) <= 100 and length(${t.linkedin}) <= 100 and length(${t.company}) <= 100 and length(${t.position}) <= 100 and length(${t.industry}) <= 100`,
    ),
  ],
)

/**
 * A user's timeline: one row per (user, event type, Seen, UTC day); repeats of the same event
 * on the same day raise `hitCount` and move `lastAt` (src/server/people/timeline.ts).
 */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    eventType: text('event_type', { enum: TIMELINE_EVENT_TYPES }).notNull(),
    seenId: seenRef(),
    eventDay: date('event_day').notNull(),
    hitCount: integer('hit_count').notNull().default(1),
    lastAt: at('last_at').notNull(),
  },
  (t) => [
    unique('timeline_events_user_type_seen_day_unique').on(
      t.userId,
      t.eventType,
      t.seenId,
      t.eventDay,
    ),
    check(
      'timeline_events_type_check',
      sql`${t.eventType} in ('CreatedSeen', 'AcceptedInvitation', 'UserMembership', 'MadeAppearance')`,
    ),
    check('timeline_events_hit_count_check', sql`${t.hitCount} >= 1`),
    index('timeline_events_user_order_idx').on(
      t.userId,
      t.lastAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('timeline_events_seen_idx').on(t.seenId),
  ],
)
