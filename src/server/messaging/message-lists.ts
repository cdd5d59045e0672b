/**
 * Inbox and Sent pages (docs/product.md#calls GET /api/messaging/inbox and /sent,
 * docs/product.md#constants 50 / 0). Each page picks its ids along one index in a stable order
 * (created_at desc, id desc), then reads only those rows with their recipients' names and read
 * counts.
 */
import { type SQL, sql } from 'drizzle-orm'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import type { Message } from '~/shared/schemas/messaging'
import type { Db } from '../db/client'
import { isoSql } from '../seens/seen-rows'

const DELETED_USER = ACCOUNT_MSG.deletedUser

interface Page {
  limit: number
  offset: number
}

type MessageRow = {
  id: string
  sender_display_name: string
  sender_username: string
  recipient_display_names: string[]
  recipient_usernames: string[]
  subject: string
  content: string
  created_date: string
  read_date: string | null
  replied_date: string | null
  replied_message_id: string | null
  in_reply_to_id: string | null
  is_withdrawn: boolean
  recipient_count: number
  read_count: number
}

/**
 * Counts and names over every recipient of message `m` (primary-key range). A recipient whose
 * account was deleted is "Deleted user" with an empty username.
 */
const RECIPIENTS = sql`cross join lateral (
  select count(*)::int as recipient_count, count(x.read_at)::int as read_count,
    case when count(x.read_at) = count(*) then max(x.read_at) end as all_read_at,
    max(x.replied_at) as last_replied_at,
    (array_agg(x.reply_message_id order by x.replied_at desc)
      filter (where x.reply_message_id is not null))[1] as last_reply_id,
    coalesce(array_agg(coalesce(u.display_name, ${DELETED_USER})
      order by u.display_name nulls last, u.id), '{}') as recipient_display_names,
    coalesce(array_agg(coalesce(u.username::text, '')
      order by u.display_name nulls last, u.id), '{}') as recipient_usernames
  from message_recipients x left join users u on u.id = x.recipient_id
  where x.message_id = m.id) agg`

const COMMON = sql`m.id, su.display_name as sender_display_name, su.username::text as sender_username,
  agg.recipient_display_names, agg.recipient_usernames, m.subject, m.content,
  ${isoSql('m.created_at')} as created_date, m.in_reply_to_id,
  m.withdrawn_at is not null as is_withdrawn, agg.recipient_count, agg.read_count`

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  senderDisplayName: row.sender_display_name,
  senderUsername: row.sender_username,
  recipientDisplayNames: row.recipient_display_names,
  recipientUsernames: row.recipient_usernames,
  subject: row.subject,
  content: row.content,
  createdDate: row.created_date,
  isRead: row.read_date !== null,
  readDate: row.read_date,
  isReplied: row.replied_date !== null,
  repliedDate: row.replied_date,
  repliedMessageId: row.replied_message_id,
  inReplyToMessageId: row.in_reply_to_id,
  isWithdrawn: row.is_withdrawn,
  recipientCount: row.recipient_count,
  readCount: row.read_count,
})

async function rowsOf(db: Db, query: SQL): Promise<Message[]> {
  const { rows } = await db.execute<MessageRow>(query)
  return rows.map(toMessage)
}

/** Messages in the viewer's inbox: not deleted, not withdrawn, sender not blocked. */
export const inboxWhere = (viewerId: string) => sql`r.recipient_id = ${viewerId}
  and r.deleted_at is null and m.withdrawn_at is null
  and not exists (select 1 from user_blocks b
    where b.blocker_id = ${viewerId} and b.blocked_id = m.sender_id)`

export function inboxPage(db: Db, viewerId: string, page: Page): Promise<Message[]> {
  return rowsOf(
    db,
    sql`with picked as (
      select r.message_id, r.created_at, r.read_at, r.replied_at, r.reply_message_id
      from message_recipients r join messages m on m.id = r.message_id
      where ${inboxWhere(viewerId)}
      order by r.created_at desc, r.message_id desc
      limit ${page.limit} offset ${page.offset})
    select ${COMMON}, ${isoSql('p.read_at')} as read_date, ${isoSql('p.replied_at')} as replied_date,
      p.reply_message_id as replied_message_id
    from picked p join messages m on m.id = p.message_id join users su on su.id = m.sender_id
    ${RECIPIENTS}
    order by p.created_at desc, p.message_id desc`,
  )
}

/** What the viewer sent, withdrawn ones included (shown faded with a badge). */
export function sentPage(db: Db, viewerId: string, page: Page): Promise<Message[]> {
  return rowsOf(
    db,
    sql`with picked as (
      select id, created_at from messages where sender_id = ${viewerId}
      order by created_at desc, id desc
      limit ${page.limit} offset ${page.offset})
    select ${COMMON}, ${isoSql('agg.all_read_at')} as read_date,
      ${isoSql('agg.last_replied_at')} as replied_date, agg.last_reply_id as replied_message_id
    from picked p join messages m on m.id = p.id join users su on su.id = m.sender_id
    ${RECIPIENTS}
    order by p.created_at desc, p.id desc`,
  )
}

/** docs/product.md#calls GET /api/messaging/unread-count: unread messages in the inbox. */
export async function unreadCount(db: Db, viewerId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from message_recipients r join messages m on m.id = r.message_id
    where ${inboxWhere(viewerId)} and r.read_at is null`)
  return rows[0]?.n ?? 0
}
