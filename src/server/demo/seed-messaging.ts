/**
 * Demo messaging: conversations between alice, bob and carol (read, replied and unread ones, a
 * withdrawn one), alice's "Weekend crew" group, and carol's block of bob.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { messageGroupMembers, messageRecipients, messages, userBlocks } from '../db/schema'
import { createGroup } from '../messaging/groups'
import { writeMessage } from '../messaging/send'

type DemoName = 'alice' | 'bob' | 'carol'
const MINUTE = 60_000

interface DemoMessage {
  from: DemoName
  to: DemoName[]
  subject: string
  content: string
  minutesAgo: number
  /** Recipients who read it, minutes after it was sent. */
  readAfter?: number
  /** Index (in this list) of the message it answers. */
  replyTo?: number
  withdrawn?: boolean
}

const CONVERSATIONS: DemoMessage[] = [
  {
    from: 'bob',
    to: ['alice'],
    subject: 'Photos from the market',
    content: 'Hi Alice! Could you send me the photos you took at the food market on Saturday?',
    minutesAgo: 3 * 24 * 60,
    readAfter: 30,
  },
  {
    from: 'alice',
    to: ['bob'],
    subject: 'Re: Photos from the market',
    content: 'Of course. I posted the best ones as appearances; the rest follow by mail tonight.',
    minutesAgo: 3 * 24 * 60 - 45,
    readAfter: 10,
    replyTo: 0,
  },
  {
    from: 'carol',
    to: ['alice', 'bob'],
    subject: 'Talk slides',
    content: 'My conference slides are ready. Would you both like a preview before Friday?',
    minutesAgo: 26 * 60,
    readAfter: 120,
  },
  {
    from: 'alice',
    to: ['carol'],
    subject: 'Sailing on Sunday?',
    content: 'The forecast looks good for Sunday. Is there room on the boat for one more?',
    minutesAgo: 5 * 60,
  },
  {
    from: 'carol',
    to: ['alice'],
    subject: 'Dinner after the concert',
    content: 'I booked a table for four at eight. Let me know if that works for you.',
    minutesAgo: 90,
  },
  {
    from: 'bob',
    to: ['alice'],
    subject: 'Wrong date',
    content: 'The rooftop party is on the 14th. (Sent too early, sorry.)',
    minutesAgo: 40,
    withdrawn: true,
  },
]

export async function seedDemoMessaging(
  db: Db,
  users: Record<DemoName, string>,
  now: Date,
): Promise<void> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE)
  const ids: string[] = []
  for (const item of CONVERSATIONS) {
    const sentAt = ago(item.minutesAgo)
    const inReplyToId = item.replyTo === undefined ? undefined : ids[item.replyTo]
    const id = await db.transaction((tx) =>
      writeMessage(
        tx,
        users[item.from],
        { subject: item.subject, content: item.content, inReplyToId },
        item.to.map((name) => users[name]),
        sentAt,
      ),
    )
    ids.push(id)
    if (item.withdrawn) {
      await db
        .update(messages)
        .set({ withdrawnAt: new Date(sentAt.getTime() + 5 * MINUTE) })
        .where(eq(messages.id, id))
    }
    if (item.readAfter !== undefined) {
      await db
        .update(messageRecipients)
        .set({ readAt: new Date(sentAt.getTime() + item.readAfter * MINUTE) })
        .where(eq(messageRecipients.messageId, id))
    }
    if (inReplyToId) {
      await db
        .update(messageRecipients)
        .set({ repliedAt: sentAt, replyMessageId: id })
        .where(
          and(
            eq(messageRecipients.messageId, inReplyToId),
            eq(messageRecipients.recipientId, users[item.from]),
          ),
        )
    }
  }

  const formed = ago(2 * 24 * 60)
  const crew = await createGroup(db, users.alice, 'Weekend crew', formed)
  await db.insert(messageGroupMembers).values([
    { groupId: crew, userId: users.bob, addedAt: formed },
    { groupId: crew, userId: users.carol, addedAt: formed },
  ])
  await db
    .insert(userBlocks)
    .values({ blockerId: users.carol, blockedId: users.bob, createdAt: ago(12 * 60) })
}
