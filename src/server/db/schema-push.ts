/**
 * Web Push (docs/decisions/114-push-vapid-key.md to docs/decisions/117-push-opt-in.md): server
 * keys, subscriptions, preferences, batching.
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
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import type { PushDetail } from '~/shared/push'
import { sessions, userRef } from './schema-accounts'
import { at, createdAt } from './schema-columns'

/** Keys the server makes for itself on first start (`vapid`): one row per name, never replaced. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
})

/**
 * One browser's push subscription, the push service's address for it, for as long as the
 * session that made it lasts (docs/decisions/116-push-subscriptions.md).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    /** The session that subscribed: when it ends (logout, ended elsewhere, expiry), so does this. */
    sessionHash: text('session_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionHash),
  ],
)

/** A person's switches per kind; no row means every kind is on. */
export const pushPreferences = pgTable('push_preferences', {
  userId: userRef('user_id').primaryKey(),
  message: boolean('message').notNull().default(true),
  invitation: boolean('invitation').notNull().default(true),
  joinRequest: boolean('join_request').notNull().default(true),
  photoReview: boolean('photo_review').notNull().default(true),
  joinApproved: boolean('join_approved').notNull().default(true),
})

/**
 * The last push per person, kind and scope (a Seen's id, or '' for messages) and the events
 * counted since, so every instance keeps to one push per window.
 */
export const pushBatches = pgTable(
  'push_batches',
  {
    userId: userRef('user_id'),
    kind: text('kind').notNull(),
    scope: text('scope').notNull().default(''),
    lastSentAt: at('last_sent_at').notNull(),
    pending: integer('pending').notNull().default(0),
    /**
     * No longer written: a batch's text is read when it is sent
     * (docs/decisions/163-push-endpoints.md).
     */
    detail: jsonb('detail').$type<PushDetail>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.scope] }),
    check('push_batches_pending_check', sql`${t.pending} >= 0`),
    index('push_batches_due_idx').on(t.lastSentAt).where(sql`${t.pending} > 0`),
  ],
)
