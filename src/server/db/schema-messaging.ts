/**
 * Private messages with per-recipient state, blocks and message groups (docs/product.md#records,
 * #states).
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { userRef, users } from './schema-accounts'
import { at } from './schema-columns'

/** One message as its sender wrote it; withdrawn_at hides it from every recipient. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: userRef('sender_id'),
    subject: text('subject').notNull().default(''),
    content: text('content').notNull(),
    /** The message this one replies to (docs/product.md#states reply links). */
    inReplyToId: uuid('in_reply_to_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
    withdrawnAt: at('withdrawn_at'),
  },
  (t) => [
    check('messages_subject_check', sql`length(${t.subject}) <= 200`),
    check('messages_content_check', sql`length(${t.content}) between 1 and 5000`),
    index('messages_sender_idx').on(
      t.senderId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('messages_in_reply_to_idx').on(t.inReplyToId),
  ],
)

/**
 * One recipient's copy: read, replied (with the reply's id) and deleted are per recipient.
 * created_at repeats the message's time so the inbox is one index range. A recipient who deletes
 * their account leaves the row with no recipient: the sender's message still names a
 * "Deleted user" among its recipients.
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
    repliedAt: at('replied_at'),
    replyMessageId: uuid('reply_message_id').references(() => messages.id, {
      onDelete: 'set null',
    }),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('message_recipients_message_recipient_idx').on(t.messageId, t.recipientId),
    check(
      'message_recipients_replied_check',
      sql`${t.repliedAt} is null or ${t.readAt} is not null`,
    ),
    index('message_recipients_inbox_idx')
      .on(t.recipientId, t.createdAt.desc().nullsFirst(), t.messageId.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('message_recipients_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    index('message_recipients_reply_idx').on(t.replyMessageId),
  ],
)

/** blocker no longer receives anything from blocked; blocked's messages leave blocker's inbox. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
)

/** A named list of users; its owner is a member and the only one who manages it. */
export const messageGroups = pgTable(
  'message_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerId: userRef('owner_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('message_groups_name_check', sql`length(${t.name}) between 1 and 100`),
    index('message_groups_owner_idx').on(t.ownerId),
  ],
)

export const messageGroupMembers = pgTable(
  'message_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => messageGroups.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    addedAt: at('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('message_group_members_user_idx').on(t.userId),
  ],
)
