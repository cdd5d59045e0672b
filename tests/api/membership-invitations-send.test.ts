import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invitations } from '~/server/db/schema'
import { hashInvitationToken } from '~/server/membership/token'
import { INVITATION_MSG, MAX_INVITEES_PER_SEND } from '~/shared/membership-messages'
import { MSG } from '~/shared/messages'
import { createTestApp, type TestApp } from './helpers'
import { as, userMessage } from './membership-fixtures'
import { DAY, insertSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let bob: TestUser
let carol: TestUser
let seen: { id: string; shortName: string }

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://seen.example' } })
  host = await register(t, 'inv_host')
  bob = await register(t, 'inv_bob')
  carol = await register(t, 'inv_carol')
  seen = await insertSeen(t, host.id, { type: 6, name: 'Garden Wedding' })
})
afterAll(() => t.close())

const send = (user: TestUser | undefined, body: Record<string, unknown>) =>
  as(t, user).post('/api/seen/invitations/send', { seenShortName: seen.shortName, ...body })

const rowCount = async () => (await t.db.select({ n: count() }).from(invitations))[0]?.n

describe('POST /api/seen/invitations/send', () => {
  it('invites a username, a registered e-mail and a new e-mail; one result each', async () => {
    const res = await send(host, {
      invitees: 'inv_bob,\n INV_CAROL@example.com \n\nnew.person@example.org',
      personalMessage: 'Please come!',
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      errorMessage: null,
      seenShortName: seen.shortName,
      results: [
        { success: true, invitee: 'inv_bob', isNewUser: false, errorMessage: null },
        { success: true, invitee: 'INV_CAROL@example.com', isNewUser: false, errorMessage: null },
        { success: true, invitee: 'new.person@example.org', isNewUser: true, errorMessage: null },
      ],
    })
    const rows = await t.db.select().from(invitations).where(eq(invitations.seenId, seen.id))
    expect(rows.map((row) => [row.inviteeId, row.inviteeEmail, row.status, row.message])).toEqual(
      expect.arrayContaining([
        [bob.id, null, 1, 'Please come!'],
        [carol.id, null, 1, 'Please come!'],
        [null, 'new.person@example.org', 1, 'Please come!'],
      ]),
    )
    for (const row of rows) {
      expect(row.expiresAt.getTime() - row.invitedAt.getTime()).toBe(30 * DAY)
    }
  })

  it('mails the new person an accept link whose token is stored only as its hash', async () => {
    expect(t.mailer.sent).toHaveLength(1)
    const mail = t.mailer.sent[0]
    expect(mail?.to).toBe('new.person@example.org')
    expect(mail?.subject).toBe(INVITATION_MSG.mailSubject('Garden Wedding'))
    expect(mail?.text).toContain('inv_host Display')
    expect(mail?.text).toContain('Please come!')
    const token = mail?.text.match(/https:\/\/seen\.example\/invitation\/([A-Za-z0-9_-]+)/)?.[1]
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [row] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteeEmail, 'new.person@example.org'))
    expect(row?.tokenHash).toBe(hashInvitationToken(token ?? ''))
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('reports each refused invitee with a clear message and invites the rest', async () => {
    const before = await rowCount()
    const res = await send(host, {
      invitees: [
        'nobody_here',
        'broken@',
        'not a name!',
        'inv_host',
        'inv_bob',
        'new.person@example.org',
      ],
      expirationDays: 7,
    })
    expect(res.status).toBe(200)
    expect(res.body.results).toEqual([
      {
        success: false,
        invitee: 'nobody_here',
        isNewUser: false,
        errorMessage: INVITATION_MSG.unknownUser('nobody_here'),
      },
      {
        success: false,
        invitee: 'broken@',
        isNewUser: false,
        errorMessage: INVITATION_MSG.invalidEmail('broken@'),
      },
      {
        success: false,
        invitee: 'not a name!',
        isNewUser: false,
        errorMessage: INVITATION_MSG.invalidInvitee('not a name!'),
      },
      {
        success: false,
        invitee: 'inv_host',
        isNewUser: false,
        errorMessage: INVITATION_MSG.yourself,
      },
      {
        success: false,
        invitee: 'inv_bob',
        isNewUser: false,
        errorMessage: INVITATION_MSG.alreadyInvited('inv_bob'),
      },
      {
        success: false,
        invitee: 'new.person@example.org',
        isNewUser: true,
        errorMessage: INVITATION_MSG.alreadyInvited('new.person@example.org'),
      },
    ])
    expect(await rowCount()).toBe(before)
    expect(t.mailer.sent).toHaveLength(1)
  })

  it('a member is not invited again', async () => {
    const dave = await register(t, 'inv_dave')
    await t.db.execute(
      `insert into memberships (user_id, seen_id, joined_via) values ('${dave.id}', '${seen.id}', 'self')`,
    )
    const res = await send(host, { invitees: ['inv_dave'] })
    expect(res.body.results).toEqual([
      {
        success: false,
        invitee: 'inv_dave',
        isNewUser: false,
        errorMessage: INVITATION_MSG.alreadyMember('inv_dave'),
      },
    ])
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await rowCount()
    const tooMany = Array.from(
      { length: MAX_INVITEES_PER_SEND + 1 },
      (_, i) => `user${i}@example.org`,
    )
    const cases: [Record<string, unknown>, string][] = [
      [{ invitees: '' }, INVITATION_MSG.inviteesRequired],
      [{ invitees: ' , \n ,' }, INVITATION_MSG.inviteesRequired],
      [{ invitees: [] }, INVITATION_MSG.inviteesRequired],
      [{}, INVITATION_MSG.inviteesRequired],
      [{ invitees: tooMany }, INVITATION_MSG.tooManyInvitees],
      [{ invitees: 'inv_carol', expirationDays: 15 }, INVITATION_MSG.expiryChoice],
      [{ invitees: 'inv_carol', expirationDays: '30' }, INVITATION_MSG.expiryChoice],
      [{ invitees: 'inv_carol', personalMessage: 'x'.repeat(501) }, INVITATION_MSG.messageTooLong],
    ]
    for (const [body, message] of cases) {
      const res = await send(host, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(userMessage(res)).toContain(message)
    }
    expect(await rowCount()).toBe(before)
    expect(t.mailer.sent).toHaveLength(1)
  })

  it('only the creator sends: 401 guest, 403 other user, 404 hidden or unknown Seen', async () => {
    expect((await send(undefined, { invitees: 'inv_carol' })).status).toBe(401)
    expect((await send(bob, { invitees: 'inv_carol' })).status).toBe(404)
    const open = await insertSeen(t, host.id, { type: 1 })
    const other = await as(t, bob).post('/api/seen/invitations/send', {
      seenShortName: open.shortName,
      invitees: 'inv_carol',
    })
    expect(other.status).toBe(403)
    expect(userMessage(other)).toEqual([INVITATION_MSG.onlyCreator])
    const unknown = await as(t, host).post('/api/seen/invitations/send', {
      seenShortName: 'NoSuchSeen12',
      invitees: 'inv_carol',
    })
    expect(unknown).toEqual({
      status: 404,
      body: { success: false, errors: { userMessage: [MSG.notFound] }, errorMessage: MSG.notFound },
    })
  })

  it('a mail that cannot be sent leaves no invitation behind', async () => {
    const failing = await createTestApp({ db: t.db })
    failing.mailer.send = async () => {
      throw new Error('smtp down')
    }
    // createTestApp captured its own memory mailer; swap the method the app calls.
    const res = await as(failing, host).post('/api/seen/invitations/send', {
      seenShortName: seen.shortName,
      invitees: 'lost@example.org',
    })
    expect(res.body.results).toEqual([
      {
        success: false,
        invitee: 'lost@example.org',
        isNewUser: true,
        errorMessage: INVITATION_MSG.mailFailed('lost@example.org'),
      },
    ])
    const rows = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.inviteeEmail, 'lost@example.org'))
    expect(rows).toEqual([])
  })
})
