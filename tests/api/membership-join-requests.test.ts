import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinRequests } from '~/server/db/schema'
import { JOIN_REQUEST_MSG } from '~/shared/membership-messages'
import { createTestApp, type TestApp } from './helpers'
import { as, isMember, userMessage } from './membership-fixtures'
import { HOUR, insertSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let bob: TestUser
let carol: TestUser
let requestSeen: { id: string; shortName: string }
let selfJoinSeen: { id: string; shortName: string }
let otherHostSeen: { id: string; shortName: string }

beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'jr_host')
  bob = await register(t, 'jr_bob')
  carol = await register(t, 'jr_carol')
  requestSeen = await insertSeen(t, host.id, { type: 3, name: 'Book Club' })
  selfJoinSeen = await insertSeen(t, host.id, { type: 2 })
  otherHostSeen = await insertSeen(t, carol.id, { type: 3 })
})
afterAll(() => t.close())

type Listed = { id: string; status: number; [key: string]: unknown }
const ask = (user: TestUser | undefined, seenShortName: string, message?: string) =>
  as(t, user).post('/api/seen/joinrequests/request', { seenShortName, message })
const decide = (user: TestUser, requestId: string, approve: boolean) =>
  as(t, user).post('/api/seen/joinrequests/approve', { requestId, approve })
const seenRequests = async () =>
  (await as(t, host).get(`/api/seen/joinrequests/seen/${requestSeen.shortName}`)).body
    .requests as Listed[]
const rowCount = async () => (await t.db.select({ n: count() }).from(joinRequests))[0]?.n

describe('POST /api/seen/joinrequests/request', () => {
  it('a non-member asks to join a publicRequestJoin Seen with a message', async () => {
    const res = await ask(bob, requestSeen.shortName, 'I love books')
    expect(res).toEqual({
      status: 200,
      body: {
        success: true,
        request: {
          id: expect.any(String),
          seenShortName: requestSeen.shortName,
          seenName: 'Book Club',
          status: 1,
          message: 'I love books',
          requestDate: t.clock.now().toISOString(),
          responseDate: null,
          userDisplayName: 'jr_bob Display',
          userUsername: 'jr_bob',
        },
      },
    })
  })

  it('refuses a second pending request, a wrong Seen type, the creator and guests', async () => {
    const before = await rowCount()
    const twice = await ask(bob, requestSeen.shortName)
    expect(twice.status).toBe(409)
    expect(userMessage(twice)).toEqual([JOIN_REQUEST_MSG.alreadyPending])
    const wrongType = await ask(bob, selfJoinSeen.shortName)
    expect(wrongType.status).toBe(400)
    expect(userMessage(wrongType)).toEqual([JOIN_REQUEST_MSG.wrongType])
    const creator = await ask(host, requestSeen.shortName)
    expect(creator.status).toBe(409)
    expect(userMessage(creator)).toEqual([JOIN_REQUEST_MSG.alreadyMember])
    expect((await ask(undefined, requestSeen.shortName)).status).toBe(401)
    expect((await ask(bob, 'NoSuchSeen12')).status).toBe(404)
    const long = await ask(carol, requestSeen.shortName, 'x'.repeat(501))
    expect(long.status).toBe(400)
    expect(userMessage(long)).toEqual([JOIN_REQUEST_MSG.messageTooLong])
    expect(await rowCount()).toBe(before)
  })

  it('GET /user lists the requester’s own requests', async () => {
    const res = await as(t, bob).get('/api/seen/joinrequests/user')
    expect(res.body.requests).toMatchObject([{ seenShortName: requestSeen.shortName, status: 1 }])
    expect((await as(t, carol).get('/api/seen/joinrequests/user')).body.requests).toEqual([])
    expect((await as(t, undefined).get('/api/seen/joinrequests/user')).status).toBe(401)
  })
})

describe('GET /api/seen/joinrequests/seen/{seenShortName} and approve', () => {
  it('the creator lists the requests; anyone else is refused', async () => {
    expect(await seenRequests()).toMatchObject([{ userUsername: 'jr_bob', status: 1 }])
    const path = `/api/seen/joinrequests/seen/${requestSeen.shortName}`
    const other = await as(t, carol).get(path)
    expect(other.status).toBe(403)
    expect(userMessage(other)).toEqual([JOIN_REQUEST_MSG.onlyCreator])
    expect((await as(t, undefined).get(path)).status).toBe(401)
  })

  it('approving someone else’s Seen’s request is refused', async () => {
    const [request] = await seenRequests()
    const res = await decide(carol, request?.id ?? '', true)
    expect(res.status).toBe(403)
    expect(await isMember(t, bob.id, requestSeen.id)).toBeNull()
    expect((await decide(host, 'not-a-uuid', true)).status).toBe(404)
    const noApprove = await as(t, host).post('/api/seen/joinrequests/approve', {
      requestId: request?.id,
    })
    expect(noApprove.status).toBe(400)
    expect(userMessage(noApprove)).toEqual([JOIN_REQUEST_MSG.approveRequired])
  })

  it('approval makes the requester a member; deciding again is refused', async () => {
    const [request] = await seenRequests()
    t.clock.advance(1000)
    const res = await decide(host, request?.id ?? '', true)
    expect(res.body).toMatchObject({
      success: true,
      request: { id: request?.id, status: 2, responseDate: t.clock.now().toISOString() },
    })
    expect(await isMember(t, bob.id, requestSeen.id)).toBe('request')
    const timeline = await as(t, bob).get('/api/timeline?pageNumber=1&pageSize=20')
    expect(timeline.body.timelineEvents).toMatchObject([
      { eventType: 'UserMembership', seenShortName: requestSeen.shortName },
    ])
    const again = await decide(host, request?.id ?? '', false)
    expect(again.status).toBe(409)
    expect(userMessage(again)).toEqual([JOIN_REQUEST_MSG.alreadyDecided])
    const member = await ask(bob, requestSeen.shortName)
    expect(userMessage(member)).toEqual([JOIN_REQUEST_MSG.alreadyMember])
  })

  it('rejection makes nobody a member, and the user may ask again later', async () => {
    await ask(carol, requestSeen.shortName)
    const pending = (await seenRequests()).find((row) => row.userUsername === 'jr_carol')
    const res = await decide(host, pending?.id ?? '', false)
    expect(res.body).toMatchObject({ success: true, request: { status: 3 } })
    expect(await isMember(t, carol.id, requestSeen.id)).toBeNull()
    expect((await ask(carol, requestSeen.shortName)).status).toBe(200)
    expect((await ask(bob, otherHostSeen.shortName)).status).toBe(200)
  })
})

describe('an approved requester', () => {
  it('may post to the live publicRequestJoin Seen, which a non-member may not', async () => {
    const dave = await register(t, 'jr_dave')
    const live = await insertSeen(t, host.id, {
      type: 3,
      start: new Date(t.clock.now().getTime() - HOUR),
    })
    const canPost = async () =>
      ((await as(t, dave).get(`/api/seen/${live.shortName}`)).body.seen as Record<string, unknown>)
        .canPostAppearance
    expect(await canPost()).toBe(false)
    const { body } = await ask(dave, live.shortName)
    const request = body.request as { id: string }
    await decide(host, request.id, true)
    expect(await canPost()).toBe(true)
  })
})
