/** Accounts, sessions and HTTP bookkeeping tables. */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { at, citext, createdAt } from './schema-columns'

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

/** A user's row: removing the user removes what refers to it. */
export const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** Public id used in the logout link (`/bff/logout?sid=`). */
    sid: text('sid').notNull().unique(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    /** The browser's User-Agent at sign-in (cut to SESSION_USER_AGENT_MAX), for the session list. */
    userAgent: text('user_agent').notNull().default(''),
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
    resetAt: at('reset_at').notNull(),
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
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
)

/**
 * A signed-in person's change of e-mail address, waiting for the mailed link to the new
 * address: only the sha256 of its token is kept; each works once, for an hour. The link
 * confirms without a password only in the session that asked for it (`session_hash`).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id'),
    newEmail: citext('new_email').notNull(),
    /** The sha256 of the asking session's token; null for links mailed before it was kept. */
    sessionHash: text('session_hash'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
)

/**
 * A confirmed change of e-mail address that the old address may still undo (the link mailed
 * there works once, for a week): undoing restores the old address, sets a new password and
 * ends every session. Only the sha256 of its token is kept.
 */
export const emailUndos = pgTable(
  'email_undos',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('user_id'),
    oldEmail: citext('old_email').notNull(),
    newEmail: citext('new_email').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('email_undos_user_idx').on(t.userId)],
)
