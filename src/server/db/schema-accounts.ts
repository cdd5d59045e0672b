/** Accounts, sessions and HTTP bookkeeping tables. */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { citext, createdAt } from './schema-columns'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: citext('username').notNull().unique(),
    email: citext('email').notNull().unique(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    theme: text('theme', { enum: ['light', 'dark'] })
      .notNull()
      .default('light'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_theme_check', sql`${t.theme} in ('light', 'dark')`),
    // Case-insensitive prefix search of user suggestions (created by 0005_messaging.sql).
    index('users_username_prefix_idx').using(
      'btree',
      sql`lower(${t.username}::text) text_pattern_ops`,
    ),
    index('users_display_name_prefix_idx').using(
      'btree',
      sql`lower(${t.displayName}) text_pattern_ops`,
    ),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** Public id used in the logout link (`/bff/logout?sid=`). */
    sid: text('sid').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` or `guest:<hash>`: whose key it is. */
    owner: text('owner').notNull(),
    key: uuid('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
)

export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
)

/** Password reset links: only the sha256 of the mailed token is kept; each works once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)
