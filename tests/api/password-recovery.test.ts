/**
 * Accounts people can recover: Forgot password? mails a single-use, hashed, one-hour link built
 * from PUBLIC_URL; the same answer whether the address exists; using the link ends every
 * session. Signed in, the password changes with the current one and the other sessions end.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESET_LINK_MS } from '~/server/auth/password-reset'
import { passwordResets } from '~/server/db/schema'
import { ACCOUNT_MSG } from '~/shared/account-messages'
import { dbSnapshot } from './db-snapshot'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { register } from './seens-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://seen.example' } })
})
afterAll(() => t.close())

const PASSWORD = 'correct horse battery'
const page = async (res: Response) => ({ status: res.status, text: await res.text() })
const forgot = async (email: string, headers: Record<string, string> = {}) =>
  page(await api(t.app).form('/account/forgot', { email }, { headers }))
const reset = async (token: string, password: string) =>
  page(await api(t.app).form('/account/reset', { token, password }))
const logIn = async (login: string, password: string) => {
  const jar = new CookieJar()
  const res = await api(t.app, jar).form('/account/login', { login, password })
  return { status: res.status, jar }
}
const signedIn = async (jar: CookieJar) => (await api(t.app, jar).get('/bff/user')).status === 200

/** The token of the last reset mail to `to`, once it has been sent. */
async function mailedToken(to: string): Promise<string> {
  await expect.poll(() => t.mailer.sent.filter((m) => m.to === to).length).toBeGreaterThan(0)
  const mail = t.mailer.sent.filter((m) => m.to === to).at(-1)
  const match = /https:\/\/seen\.example\/account\/reset\?token=([A-Za-z0-9_-]{43})/.exec(
    mail?.text ?? '',
  )
  if (!match?.[1]) throw new Error(`no reset link in ${mail?.text}`)
  return match[1]
}

describe('Forgot password?', () => {
  it('the login page links to it', async () => {
    const login = await page(await t.app.request('/account/login'))
    expect(login.text).toContain('href="/account/forgot"')
    expect((await page(await t.app.request('/account/forgot'))).status).toBe(200)
  })

  it('answers the same whether or not the address has an account; mails only the account', async () => {
    await register(t, 'rec_known')
    const before = t.mailer.sent.length
    const known = await forgot('rec_known@example.com', { Host: 'evil.example' })
    const unknown = await forgot('nobody.here@example.com')
    expect(known).toEqual(unknown)
    expect(known.status).toBe(200)
    expect(known.text).toContain(ACCOUNT_MSG.resetMailed)
    const token = await mailedToken('rec_known@example.com')
    expect(t.mailer.sent.slice(before).map((m) => m.to)).toEqual(['rec_known@example.com'])
    expect(t.mailer.sent.at(-1)?.text).not.toContain('evil.example')
    // Only the hash is stored.
    const rows = await t.db.select().from(passwordResets)
    expect(rows.map((r) => r.tokenHash)).not.toContain(token)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true)
  })

  it('refuses a bad address with 400 and changes nothing', async () => {
    const before = await dbSnapshot(t.db)
    for (const email of ['', 'not-an-address', 'a\u0000b@example.com']) {
      expect((await forgot(email)).status, JSON.stringify(email)).toBe(400)
    }
    expect(await dbSnapshot(t.db)).toEqual(before)
  })
})

describe('the mailed link', () => {
  it('sets the new password once and ends every session of the account', async () => {
    const user = await register(t, 'rec_use')
    const other = await logIn('rec_use', PASSWORD)
    await forgot('rec_use@example.com')
    const token = await mailedToken('rec_use@example.com')
    expect((await page(await t.app.request(`/account/reset?token=${token}`))).status).toBe(200)

    const done = await reset(token, 'my new password')
    expect(done.status).toBe(200)
    expect(done.text).toContain(ACCOUNT_MSG.resetDone)
    expect(await signedIn(user.jar)).toBe(false)
    expect(await signedIn(other.jar)).toBe(false)
    expect((await logIn('rec_use', PASSWORD)).status).toBe(401)
    expect((await logIn('rec_use', 'my new password')).status).toBe(303)

    const again = await reset(token, 'yet another one')
    expect(again.status).toBe(400)
    expect(again.text).toContain(ACCOUNT_MSG.resetLinkDead)
    expect((await logIn('rec_use', 'my new password')).status).toBe(303)
  })

  it('does not work after an hour, nor once a newer link was mailed', async () => {
    await register(t, 'rec_late')
    await forgot('rec_late@example.com')
    const first = await mailedToken('rec_late@example.com')
    const count = t.mailer.sent.length
    await forgot('rec_late@example.com')
    await expect.poll(() => t.mailer.sent.length).toBe(count + 1)
    const second = await mailedToken('rec_late@example.com')
    expect(second).not.toBe(first)
    expect((await reset(first, 'my new password')).status).toBe(400)

    t.clock.advance(RESET_LINK_MS + 1000)
    try {
      expect((await page(await t.app.request(`/account/reset?token=${second}`))).status).toBe(400)
      expect((await reset(second, 'my new password')).text).toContain(ACCOUNT_MSG.resetLinkDead)
    } finally {
      t.clock.advance(-(RESET_LINK_MS + 1000))
    }
    expect((await logIn('rec_late', PASSWORD)).status).toBe(303)
  })

  it('keeps the link usable when the new password is refused; unknown tokens are dead', async () => {
    await register(t, 'rec_short')
    await forgot('rec_short@example.com')
    const token = await mailedToken('rec_short@example.com')
    const short = await reset(token, 'short')
    expect(short.status).toBe(400)
    expect(short.text).toContain(ACCOUNT_MSG.passwordShort)
    expect((await reset(token, 'long enough now')).status).toBe(200)
    for (const bad of ['', 'x', 'A'.repeat(43), '../../etc']) {
      expect((await reset(bad, 'long enough now')).status).toBe(400)
      expect(
        (await page(await t.app.request(`/account/reset?token=${encodeURIComponent(bad)}`))).status,
      ).toBe(400)
    }
  })

  it('is limited per address: 429 with Retry-After past the limit', async () => {
    const limited = await createTestApp()
    try {
      let last: Response | undefined
      for (let i = 0; i < 31; i++) {
        last = await api(limited.app).form('/account/forgot', { email: `x${i}@example.com` })
      }
      expect(last?.status).toBe(429)
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })
})

describe('POST /api/account/password (signed in)', () => {
  it('changes the password with the current one; this session stays, the others end', async () => {
    const user = await register(t, 'rec_change')
    const other = await logIn('rec_change', PASSWORD)
    const res = await api(t.app, user.jar).post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'changed password',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    expect(await signedIn(user.jar)).toBe(true)
    expect(await signedIn(other.jar)).toBe(false)
    expect((await logIn('rec_change', 'changed password')).status).toBe(303)
  })

  it('refuses a wrong current password, a short new one and a guest; nothing changes', async () => {
    const user = await register(t, 'rec_wrong')
    const before = await dbSnapshot(t.db)
    const wrong = await api(t.app, user.jar).post('/api/account/password', {
      currentPassword: 'not my password',
      newPassword: 'changed password',
    })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors.currentPassword).toEqual([ACCOUNT_MSG.currentPasswordWrong])
    const short = await api(t.app, user.jar).post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    })
    expect(short.status).toBe(400)
    expect((await short.json()).errors.newPassword).toEqual([ACCOUNT_MSG.passwordShort])
    const guest = await api(t.app).post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'changed password',
    })
    expect(guest.status).toBe(401)
    expect(await dbSnapshot(t.db)).toEqual(before)
    expect((await logIn('rec_wrong', PASSWORD)).status).toBe(303)
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))
    expect(row).toBeUndefined()
  })
})
