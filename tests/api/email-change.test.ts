/**
 * Changing the e-mail address (docs/decisions/118-email-change.md): asked for with the current
 * password, refused for a bad, unchanged or used address; a single-use, hashed, one-hour link goes
 * to the new address (a notice to the old one) and switches the account once, signed in or not.
 */

import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_LINK_MS } from '~/server/auth/email-change'
import { pruneExpired } from '~/server/db/maintenance'
import { emailChanges } from '~/server/db/schema'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { accountEmailResponse, changeEmailResponse } from '~/shared/schemas/account-email'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://seen.example' } })
})
afterAll(() => t.close())

const PASSWORD = 'correct horse battery'
const LINK = /https:\/\/seen\.example\/account\/email\/confirm\?token=([A-Za-z0-9_-]{43})/

const ask = (who: TestUser | undefined, newEmail: unknown, currentPassword: unknown = PASSWORD) =>
  api(t.app, who?.jar).post('/api/account/email', { newEmail, currentPassword })
const status = async (who: TestUser) => {
  const res = await api(t.app, who.jar).get('/api/account/email')
  expect(res.status).toBe(200)
  return v.parse(accountEmailResponse, await res.json())
}
const page = async (res: Response) => ({ status: res.status, text: await res.text() })
const open = async (token: string, jar?: CookieJar) =>
  page(await api(t.app, jar).get(`/account/email/confirm?token=${encodeURIComponent(token)}`))
const confirm = async (token: string, jar?: CookieJar, password?: string) =>
  page(
    await api(t.app, jar).form(
      '/account/email/confirm',
      password === undefined ? { token } : { token, password },
    ),
  )
const logIn = async (login: string) => {
  const res = await api(t.app, new CookieJar()).form('/account/login', {
    login,
    password: PASSWORD,
  })
  return res.status
}

/** The token of the last confirmation mail to `to`. */
function mailedToken(to: string): string {
  const mail = t.mailer.sent.filter((m) => m.to === to).at(-1)
  const token = LINK.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no confirmation link mailed to ${to}`)
  return token
}

async function askAndMail(who: TestUser, newEmail: string) {
  const res = await ask(who, newEmail)
  expect(res.status, await res.clone().text()).toBe(200)
  const body = v.parse(changeEmailResponse, await res.json())
  expect(body.pending.email).toBe(newEmail)
  return mailedToken(newEmail)
}

describe('POST /api/account/email', () => {
  it('mails the link to the new address only, a notice to the old one; stores only its hash', async () => {
    const ann = await register(t, 'mail_ann')
    expect(await status(ann)).toEqual({
      success: true,
      email: 'mail_ann@example.com',
      pending: null,
    })
    const before = t.mailer.sent.length
    const token = await askAndMail(ann, 'ann.new@example.com')
    const mails = t.mailer.sent.slice(before)
    expect(mails.map((m) => m.to)).toEqual(['ann.new@example.com', 'mail_ann@example.com'])
    expect(mails[1]?.text).toContain('ann.new@example.com')
    expect(mails[1]?.text).not.toMatch(LINK)
    const rows = await t.db.select().from(emailChanges)
    expect(rows.map((r) => r.tokenHash)).not.toContain(token)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true)
    const now = await status(ann)
    expect(now.email).toBe('mail_ann@example.com')
    expect(now.pending?.email).toBe('ann.new@example.com')
    expect(Date.parse(now.pending?.expiresDate ?? '')).toBe(t.clock.now().getTime() + EMAIL_LINK_MS)
  })

  it('refuses a wrong current password, an unchanged address and a guest; nothing changes', async () => {
    const bo = await register(t, 'mail_bo')
    const before = await dbSnapshot(t.db)
    const mails = t.mailer.sent.length
    const wrong = await ask(bo, 'bo.new@example.com', 'not my password')
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors.currentPassword).toEqual([ACCOUNT_MSG.currentPasswordWrong])
    const same = await ask(bo, 'MAIL_BO@example.com')
    expect(same.status).toBe(400)
    expect((await same.json()).errors.newEmail).toEqual([ACCOUNT_MSG.emailSame])
    expect((await ask(undefined, 'bo.new@example.com')).status).toBe(401)
    expect(await dbSnapshot(t.db)).toEqual(before)
    expect(t.mailer.sent.length).toBe(mails)
  })

  it('refuses an address another account uses with the words signup uses, only after the password', async () => {
    const cy = await register(t, 'mail_cy')
    await register(t, 'mail_cy_other')
    const taken = await ask(cy, 'Mail_Cy_Other@Example.com')
    expect(taken.status).toBe(409)
    expect((await taken.json()).errors.newEmail).toEqual([ACCOUNT_MSG.emailTaken])
    // Without the password the answer does not tell whether the address has an account.
    const guessed = await ask(cy, 'mail_cy_other@example.com', 'not my password')
    expect((await guessed.json()).errors).toEqual({
      currentPassword: [ACCOUNT_MSG.currentPasswordWrong],
      userMessage: [ACCOUNT_MSG.currentPasswordWrong],
    })
  })

  it('refuses any address signup refuses with 400 and changes nothing (generated)', async () => {
    const di = await register(t, 'mail_di')
    const before = await dbSnapshot(t.db)
    const bad = fc.oneof(
      fc.constantFrom(
        '',
        '   ',
        'no-at-sign',
        'a@',
        '@b.example',
        'a b@example.com',
        'a\u0000b@x.io',
      ),
      fc.string({ maxLength: 40 }).filter((s) => !s.includes('@')),
      fc.constant(`${'a'.repeat(250)}@example.com`),
      fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())),
    )
    await fc.assert(
      fc.asyncProperty(bad, async (newEmail) => {
        const res = await ask(di, newEmail)
        expect(res.status).toBe(400)
        expect((await res.json()).success).toBe(false)
      }),
      { numRuns: 40 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
  })

  it('answers 502 and keeps nothing pending when the link cannot be mailed', async () => {
    const flo = await register(t, 'mail_flo')
    const send = t.mailer.send
    t.mailer.send = async () => {
      throw new Error('SMTP down')
    }
    try {
      const res = await ask(flo, 'flo.new@example.com')
      expect(res.status).toBe(502)
      expect((await res.json()).errors.userMessage).toEqual([ACCOUNT_MSG.emailMailFailed])
    } finally {
      t.mailer.send = send
    }
    expect((await status(flo)).pending).toBeNull()
  })

  it('counts toward the per-account limit of password checks: 429 with Retry-After', async () => {
    const ed = await register(t, 'mail_ed')
    let last: Response | undefined
    for (let i = 0; i < 11; i++) last = await ask(ed, `ed${i}@example.com`, 'not my password')
    expect(last?.status).toBe(429)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await ask(ed, 'ed.right@example.com')).status).toBe(429)
  })
})

describe('the mailed link', () => {
  it('switches the address once, signed out with the password; the old address no longer logs in', async () => {
    const fay = await register(t, 'mail_fay')
    const token = await askAndMail(fay, 'fay.new@example.com')
    const shown = await open(token)
    expect(shown.status).toBe(200)
    expect(shown.text).toContain('fay.new@example.com')
    expect((await status(fay)).email).toBe('mail_fay@example.com')

    const done = await confirm(token, undefined, PASSWORD)
    expect(done.status).toBe(200)
    expect(done.text).toContain('Your Seen account now uses fay.new@example.com.')
    expect(await status(fay)).toEqual({
      success: true,
      email: 'fay.new@example.com',
      pending: null,
    })
    expect(await logIn('fay.new@example.com')).toBe(303)
    expect(await logIn('mail_fay@example.com')).toBe(401)

    for (const again of [await open(token), await confirm(token, undefined, PASSWORD)]) {
      expect(again.status).toBe(400)
      expect(again.text).toContain(ACCOUNT_MSG.emailLinkDead)
    }
    expect((await status(fay)).email).toBe('fay.new@example.com')
  })

  it('works signed in (the page is not sent home) and links back to Settings', async () => {
    const gus = await register(t, 'mail_gus')
    const token = await askAndMail(gus, 'gus.new@example.com')
    expect((await open(token, gus.jar)).status).toBe(200)
    const done = await confirm(token, gus.jar)
    expect(done.status).toBe(200)
    expect(done.text).toContain('href="/settings"')
    expect((await status(gus)).email).toBe('gus.new@example.com')
  })

  it('does not work after an hour, nor once a newer link was mailed', async () => {
    const hu = await register(t, 'mail_hu')
    const first = await askAndMail(hu, 'hu.first@example.com')
    const second = await askAndMail(hu, 'hu.second@example.com')
    expect((await confirm(first)).text).toContain(ACCOUNT_MSG.emailLinkDead)
    expect((await status(hu)).pending?.email).toBe('hu.second@example.com')

    t.clock.advance(EMAIL_LINK_MS + 1000)
    try {
      expect((await status(hu)).pending).toBeNull()
      expect((await open(second)).status).toBe(400)
      const late = await confirm(second)
      expect(late.status).toBe(400)
      expect(late.text).toContain(ACCOUNT_MSG.emailLinkDead)
    } finally {
      t.clock.advance(-(EMAIL_LINK_MS + 1000))
    }
    expect((await status(hu)).email).toBe('mail_hu@example.com')
  })

  it('changes nothing when another account took the address before the link was opened', async () => {
    const ida = await register(t, 'mail_ida')
    const token = await askAndMail(ida, 'mail_ida_rival@example.com')
    await register(t, 'mail_ida_rival')
    const refused = await confirm(token, ida.jar)
    expect(refused.status).toBe(409)
    expect(refused.text).toContain(ACCOUNT_MSG.emailTakenMeanwhile)
    expect((await status(ida)).email).toBe('mail_ida@example.com')
    expect(await logIn('mail_ida@example.com')).toBe(303)
  })

  it('treats unknown and malformed tokens as dead links and changes nothing (generated)', async () => {
    const before = await dbSnapshot(t.db)
    const tokens = fc.oneof(
      fc.constantFrom('', 'x', 'A'.repeat(43), '../../etc', `${'a'.repeat(42)}=`),
      fc.string({ maxLength: 60 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    )
    await fc.assert(
      fc.asyncProperty(tokens, async (token) => {
        for (const answer of [await open(token), await confirm(token)]) {
          expect(answer.status).toBe(400)
          expect(answer.text).toContain(ACCOUNT_MSG.emailLinkDead)
        }
      }),
      { numRuns: 30 },
    )
    expect(await dbSnapshot(t.db)).toEqual(before)
  })

  it('is dropped by the maintenance sweep once its hour is over, not before', async () => {
    const jo = await register(t, 'mail_jo')
    await askAndMail(jo, 'jo.new@example.com')
    const rows = () => t.db.select().from(emailChanges).where(eq(emailChanges.userId, jo.id))
    await pruneExpired(t.db, new Date(t.clock.now().getTime() + EMAIL_LINK_MS - 1000))
    expect(await rows()).toHaveLength(1)
    await pruneExpired(t.db, new Date(t.clock.now().getTime() + EMAIL_LINK_MS + 1000))
    expect(await rows()).toHaveLength(0)
  })
})
