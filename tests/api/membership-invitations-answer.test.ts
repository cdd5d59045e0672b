import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invitations } from '~/server/db/schema'
import { hashInvitationToken, newInvitationToken } from '~/server/membership/token'
import { INVITATION_MSG } from '~/shared/membership-messages'
import { MSG } from '~/shared/messages'
import { createTestApp, type TestApp } from './helpers'
import { as, isMember, userMessage } from './membership-fixtures'
import { DAY, insertSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let bob: TestUser
let carol: TestUser
let dave: TestUser
let seen: { id: string; shortName: string }

beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'ans_host')
  bob = await register(t, 'ans_bob')
  carol = await register(t, 'ans_carol')
  dave = await register(t, 'ans_dave')
  seen = await insertSeen(t, host.id, { type: 6, name: 'Secret Supper' })
  const res = await as(t, host).post('/api/seen/invitations/send', {
    seenShortName: seen.shortName,
    invitees: ['ans_bob', 'ans_carol', 'someone@example.org'],
    personalMessage: 'Dinner at eight',
  })
  expect(res.status).toBe(200)
})
afterAll(() => t.close())

type Listed = { id: string; status: number; [key: string]: unknown }
const userList = async (user: TestUser) =>
  (await as(t, user).get('/api/seen/invitations/user')).body.invitations as Listed[]
const seenList = async () =>
  (await as(t, host).get(`/api/seen/invitations/seen/${seen.id}`)).body.invitations as Listed[]
const respond = (user: TestUser | undefined, invitationId: string, accept: boolean) =>
  as(t, user).post('/api/seen/invitations/respond', { invitationId, accept })
const mailedToken = () => t.mailer.sent[0]?.text.match(/\/invitation\/([A-Za-z0-9_-]+)/)?.[1] ?? ''

describe('invitation lists', () => {
  it('GET /user lists the invitee’s invitations with every docs/product.md#records user-side field', async () => {
    const list = await userList(bob)
    expect(list).toEqual([
      {
        id: expect.any(String),
        seenName: 'Secret Supper',
        seenHeadline: '',
        seenShortName: seen.shortName,
        inviterDisplayName: 'ans_host Display',
        inviterUsername: 'ans_host',
        status: 1,
        message: 'Dinner at eight',
        invitedDate: t.clock.now().toISOString(),
        expiresDate: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
        respondedDate: null,
        seenViewable: false,
      },
    ])
  })

  it('says whether the invitee may open the Seen now: a public one at once, an invitation-only one once accepted', async () => {
    const open = await insertSeen(t, host.id, { type: 1, name: 'Open Picnic' })
    const sent = await as(t, host).post('/api/seen/invitations/send', {
      seenShortName: open.shortName,
      invitees: ['ans_dave'],
    })
    expect(sent.status).toBe(200)
    const listed = await userList(dave)
    expect(listed.find((i) => i.seenName === 'Open Picnic')?.seenViewable).toBe(true)
  })

  it('GET /seen/{seenId} takes the Seen’s id and lists every docs/product.md#records Seen-side field', async () => {
    const list = await seenList()
    expect(list).toHaveLength(3)
    expect(list).toContainEqual({
      id: expect.any(String),
      seenShortName: seen.shortName,
      status: 1,
      inviteeUsername: null,
      inviteeEmail: 'someone@example.org',
      inviteeDisplayName: null,
      invitedDate: t.clock.now().toISOString(),
      expiresDate: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
      respondedDate: null,
      message: 'Dinner at eight',
    })
    expect(list.map((row) => row.inviteeUsername)).toEqual(
      expect.arrayContaining(['ans_bob', 'ans_carol', null]),
    )
  })

  it('the Seen list is the creator’s: 401 guest, 404 hidden Seen or bogus id, 400 bad paging', async () => {
    const path = `/api/seen/invitations/seen/${seen.id}`
    expect((await as(t, undefined).get(path)).status).toBe(401)
    expect((await as(t, dave).get(path)).status).toBe(404)
    expect((await as(t, host).get('/api/seen/invitations/seen/not-a-uuid')).status).toBe(404)
    // The Seen's short name names it as well as its id.
    const byShortName = await as(t, host).get(`/api/seen/invitations/seen/${seen.shortName}`)
    expect(byShortName.status).toBe(200)
    expect(byShortName.body.invitations).toEqual((await as(t, host).get(path)).body.invitations)
    expect((await as(t, host).get(`${path}?limit=0`)).status).toBe(400)
    expect(await as(t, host).get(`${path}?limit=1`)).toMatchObject({ status: 200 })
  })
})

describe('POST /api/seen/invitations/respond', () => {
  it('accepting makes the invitee a member who can open the invitation-only Seen', async () => {
    expect((await as(t, bob).get(`/api/seen/${seen.shortName}`)).status).toBe(404)
    const [invitation] = await userList(bob)
    t.clock.advance(60_000)
    const res = await respond(bob, invitation?.id ?? '', true)
    expect(res.status).toBe(200)
    const answered = { id: invitation?.id, status: 2, respondedDate: t.clock.now().toISOString() }
    expect(res.body).toMatchObject({
      success: true,
      errorMessage: null,
      seenShortName: seen.shortName,
      invitation: answered,
      invitations: [answered],
    })
    expect(await isMember(t, bob.id, seen.id)).toBe('invitation')
    expect((await userList(bob))[0]?.seenViewable).toBe(true)
    const timeline = await as(t, bob).get('/api/timeline?pageNumber=1&pageSize=20')
    expect(timeline.body.timelineEvents).toMatchObject([
      { eventType: 'AcceptedInvitation', seenShortName: seen.shortName },
    ])
    const detail = await as(t, bob).get(`/api/seen/${seen.shortName}`)
    expect(detail.status).toBe(200)
    expect(detail.body.seen).toMatchObject({ isMember: true })
  })

  it('responding twice is refused (409) and changes nothing', async () => {
    const [invitation] = await userList(bob)
    const again = await respond(bob, invitation?.id ?? '', false)
    expect(again.status).toBe(409)
    expect(userMessage(again)).toEqual([INVITATION_MSG.alreadyAnswered])
    expect((await userList(bob))[0]?.status).toBe(2)
  })

  it('declining sets status 3 and makes nobody a member', async () => {
    const [invitation] = await userList(carol)
    const res = await respond(carol, invitation?.id ?? '', false)
    expect(res.body).toMatchObject({ success: true, invitation: { status: 3 } })
    expect(await isMember(t, carol.id, seen.id)).toBeNull()
  })

  it('only the invitee answers; bad ids and bodies are refused', async () => {
    const invitation = (await seenList()).find((row) => row.inviteeEmail === 'someone@example.org')
    const id = invitation?.id ?? ''
    expect((await respond(undefined, id, true)).status).toBe(401)
    const other = await respond(dave, id, true)
    expect(other.status).toBe(403)
    expect(userMessage(other)).toEqual([INVITATION_MSG.notYours])
    expect((await respond(dave, '7d2c1b7e-1111-4222-8333-444455556666', true)).status).toBe(404)
    expect((await respond(dave, 'nonsense', true)).status).toBe(404)
    const noAccept = await as(t, dave).post('/api/seen/invitations/respond', { invitationId: id })
    expect(noAccept.status).toBe(400)
    expect(userMessage(noAccept)).toEqual([INVITATION_MSG.acceptRequired])
    expect(await isMember(t, dave.id, seen.id)).toBeNull()
  })
})

describe('POST /api/seen/invitations/accept/{token}', () => {
  it('a guest is asked to log in (401) and the link still works afterwards', async () => {
    const res = await as(t, undefined).post(`/api/seen/invitations/accept/${mailedToken()}`)
    expect(res).toEqual({
      status: 401,
      body: {
        success: false,
        errors: { userMessage: [MSG.notLoggedIn] },
        errorMessage: MSG.notLoggedIn,
      },
    })
  })

  it('a newly registered user accepts the mailed link once and becomes a member', async () => {
    const newbie = await register(t, 'ans_newbie')
    const path = `/api/seen/invitations/accept/${mailedToken()}`
    const res = await as(t, newbie).post(path)
    expect(res).toEqual({
      status: 200,
      body: { success: true, errorMessage: null, seenShortName: seen.shortName },
    })
    expect(await isMember(t, newbie.id, seen.id)).toBe('invitation')
    expect((await userList(newbie))[0]).toMatchObject({ status: 2, seenShortName: seen.shortName })
    const reused = await as(t, dave).post(path)
    expect(reused.status).toBe(403)
    const replay = await as(t, newbie).post(path)
    expect(replay.status).toBe(409)
    expect(userMessage(replay)).toEqual([INVITATION_MSG.alreadyAnswered])
  })

  it('a bogus token is 404; someone else’s token is 403', async () => {
    const bogus = await as(t, dave).post(
      '/api/seen/invitations/accept/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    )
    expect(bogus.status).toBe(404)
    expect(userMessage(bogus)).toEqual([INVITATION_MSG.notFound])
    expect((await as(t, dave).post('/api/seen/invitations/accept/x')).status).toBe(404)
    const { token, hash } = newInvitationToken()
    const now = t.clock.now()
    await t.db.insert(invitations).values({
      seenId: seen.id,
      inviterId: host.id,
      inviteeId: carol.id,
      tokenHash: hash,
      invitedAt: now,
      expiresAt: new Date(now.getTime() + DAY),
    })
    const foreign = await as(t, dave).post(`/api/seen/invitations/accept/${token}`)
    expect(foreign.status).toBe(403)
    expect(userMessage(foreign)).toEqual([INVITATION_MSG.notYours])
    expect(await isMember(t, dave.id, seen.id)).toBeNull()
    expect(hashInvitationToken(token)).toBe(hash)
  })
})

describe('expiry and revoke', () => {
  it('a pending invitation past its expiry becomes status 4 and cannot be answered', async () => {
    const res = await as(t, host).post('/api/seen/invitations/send', {
      seenShortName: seen.shortName,
      invitees: 'ans_dave',
      expirationDays: 7,
    })
    expect(res.body.results).toMatchObject([{ success: true }])
    const [invitation] = await userList(dave)
    expect(invitation?.expiresDate).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString())
    t.clock.advance(7 * DAY + 1)
    expect((await userList(dave))[0]?.status).toBe(4)
    const late = await respond(dave, invitation?.id ?? '', true)
    expect(late.status).toBe(409)
    expect(userMessage(late)).toEqual([INVITATION_MSG.expired])
    const revoke = await as(t, host).delete('/api/seen/invitations/revoke', {
      invitationId: invitation?.id,
    })
    expect(revoke.status).toBe(409)
    const [row] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation?.id ?? ''))
    expect(row?.status).toBe(4)
  })

  it('an expired invitation does not block a new one', async () => {
    const res = await as(t, host).post('/api/seen/invitations/send', {
      seenShortName: seen.shortName,
      invitees: 'ans_dave',
    })
    expect(res.body.results).toMatchObject([{ success: true }])
  })

  it('the creator revokes a pending invitation; it leaves the lists', async () => {
    const pending = (await userList(dave)).find((row) => row.status === 1)
    const id = pending?.id ?? ''
    expect(
      (await as(t, dave).delete('/api/seen/invitations/revoke', { invitationId: id })).status,
    ).toBe(403)
    const res = await as(t, host).delete('/api/seen/invitations/revoke', { invitationId: id })
    expect(res).toEqual({ status: 200, body: { success: true, errorMessage: null } })
    expect((await seenList()).map((row) => row.id)).not.toContain(id)
    expect((await userList(dave)).map((row) => row.id)).not.toContain(id)
    const again = await as(t, host).delete('/api/seen/invitations/revoke', { invitationId: id })
    expect(again.status).toBe(404)
  })

  it('revoke also takes invitationId from the query string when there is no body', async () => {
    const sent = await as(t, host).post('/api/seen/invitations/send', {
      seenShortName: seen.shortName,
      invitees: 'ans_dave',
    })
    expect(sent.body.results).toMatchObject([{ success: true }])
    const id = (await userList(dave)).find((row) => row.status === 1)?.id ?? ''
    const res = await as(t, host).delete(`/api/seen/invitations/revoke?invitationId=${id}`)
    expect(res).toEqual({ status: 200, body: { success: true, errorMessage: null } })
    expect((await userList(dave)).map((row) => row.id)).not.toContain(id)
    const bare = await as(t, host).delete('/api/seen/invitations/revoke')
    expect(bare.status).toBe(400)
    expect(bare.body.errors?.invitationId).toEqual([INVITATION_MSG.invitationIdRequired])
  })

  it('an accepted invitation cannot be revoked', async () => {
    const [accepted] = await userList(bob)
    const res = await as(t, host).delete('/api/seen/invitations/revoke', {
      invitationId: accepted?.id,
    })
    expect(res.status).toBe(409)
    expect(userMessage(res)).toEqual([INVITATION_MSG.cannotRevoke])
    expect(await isMember(t, bob.id, seen.id)).toBe('invitation')
  })
})

describe('GET /preview/{token}: the mailed link before log-in', () => {
  it('names the Seen and the inviter to whoever holds the token, and nothing for a wrong one', async () => {
    const { token, hash } = newInvitationToken()
    const now = t.clock.now()
    await t.db.insert(invitations).values({
      seenId: seen.id,
      inviterId: host.id,
      inviteeEmail: 'later@example.org',
      tokenHash: hash,
      invitedAt: now,
      expiresAt: new Date(now.getTime() + DAY),
    })
    const res = await as(t, undefined).get(`/api/seen/invitations/preview/${token}`)
    expect(res.status).toBe(200)
    expect(res.body.invitation).toMatchObject({
      seenName: 'Secret Supper',
      seenShortName: seen.shortName,
      inviterUsername: 'ans_host',
      status: 1,
    })
    const wrong = await as(t, undefined).get(`/api/seen/invitations/preview/${'x'.repeat(43)}`)
    expect(wrong.status).toBe(404)
    expect(userMessage(wrong)).toEqual([INVITATION_MSG.notFound])
  })
})
