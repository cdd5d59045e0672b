import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '~/server/db/schema'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { createTestApp, type TestApp } from './helpers'
import { inbox, messaging, refusal, send, sent, unread } from './messaging-fixtures'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let sender: TestUser
let reader: TestUser
let second: TestUser
let stranger: TestUser

beforeAll(async () => {
  t = await createTestApp()
  t.clock.set('2026-11-20T08:00:00.000Z')
  sender = await register(t, 'act_sender')
  reader = await register(t, 'act_reader')
  second = await register(t, 'act_second')
  stranger = await register(t, 'act_stranger')
})
afterAll(() => t.close())

const notFound = refusal(404, MESSAGING_MSG.messageNotFound)
const ok = { status: 200, body: { success: true, errorMessage: null } }

describe('POST /api/messaging/read', () => {
  it('marks the reader’s copy read with a read date; a repeat keeps the first date', async () => {
    const id = await send(t, sender, [reader, second])
    expect(await unread(t, reader)).toBe(1)
    t.clock.set('2026-11-20T09:00:00.000Z')
    expect(await messaging(t, reader).post('read', { messageId: id })).toEqual(ok)
    t.clock.set('2026-11-20T09:30:00.000Z')
    expect(await messaging(t, reader).post('read', { messageId: id })).toEqual(ok)
    expect((await inbox(t, reader))[0]).toMatchObject({
      id,
      isRead: true,
      readDate: '2026-11-20T09:00:00.000Z',
      readCount: 1,
    })
    expect((await inbox(t, second))[0]).toMatchObject({ id, isRead: false, readCount: 1 })
    expect(await unread(t, reader)).toBe(0)
    expect((await sent(t, sender))[0]).toMatchObject({ id, isRead: false, readCount: 1 })
  })

  it('only recipients: the sender is refused, a stranger learns nothing', async () => {
    const id = await send(t, sender, [reader])
    expect(await messaging(t, sender).post('read', { messageId: id })).toEqual(
      refusal(403, MESSAGING_MSG.notRecipient),
    )
    expect(await messaging(t, stranger).post('read', { messageId: id })).toEqual(notFound)
    expect(await messaging(t, reader).post('read', { messageId: randomUUID() })).toEqual(notFound)
    expect((await messaging(t, reader).post('read', { messageId: 'nope' })).status).toBe(400)
  })
})

describe('POST /api/messaging/reply', () => {
  it('needs the message read, answers the sender once with a default-able subject', async () => {
    t.clock.set('2026-11-20T10:00:00.000Z')
    const id = await send(t, sender, [reader], 'Dinner?', 'Plans')
    const client = messaging(t, reader)
    expect(await client.post('reply', { originalMessageId: id, content: 'Yes' })).toEqual(
      refusal(400, MESSAGING_MSG.replyNeedsRead),
    )
    await client.post('read', { messageId: id })
    expect(
      (await client.post('reply', { originalMessageId: id, content: ' ' })).body.errors
        ?.userMessage,
    ).toEqual([MESSAGING_MSG.replyRequired])
    t.clock.set('2026-11-20T10:05:00.000Z')
    const answer = await client.post('reply', {
      originalMessageId: id,
      content: 'Yes, at eight',
      subject: 'Re: Plans',
    })
    expect(answer.status).toBe(200)
    const replyMessageId = String(answer.body.replyMessageId)
    expect((await inbox(t, reader))[0]).toMatchObject({
      id,
      isReplied: true,
      repliedDate: '2026-11-20T10:05:00.000Z',
      repliedMessageId: replyMessageId,
    })
    expect((await inbox(t, sender))[0]).toMatchObject({
      id: replyMessageId,
      subject: 'Re: Plans',
      content: 'Yes, at eight',
      senderUsername: 'act_reader',
      inReplyToMessageId: id,
    })
    expect((await sent(t, sender)).find((m) => m.id === id)).toMatchObject({
      isReplied: true,
      repliedMessageId: replyMessageId,
    })
    expect(await client.post('reply', { originalMessageId: id, content: 'Again' })).toEqual(
      refusal(409, MESSAGING_MSG.alreadyReplied),
    )
  })

  it('a reply without a subject gets the default of docs/product.md#validation: Re: + the subject, or No subject', async () => {
    const withSubject = await send(t, sender, [second], 'Lunch?', 'Friday')
    const withoutSubject = await send(t, sender, [second], 'Hello', '')
    const client = messaging(t, second)
    const replies: string[] = []
    for (const [id, subject] of [
      [withSubject, undefined],
      [withoutSubject, '  '],
    ] as const) {
      await client.post('read', { messageId: id })
      const answer = await client.post('reply', { originalMessageId: id, content: 'Sure', subject })
      expect(answer.status).toBe(200)
      replies.push(String(answer.body.replyMessageId))
    }
    const received = await inbox(t, sender)
    expect(replies.map((id) => received.find((m) => m.id === id)?.subject)).toEqual([
      'Re: Friday',
      `Re: ${MESSAGING_MSG.noSubject}`,
    ])
  })

  it('refuses replying to your own message and to someone else’s', async () => {
    const id = await send(t, sender, [reader])
    expect(
      await messaging(t, sender).post('reply', { originalMessageId: id, content: 'x' }),
    ).toEqual(refusal(403, MESSAGING_MSG.notRecipient))
    expect(
      await messaging(t, stranger).post('reply', { originalMessageId: id, content: 'x' }),
    ).toEqual(notFound)
  })
})

describe('POST /api/messaging/withdraw', () => {
  it('the sender withdraws while someone has not read it; it leaves every inbox', async () => {
    const id = await send(t, sender, [reader, second])
    await messaging(t, reader).post('read', { messageId: id })
    const before = await unread(t, second)
    expect(await messaging(t, sender).post('withdraw', { messageId: id })).toEqual(ok)
    expect((await sent(t, sender)).find((m) => m.id === id)).toMatchObject({ isWithdrawn: true })
    expect((await inbox(t, second)).some((m) => m.id === id)).toBe(false)
    expect((await inbox(t, reader)).some((m) => m.id === id)).toBe(false)
    expect(await unread(t, second)).toBe(before - 1)
    expect(await messaging(t, sender).post('withdraw', { messageId: id })).toEqual(
      refusal(409, MESSAGING_MSG.alreadyWithdrawn),
    )
    expect(await messaging(t, second).post('read', { messageId: id })).toEqual(notFound)
  })

  it('is refused once every recipient has read it', async () => {
    const id = await send(t, sender, [reader])
    await messaging(t, reader).post('read', { messageId: id })
    expect(await messaging(t, sender).post('withdraw', { messageId: id })).toEqual(
      refusal(409, MESSAGING_MSG.cannotWithdraw),
    )
    expect((await sent(t, sender)).find((m) => m.id === id)).toMatchObject({
      isWithdrawn: false,
      isRead: true,
    })
  })

  it('only the sender: a recipient is refused, a stranger learns nothing', async () => {
    const id = await send(t, sender, [reader])
    expect(await messaging(t, reader).post('withdraw', { messageId: id })).toEqual(
      refusal(403, MESSAGING_MSG.notSender),
    )
    expect(await messaging(t, stranger).post('withdraw', { messageId: id })).toEqual(notFound)
    expect((await sent(t, sender)).find((m) => m.id === id)?.isWithdrawn).toBe(false)
  })
})

describe('POST /api/messaging/delete', () => {
  it('removes the message from the recipient’s inbox only', async () => {
    const id = await send(t, sender, [reader, second])
    expect(await messaging(t, reader).post('delete', { messageId: id })).toEqual(ok)
    expect((await inbox(t, reader)).some((m) => m.id === id)).toBe(false)
    expect((await inbox(t, second)).some((m) => m.id === id)).toBe(true)
    expect((await sent(t, sender)).some((m) => m.id === id)).toBe(true)
    expect(await messaging(t, reader).post('delete', { messageId: id })).toEqual(notFound)
  })

  it('nobody deletes a message that is not in their inbox', async () => {
    const id = await send(t, sender, [reader])
    expect(await messaging(t, sender).post('delete', { messageId: id })).toEqual(
      refusal(403, MESSAGING_MSG.notRecipient),
    )
    expect(await messaging(t, stranger).post('delete', { messageId: id })).toEqual(notFound)
    expect((await inbox(t, reader)).some((m) => m.id === id)).toBe(true)
  })
})

describe('Idempotency-Key on sends (offline outbox replays)', () => {
  it('a replayed send is delivered once', async () => {
    const key = randomUUID()
    const body = { recipientUsernames: ['act_second'], content: 'Sent offline' }
    const first = await messaging(t, sender).post('send/user', body, { 'Idempotency-Key': key })
    const again = await messaging(t, sender).post('send/user', body, { 'Idempotency-Key': key })
    expect(again).toEqual(first)
    const rows = await t.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.content, 'Sent offline'))
    expect(rows[0]?.n).toBe(1)
  })
})
