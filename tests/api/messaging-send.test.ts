import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '~/server/db/schema'
import { MSG } from '~/shared/messages'
import { MESSAGE_CONTENT_MAX, MESSAGING_MSG } from '~/shared/messaging-messages'
import { createTestApp, type TestApp } from './helpers'
import { inbox, messaging, refusal, send, sent, unread } from './messaging-fixtures'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let ann: TestUser
let ben: TestUser
let cat: TestUser

beforeAll(async () => {
  t = await createTestApp()
  ann = await register(t, 'send_ann')
  ben = await register(t, 'send_ben')
  cat = await register(t, 'send_cat')
})
afterAll(() => t.close())

const messageRows = async () => (await t.db.select({ n: count() }).from(messages))[0]?.n

describe('POST /api/messaging/send/user', () => {
  it('delivers to every named recipient; each sees it unread in the inbox', async () => {
    t.clock.set('2026-11-20T10:00:00.000Z')
    const answer = await messaging(t, ann).post('send/user', {
      recipientUsernames: ['SEND_BEN', 'send_cat'],
      subject: 'Picnic',
      content: 'Saturday at noon?',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ success: true, recipientCount: 2, errorMessage: null })
    const [first] = await inbox(t, ben)
    expect(first).toMatchObject({
      id: answer.body.messageId,
      senderUsername: 'send_ann',
      senderDisplayName: 'send_ann Display',
      recipientUsernames: ['send_ben', 'send_cat'],
      recipientDisplayNames: ['send_ben Display', 'send_cat Display'],
      subject: 'Picnic',
      content: 'Saturday at noon?',
      createdDate: '2026-11-20T10:00:00.000Z',
      isRead: false,
      readDate: null,
      isReplied: false,
      repliedDate: null,
      repliedMessageId: null,
      isWithdrawn: false,
      recipientCount: 2,
      readCount: 0,
    })
    expect((await inbox(t, cat))[0]?.id).toBe(answer.body.messageId)
    expect(await unread(t, ben)).toBe(1)
    expect((await sent(t, ann))[0]).toMatchObject({ id: answer.body.messageId, isRead: false })
    expect(await inbox(t, ann)).toEqual([])
  })

  it('accepts one comma-separated string and keeps a subject optional', async () => {
    t.clock.advance(60_000)
    const answer = await messaging(t, ann).post('send/user', {
      recipientUsernames: 'send_ben, send_cat',
      content: 'No subject here',
    })
    expect(answer.body).toMatchObject({ success: true, recipientCount: 2 })
    expect((await inbox(t, ben))[0]).toMatchObject({ subject: '', content: 'No subject here' })
  })

  it('stores script in subject and content as the text it is', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    t.clock.advance(60_000)
    await send(t, cat, [ben], script, script)
    const [latest] = await inbox(t, ben)
    expect(latest).toMatchObject({ subject: script, content: script })
  })

  it('refuses bad input with docs/product.md#validation wording and stores nothing', async () => {
    const before = await messageRows()
    const client = messaging(t, ann)
    expect(
      await client.post('send/user', { recipientUsernames: ['send_ben'], content: '  ' }),
    ).toEqual({
      status: 400,
      body: {
        success: false,
        errors: {
          content: [MESSAGING_MSG.contentRequired],
          userMessage: [MESSAGING_MSG.contentRequired],
        },
        errorMessage: MESSAGING_MSG.contentRequired,
      },
    })
    expect(
      (await client.post('send/user', { recipientUsernames: [], content: 'Hi' })).body.errors
        ?.userMessage,
    ).toEqual([MESSAGING_MSG.recipientsRequired])
    expect((await client.post('send/user', { content: 'Hi' })).body.errors?.userMessage).toEqual([
      MESSAGING_MSG.recipientsRequired,
    ])
    expect(
      await client.post('send/user', {
        recipientUsernames: ['send_ben', 'nobody_here'],
        content: 'Hi',
      }),
    ).toEqual(refusal(400, MESSAGING_MSG.userNotFound('nobody_here')))
    const long = await client.post('send/user', {
      recipientUsernames: ['send_ben'],
      content: 'x'.repeat(10_000),
    })
    expect(long.status).toBe(400)
    expect(long.body.errors?.userMessage).toEqual([MESSAGING_MSG.contentTooLong])
    expect(MESSAGING_MSG.contentTooLong).toBe(
      `Message must not exceed ${MESSAGE_CONTENT_MAX} characters.`,
    )
    expect(
      await client.post('send/user', { recipientUsernames: ['send_ann'], content: 'me' }),
    ).toEqual(refusal(400, MESSAGING_MSG.notToYourself))
    expect(
      (await messaging(t).post('send/user', { recipientUsernames: ['send_ben'], content: 'x' }))
        .status,
    ).toBe(401)
    expect(await messageRows()).toBe(before)
  })

  it('accepts exactly the limit of 5000 characters', async () => {
    const answer = await messaging(t, ann).post('send/user', {
      recipientUsernames: ['send_cat'],
      content: 'y'.repeat(MESSAGE_CONTENT_MAX),
    })
    expect(answer.status).toBe(200)
  })

  it('inbox and sent answer 401 to a guest', async () => {
    expect(await messaging(t).get('inbox')).toEqual(refusal(401, MSG.notLoggedIn))
    expect((await messaging(t).get('sent')).status).toBe(401)
    expect((await messaging(t).get('unread-count')).status).toBe(401)
  })
})

describe('inbox and sent paging (limit=50 offset=0)', () => {
  it('pages in a stable newest-first order without repeats or gaps, ties by id', async () => {
    const dan = await register(t, 'page_dan')
    const eve = await register(t, 'page_eve')
    t.clock.set('2026-11-21T09:00:00.000Z')
    const ids: string[] = []
    for (let i = 0; i < 7; i++) ids.push(await send(t, dan, [eve], `m${i}`))
    const all = (await inbox(t, eve)).map((m) => m.id)
    expect(all).toHaveLength(7)
    expect([...all].sort()).toEqual([...ids].sort())
    expect(all).toEqual([...ids].sort().reverse())
    const pages = [
      ...(await inbox(t, eve, '?limit=3&offset=0')),
      ...(await inbox(t, eve, '?limit=3&offset=3')),
      ...(await inbox(t, eve, '?limit=3&offset=6')),
    ].map((m) => m.id)
    expect(pages).toEqual(all)
    const sentPages = [
      ...(await sent(t, dan, '?limit=4&offset=0')),
      ...(await sent(t, dan, '?limit=4&offset=4')),
    ].map((m) => m.id)
    expect(sentPages).toEqual(all)
  })

  it("answers the client's page 2 (limit=50&offset=50) with what follows the first 50", async () => {
    const gus = await register(t, 'page_gus')
    const hal = await register(t, 'page_hal')
    t.clock.set('2026-11-21T12:00:00.000Z')
    const ids: string[] = []
    for (let i = 0; i < 51; i++) ids.push(await send(t, gus, [hal], `p${i}`))
    for (const list of [inbox, sent]) {
      const user = list === inbox ? hal : gus
      const first = await list(t, user, '?limit=50&offset=0')
      const second = await list(t, user, '?limit=50&offset=50')
      expect(first).toHaveLength(50)
      expect(second).toHaveLength(1)
      expect([...first, ...second].map((m) => m.id).sort()).toEqual([...ids].sort())
    }
  })

  it('newer messages come first', async () => {
    const fay = await register(t, 'page_fay')
    t.clock.set('2026-11-22T09:00:00.000Z')
    const older = await send(t, ann, [fay], 'older')
    t.clock.set('2026-11-22T10:00:00.000Z')
    const newer = await send(t, ann, [fay], 'newer')
    expect((await inbox(t, fay)).map((m) => m.id)).toEqual([newer, older])
  })

  it('refuses a bad limit or offset', async () => {
    expect((await messaging(t, ann).get('inbox?limit=0')).status).toBe(400)
    expect((await messaging(t, ann).get('inbox?limit=abc')).status).toBe(400)
    expect((await messaging(t, ann).get('sent?offset=-1')).status).toBe(400)
  })
})
