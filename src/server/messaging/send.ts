/**
 * Sending (docs/product.md#calls send/user, send/group, send/followers): one message row and one
 * copy per recipient, in one transaction. A recipient who blocked the sender never gets a copy.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import type { Db } from '../db/client'
import { follows, messageGroupMembers, messageRecipients, messages, users } from '../db/schema'
import { ApiError } from '../http/errors'
import { deliveryDecision } from '../policy'
import { blockersOf, type Tx } from './blocks'
import { type NamedUser, usersByUsername } from './users'

export interface Draft {
  subject: string
  content: string
}

export interface SendResult {
  messageId: string
  recipientCount: number
  undeliveredUsernames: string[]
}

/** Write the message and its copies; `recipients` are already checked. */
export async function writeMessage(
  tx: Tx,
  senderId: string,
  draft: Draft & { inReplyToId?: string },
  recipientIds: string[],
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(messages)
    .values({ senderId, ...draft, createdAt: now })
    .returning({ id: messages.id })
  if (!row) throw new Error('message insert returned no row')
  await tx
    .insert(messageRecipients)
    .values(recipientIds.map((recipientId) => ({ messageId: row.id, recipientId, createdAt: now })))
  return row.id
}

/**
 * Named recipients: every one must exist, not be the sender and not have blocked the sender;
 * otherwise nothing is sent and the first problem is reported.
 */
export async function sendToUsers(
  db: Db,
  senderId: string,
  usernames: string[],
  draft: Draft,
  now: Date,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    const found = await usersByUsername(tx, usernames)
    const recipients: NamedUser[] = []
    for (const name of usernames) {
      const user = found.get(name.toLowerCase())
      if (!user) throw ApiError.user(400, MESSAGING_MSG.userNotFound(name))
      recipients.push(user)
    }
    const blockers = await blockersOf(
      tx,
      senderId,
      recipients.map((r) => r.id),
    )
    for (const user of recipients) {
      const decision = deliveryDecision(senderId, user.id, blockers.has(user.id))
      if (decision === 'self') throw ApiError.user(400, MESSAGING_MSG.notToYourself)
      if (decision === 'blocked') {
        throw ApiError.user(403, MESSAGING_MSG.blockedByRecipient(user.username))
      }
    }
    const ids = recipients.map((r) => r.id)
    const messageId = await writeMessage(tx, senderId, draft, ids, now)
    return { messageId, recipientCount: ids.length, undeliveredUsernames: [] }
  })
}

/**
 * A list send (group members, followers): recipients who blocked the sender are skipped and
 * named in the answer; when nobody is left, nothing is sent.
 */
async function sendToMany(
  tx: Tx,
  senderId: string,
  candidates: NamedUser[],
  draft: Draft,
  now: Date,
  emptyMessage: string,
): Promise<SendResult> {
  if (candidates.length === 0) throw ApiError.user(400, emptyMessage)
  const blockers = await blockersOf(
    tx,
    senderId,
    candidates.map((c) => c.id),
  )
  const reached = candidates.filter(
    (c) => deliveryDecision(senderId, c.id, blockers.has(c.id)) === 'allowed',
  )
  const undeliveredUsernames = candidates.filter((c) => blockers.has(c.id)).map((c) => c.username)
  if (reached.length === 0) {
    throw ApiError.user(403, MESSAGING_MSG.blockedByRecipient(undeliveredUsernames.join(', ')))
  }
  const ids = reached.map((r) => r.id)
  const messageId = await writeMessage(tx, senderId, draft, ids, now)
  return { messageId, recipientCount: ids.length, undeliveredUsernames }
}

const namedUser = {
  id: users.id,
  username: sql<string>`${users.username}::text`,
  displayName: users.displayName,
}

/** Every other member of a group the sender belongs to (checked by the caller). */
export async function sendToGroup(
  db: Db,
  senderId: string,
  groupId: string,
  draft: Draft,
  now: Date,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    const members = await tx
      .select(namedUser)
      .from(messageGroupMembers)
      .innerJoin(users, eq(users.id, messageGroupMembers.userId))
      .where(
        and(eq(messageGroupMembers.groupId, groupId), ne(messageGroupMembers.userId, senderId)),
      )
    return sendToMany(tx, senderId, members, draft, now, MESSAGING_MSG.noGroupRecipients)
  })
}

/** Everyone who follows the sender (index follows_followee_idx). */
export async function sendToFollowers(
  db: Db,
  senderId: string,
  draft: Draft,
  now: Date,
): Promise<SendResult> {
  return db.transaction(async (tx) => {
    const followers = await tx
      .select(namedUser)
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .where(eq(follows.followeeId, senderId))
    return sendToMany(tx, senderId, followers, draft, now, MESSAGING_MSG.noFollowers)
  })
}
