/**
 * Acting on one message (docs/product.md#states, #calls): read, reply and delete by a recipient,
 * withdraw by the sender. Each locks the rows it decides on, asks the policy, then changes them.
 */
import { and, count, eq, sql } from 'drizzle-orm'
import { MESSAGE_SUBJECT_MAX, MESSAGING_MSG, replySubject } from '~/shared/messaging-messages'
import type { Db } from '../db/client'
import { messageRecipients, messages, userBlocks } from '../db/schema'
import { ApiError } from '../http/errors'
import {
  deliveryDecision,
  type RecipientAction,
  type RecipientDecision,
  recipientDecision,
  withdrawDecision,
} from '../policy'
import type { Tx } from './blocks'
import { type Draft, writeMessage } from './send'

const notFound = () => ApiError.user(404, MESSAGING_MSG.messageNotFound)

const REFUSALS: Record<Exclude<RecipientDecision, 'allowed'>, () => ApiError> = {
  'not-found': notFound,
  'not-recipient': () => ApiError.user(403, MESSAGING_MSG.notRecipient),
  'needs-read': () => ApiError.user(400, MESSAGING_MSG.replyNeedsRead),
  'already-replied': () => ApiError.user(409, MESSAGING_MSG.alreadyReplied),
}

async function lockMessage(tx: Tx, messageId: string) {
  const [row] = await tx
    .select({
      senderId: messages.senderId,
      subject: messages.subject,
      withdrawnAt: messages.withdrawnAt,
    })
    .from(messages)
    .where(eq(messages.id, messageId))
    .for('update')
  return row
}

/**
 * The viewer's copy, checked for `action`. A stranger (neither sender nor recipient) gets a 404,
 * so message ids reveal nothing.
 */
async function checkedCopy(tx: Tx, viewerId: string, messageId: string, action: RecipientAction) {
  const message = await lockMessage(tx, messageId)
  if (!message) throw notFound()
  const [copy] = await tx
    .select()
    .from(messageRecipients)
    .where(
      and(eq(messageRecipients.messageId, messageId), eq(messageRecipients.recipientId, viewerId)),
    )
    .for('update')
  if (!copy && message.senderId !== viewerId) throw notFound()
  const [block] = await tx
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, message.senderId)))
  const decision = recipientDecision(action, {
    isRecipient: copy !== undefined,
    isDeleted: copy?.deletedAt != null,
    isWithdrawn: message.withdrawnAt !== null,
    senderBlocked: block !== undefined,
    isRead: copy?.readAt != null,
    isReplied: copy?.repliedAt != null,
  })
  if (decision !== 'allowed') throw REFUSALS[decision]()
  return { message, copy }
}

const copyOf = (messageId: string, recipientId: string) =>
  and(eq(messageRecipients.messageId, messageId), eq(messageRecipients.recipientId, recipientId))

/** Mark read; a repeat keeps the first read date. */
export function markRead(db: Db, viewerId: string, messageId: string, now: Date) {
  return db.transaction(async (tx) => {
    const { copy } = await checkedCopy(tx, viewerId, messageId, 'read')
    if (copy?.readAt) return
    await tx.update(messageRecipients).set({ readAt: now }).where(copyOf(messageId, viewerId))
  })
}

/** Remove from the viewer's inbox (the sender's Sent is unchanged). */
export function deleteCopy(db: Db, viewerId: string, messageId: string, now: Date) {
  return db.transaction(async (tx) => {
    await checkedCopy(tx, viewerId, messageId, 'delete')
    await tx.update(messageRecipients).set({ deletedAt: now }).where(copyOf(messageId, viewerId))
  })
}

/**
 * Reply to the sender of a read, not yet replied message; returns the reply's id. Without a
 * subject it gets the default of docs/product.md#validation, 'Re: ' + the original subject (or 'No
 * subject').
 */
export function reply(
  db: Db,
  viewerId: string,
  messageId: string,
  draft: Draft,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const { message } = await checkedCopy(tx, viewerId, messageId, 'reply')
    const [block] = await tx
      .select({ one: sql`1` })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, message.senderId), eq(userBlocks.blockedId, viewerId)))
    const delivery = deliveryDecision(viewerId, message.senderId, block !== undefined)
    if (delivery !== 'allowed') {
      throw ApiError.user(403, MESSAGING_MSG.replyBlocked)
    }
    const subject =
      draft.subject.trim() === ''
        ? replySubject(message.subject).slice(0, MESSAGE_SUBJECT_MAX)
        : draft.subject
    const replyId = await writeMessage(
      tx,
      viewerId,
      { ...draft, subject, inReplyToId: messageId },
      [message.senderId],
      now,
    )
    await tx
      .update(messageRecipients)
      .set({ repliedAt: now, replyMessageId: replyId })
      .where(copyOf(messageId, viewerId))
    return replyId
  })
}

/** docs/product.md#states: the sender withdraws while some recipient has not read it. */
export function withdraw(db: Db, viewerId: string, messageId: string, now: Date) {
  return db.transaction(async (tx) => {
    const message = await lockMessage(tx, messageId)
    if (!message) throw notFound()
    const [counts] = await tx
      .select({
        recipients: count(),
        read: count(messageRecipients.readAt),
        mine: sql<number>`count(*) filter (where ${messageRecipients.recipientId} = ${viewerId})::int`,
      })
      .from(messageRecipients)
      .where(eq(messageRecipients.messageId, messageId))
    const isSender = message.senderId === viewerId
    if (!isSender && !counts?.mine) throw notFound()
    const decision = withdrawDecision({
      isSender,
      isWithdrawn: message.withdrawnAt !== null,
      recipientCount: counts?.recipients ?? 0,
      readCount: counts?.read ?? 0,
    })
    if (decision === 'not-sender') throw ApiError.user(403, MESSAGING_MSG.notSender)
    if (decision === 'already-withdrawn') throw ApiError.user(409, MESSAGING_MSG.alreadyWithdrawn)
    if (decision === 'all-read') throw ApiError.user(409, MESSAGING_MSG.cannotWithdraw)
    await tx.update(messages).set({ withdrawnAt: now }).where(eq(messages.id, messageId))
  })
}
