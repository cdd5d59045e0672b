/**
 * The takeover an outside review found (issue 40, finding 1), played through the mailed links:
 * someone with the password and a session asks to move the account to their own address. The
 * owner taking the account back (a new password, a reset, ending the other sessions, ending
 * that one session) ends the pending change; the link confirms without the password only in
 * the session that asked; and a change that went through can be undone from the old address
 * for a week, whatever the intruder did meanwhile (docs/decisions/162-email-change-guard.md).
 */
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_UNDO_MS } from '~/server/auth/email-undo'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { EMAIL_LINK_MSG } from '~/shared/email-link-messages'
import { fieldMessage } from '~/shared/messages'
import { accountEmailResponse } from '~/shared/schemas/account-email'
import { accountSessionsResponse } from '~/shared/schemas/account-sessions'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://seen.example' } })
})
afterAll(() => t.close())

const PASSWORD = 'correct horse battery'
const OWNERS_NEW = 'taken back at last'
const INTRUDERS = 'the intruder chose this'

const page = async (res: Response) => ({ status: res.status, text: await res.text() })

/** The token of the last link of `kind` mailed to `to`. */
async function mailed(to: string, kind: 'confirm' | 'undo' | 'reset'): Promise<string> {
  const path = {
    confirm: 'account/email/confirm',
    undo: 'account/email/undo',
    reset: 'account/reset',
  }
  const link = new RegExp(`https://seen\\.example/${path[kind]}\\?token=([A-Za-z0-9_-]{43})`)
  await expect.poll(() => t.mailer.sent.some((m) => m.to === to && link.test(m.text))).toBe(true)
  const mail = t.mailer.sent.filter((m) => m.to === to && link.test(m.text)).at(-1)
  const token = link.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no ${kind} link mailed to ${to}`)
  return token
}

const logIn = async (login: string, password = PASSWORD) => {
  const jar = new CookieJar()
  const res = await api(t.app, jar).form('/account/login', { login, password })
  return { status: res.status, jar }
}
const signedIn = async (jar: CookieJar) => (await api(t.app, jar).get('/bff/user')).status === 200
const emailOf = async (jar: CookieJar) => {
  const res = await api(t.app, jar).get('/api/account/email')
  expect(res.status).toBe(200)
  return v.parse(accountEmailResponse, await res.json())
}

const openConfirm = async (token: string, jar?: CookieJar) =>
  page(await api(t.app, jar).get(`/account/email/confirm?token=${token}`))
const confirm = async (token: string, jar?: CookieJar, password?: string) =>
  page(
    await api(t.app, jar).form(
      '/account/email/confirm',
      password === undefined ? { token } : { token, password },
    ),
  )
const undo = async (token: string, password: string) =>
  page(await api(t.app).form('/account/email/undo', { token, password }))

/** The owner registers; the intruder logs in with the password and asks for their address. */
async function intrusion(name: string) {
  const owner = await register(t, name)
  const intruder = await logIn(`${name}@example.com`)
  expect(intruder.status).toBe(303)
  const ask = await api(t.app, intruder.jar).post('/api/account/email', {
    newEmail: `${name}.intruder@example.com`,
    currentPassword: PASSWORD,
  })
  expect(ask.status).toBe(200)
  return {
    owner,
    intruder: intruder.jar,
    token: await mailed(`${name}.intruder@example.com`, 'confirm'),
  }
}

/** The link is dead however the intruder uses it, and the owner's address stays. */
async function expectDead(token: string, owner: TestUser, intruder: CookieJar, email: string) {
  for (const answer of [
    await openConfirm(token),
    await openConfirm(token, intruder),
    await confirm(token),
    await confirm(token, intruder),
    await confirm(token, undefined, PASSWORD),
    await confirm(token, intruder, PASSWORD),
  ]) {
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(ACCOUNT_MSG.emailLinkDead)
  }
  expect((await emailOf(owner.jar)).email).toBe(email)
}

describe('taking the account back ends the intruder’s pending e-mail change', () => {
  it('a password change in Settings', async () => {
    const { owner, intruder, token } = await intrusion('grab_pw')
    const changed = await api(t.app, owner.jar).post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: OWNERS_NEW,
    })
    expect(changed.status).toBe(200)
    expect(await signedIn(intruder)).toBe(false)
    expect((await emailOf(owner.jar)).pending).toBeNull()
    await expectDead(token, owner, intruder, 'grab_pw@example.com')
  })

  it('a password reset through the mailed link', async () => {
    const { owner, intruder, token } = await intrusion('grab_reset')
    await api(t.app).form('/account/forgot', { email: 'grab_reset@example.com' })
    const reset = await mailed('grab_reset@example.com', 'reset')
    const done = await page(
      await api(t.app).form('/account/reset', { token: reset, password: OWNERS_NEW }),
    )
    expect(done.status).toBe(200)
    const back = await logIn('grab_reset@example.com', OWNERS_NEW)
    expect(back.status).toBe(303)
    await expectDead(token, { ...owner, jar: back.jar }, intruder, 'grab_reset@example.com')
  })

  it('ending the other sessions', async () => {
    const { owner, intruder, token } = await intrusion('grab_others')
    const ended = await api(t.app, owner.jar).post('/api/account/sessions/end-others', {})
    expect(ended.status).toBe(200)
    expect(await signedIn(intruder)).toBe(false)
    await expectDead(token, owner, intruder, 'grab_others@example.com')
  })

  it('ending that one session', async () => {
    const { owner, intruder, token } = await intrusion('grab_one')
    const listed = await api(t.app, owner.jar).get('/api/account/sessions')
    const { sessions } = v.parse(accountSessionsResponse, await listed.json())
    const theirs = sessions.find((s) => !s.isCurrent)
    if (!theirs) throw new Error('the intruder’s session is not listed')
    const ended = await api(t.app, owner.jar).post('/api/account/sessions/end', {
      sessionId: theirs.id,
    })
    expect(ended.status).toBe(200)
    await expectDead(token, owner, intruder, 'grab_one@example.com')
  })

  it('but not a session that asked for nothing: the owner’s own change stays pending', async () => {
    const owner = await register(t, 'grab_own')
    const other = await logIn('grab_own@example.com')
    const ask = await api(t.app, owner.jar).post('/api/account/email', {
      newEmail: 'grab_own.new@example.com',
      currentPassword: PASSWORD,
    })
    expect(ask.status).toBe(200)
    const token = await mailed('grab_own.new@example.com', 'confirm')
    const listed = await api(t.app, owner.jar).get('/api/account/sessions')
    const { sessions } = v.parse(accountSessionsResponse, await listed.json())
    const elsewhere = sessions.find((s) => !s.isCurrent)
    expect(
      (await api(t.app, owner.jar).post('/api/account/sessions/end', { sessionId: elsewhere?.id }))
        .status,
    ).toBe(200)
    expect(await signedIn(other.jar)).toBe(false)
    expect((await confirm(token, owner.jar)).status).toBe(200)
    expect((await emailOf(owner.jar)).email).toBe('grab_own.new@example.com')
  })
})

describe('the confirmation link outside the session that asked', () => {
  it('asks for the password: none or a wrong one changes nothing, the right one confirms', async () => {
    const { owner, token } = await intrusion('grab_elsewhere')
    const shown = await openConfirm(token, owner.jar)
    expect(shown.status).toBe(200)
    expect(shown.text).toContain(EMAIL_LINK_MSG.confirmElsewhere)
    expect(shown.text).toContain('name="password"')
    const before = await dbSnapshot(t.db)
    const none = await confirm(token, owner.jar)
    expect(none.status).toBe(400)
    expect(none.text).toContain(fieldMessage.required('Password'))
    const wrong = await confirm(token, undefined, 'not the password')
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain(ACCOUNT_MSG.passwordWrong)
    expect(await dbSnapshot(t.db)).toEqual(before)
    expect((await confirm(token, undefined, PASSWORD)).status).toBe(200)
    expect((await emailOf(owner.jar)).email).toBe('grab_elsewhere.intruder@example.com')
  })

  it('in the asking session, needs no password and shows no password field', async () => {
    const owner = await register(t, 'grab_here')
    await api(t.app, owner.jar).post('/api/account/email', {
      newEmail: 'grab_here.new@example.com',
      currentPassword: PASSWORD,
    })
    const token = await mailed('grab_here.new@example.com', 'confirm')
    expect((await openConfirm(token, owner.jar)).text).not.toContain('name="password"')
    expect((await confirm(token, owner.jar)).status).toBe(200)
  })

  it('refuses any made-up session cookie without the password (generated)', async () => {
    const { owner, token } = await intrusion('grab_cookie')
    const before = await dbSnapshot(t.db)
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9_-]{20,60}$/), async (value) => {
        const jar = new CookieJar()
        jar.set('seen_session', value)
        const answer = await confirm(token, jar)
        expect(answer.status).toBe(400)
      }),
      { numRuns: 25 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
    expect((await emailOf(owner.jar)).email).toBe('grab_cookie@example.com')
  })
})

describe('undoing a change from the old address', () => {
  it('takes the account back after the intruder confirmed, reset the password and ended sessions', async () => {
    const { owner, intruder, token } = await intrusion('grab_undo')
    expect((await confirm(token, intruder)).status).toBe(200)
    const undoToken = await mailed('grab_undo@example.com', 'undo')
    // The intruder locks the owner out: a reset mailed to their address, every session ended.
    await api(t.app).form('/account/forgot', { email: 'grab_undo.intruder@example.com' })
    const reset = await mailed('grab_undo.intruder@example.com', 'reset')
    await api(t.app).form('/account/reset', { token: reset, password: INTRUDERS })
    expect(await signedIn(owner.jar)).toBe(false)
    const intruderAgain = await logIn('grab_undo.intruder@example.com', INTRUDERS)
    expect(intruderAgain.status).toBe(303)
    // A further reset link, mailed to the intruder before the owner acts.
    await api(t.app).form('/account/forgot', { email: 'grab_undo.intruder@example.com' })
    const spareReset = await mailed('grab_undo.intruder@example.com', 'reset')

    const shown = await page(await api(t.app).get(`/account/email/undo?token=${undoToken}`))
    expect(shown.status).toBe(200)
    expect(shown.text).toContain('grab_undo@example.com')
    const done = await undo(undoToken, OWNERS_NEW)
    expect(done.status).toBe(200)
    expect(done.text).toContain('grab_undo@example.com again')

    expect(await signedIn(intruderAgain.jar)).toBe(false)
    expect((await logIn('grab_undo.intruder@example.com', INTRUDERS)).status).toBe(401)
    expect((await logIn('grab_undo@example.com', INTRUDERS)).status).toBe(401)
    const back = await logIn('grab_undo@example.com', OWNERS_NEW)
    expect(back.status).toBe(303)
    expect((await emailOf(back.jar)).email).toBe('grab_undo@example.com')
    const spare = await page(
      await api(t.app).form('/account/reset', { token: spareReset, password: INTRUDERS }),
    )
    expect(spare.status).toBe(400)
    expect((await undo(undoToken, INTRUDERS)).text).toContain(EMAIL_LINK_MSG.undoLinkDead)
    expect((await logIn('grab_undo@example.com', OWNERS_NEW)).status).toBe(303)
  })

  it('works for a week, not after; a short password is refused and keeps the link', async () => {
    const owner = await register(t, 'grab_week')
    await api(t.app, owner.jar).post('/api/account/email', {
      newEmail: 'grab_week.new@example.com',
      currentPassword: PASSWORD,
    })
    expect(
      (await confirm(await mailed('grab_week.new@example.com', 'confirm'), owner.jar)).status,
    ).toBe(200)
    const undoToken = await mailed('grab_week@example.com', 'undo')
    const short = await undo(undoToken, 'short')
    expect(short.status).toBe(400)
    expect(short.text).toContain(ACCOUNT_MSG.passwordShort)
    t.clock.advance(EMAIL_UNDO_MS + 1000)
    try {
      const late = await undo(undoToken, OWNERS_NEW)
      expect(late.status).toBe(400)
      expect(late.text).toContain(EMAIL_LINK_MSG.undoLinkDead)
    } finally {
      t.clock.advance(-(EMAIL_UNDO_MS + 1000))
    }
    expect((await emailOf(owner.jar)).email).toBe('grab_week.new@example.com')
  })

  it('changes nothing when another account took the old address meanwhile', async () => {
    const owner = await register(t, 'grab_gone')
    await api(t.app, owner.jar).post('/api/account/email', {
      newEmail: 'grab_gone.new@example.com',
      currentPassword: PASSWORD,
    })
    expect(
      (await confirm(await mailed('grab_gone.new@example.com', 'confirm'), owner.jar)).status,
    ).toBe(200)
    const undoToken = await mailed('grab_gone@example.com', 'undo')
    const rival = await register(t, 'grab_gone_rival')
    const move = await api(t.app, rival.jar).post('/api/account/email', {
      newEmail: 'grab_gone@example.com',
      currentPassword: PASSWORD,
    })
    expect(move.status).toBe(200)
    expect(
      (await confirm(await mailed('grab_gone@example.com', 'confirm'), rival.jar)).status,
    ).toBe(200)
    const refused = await undo(undoToken, OWNERS_NEW)
    expect(refused.status).toBe(409)
    expect(refused.text).toContain(EMAIL_LINK_MSG.undoTaken)
    expect(await signedIn(owner.jar)).toBe(true)
    expect((await emailOf(owner.jar)).email).toBe('grab_gone.new@example.com')
  })

  it('treats unknown and malformed undo tokens as dead links and changes nothing (generated)', async () => {
    const before = await dbSnapshot(t.db)
    const tokens = fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/))
    await fc.assert(
      fc.asyncProperty(tokens, async (token) => {
        const opened = await page(
          await api(t.app).get(`/account/email/undo?token=${encodeURIComponent(token)}`),
        )
        for (const answer of [opened, await undo(token, OWNERS_NEW)]) {
          expect(answer.status).toBe(400)
          expect(answer.text).toContain(EMAIL_LINK_MSG.undoLinkDead)
        }
      }),
      { numRuns: 25 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
  })
})
