/**
 * Invitations and join requests (docs/product.md#records, #states); memberships themselves live in
 * schema-seens.ts.
 */
import { sql } from 'drizzle-orm'
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { userRef, users } from './schema-accounts'
import { at, citext } from './schema-columns'
import { seenRef } from './schema-seens'

/**
 * One invitation to one Seen: to a registered user (invitee_id) or to an e-mail address of
 * nobody registered yet (invitee_email; bound to whoever accepts its link). Only the sha256 of
 * the single-use token is stored. Status: 1 pending, 2 accepted, 3 declined, 4 expired.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seenId: seenRef(),
    inviterId: userRef('inviter_id'),
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    inviteeEmail: citext('invitee_email'),
    tokenHash: text('token_hash').notNull().unique(),
    status: smallint('status').notNull().default(1),
    message: text('message'),
    invitedAt: at('invited_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    respondedAt: at('responded_at'),
  },
  (t) => [
    check('invitations_status_check', sql`${t.status} between 1 and 4`),
    check(
      'invitations_invitee_check',
      sql`${t.inviteeId} is not null or ${t.inviteeEmail} is not null`,
    ),
    check('invitations_expiry_check', sql`${t.expiresAt} > ${t.invitedAt}`),
    index('invitations_seen_idx').on(t.seenId, t.invitedAt.desc().nullsFirst(), t.id),
    index('invitations_invitee_idx').on(t.inviteeId, t.invitedAt.desc().nullsFirst(), t.id),
    uniqueIndex('invitations_pending_user_idx')
      .on(t.seenId, t.inviteeId)
      .where(sql`${t.status} = 1 and ${t.inviteeId} is not null`),
    uniqueIndex('invitations_pending_email_idx')
      .on(t.seenId, t.inviteeEmail)
      .where(sql`${t.status} = 1 and ${t.inviteeId} is null`),
  ],
)

/** A request to join a publicRequestJoin Seen. Status: 1 pending, 2 approved, 3 rejected. */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seenId: seenRef(),
    userId: userRef('user_id'),
    status: smallint('status').notNull().default(1),
    message: text('message'),
    requestedAt: at('requested_at').notNull(),
    respondedAt: at('responded_at'),
  },
  (t) => [
    check('join_requests_status_check', sql`${t.status} between 1 and 3`),
    index('join_requests_seen_idx').on(t.seenId, t.requestedAt.desc().nullsFirst(), t.id),
    index('join_requests_user_idx').on(t.userId, t.requestedAt.desc().nullsFirst(), t.id),
    uniqueIndex('join_requests_pending_idx').on(t.seenId, t.userId).where(sql`${t.status} = 1`),
  ],
)
