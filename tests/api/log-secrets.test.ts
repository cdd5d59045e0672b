import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/server/db/schema'
import { createLogger } from '~/server/logger'
import { createFileMailer } from '~/server/mail/file-mailer'
import { makeSeen } from './appearances-fixtures'
import { api, createTestApp, type TestApp } from './helpers'
import { logCapture } from './log-capture'
import { register, type TestUser } from './seens-fixtures'

const { lines, stream: capture } = logCapture()

let t: TestApp
let host: TestUser
beforeAll(async () => {
  t = await createTestApp({ logger: createLogger({ production: true, destination: capture }) })
  host = await register(t, 'log_host')
  // A check that fails every insert, as a full disk or a broken constraint would at runtime.
  await t.db.$client.query(`
    create function refuse_insert() returns trigger language plpgsql as $$
    begin
      raise exception 'refused: %', new using errcode = '23514', constraint = 'forced_refusal',
        table = tg_table_name;
    end $$;
    create trigger refuse_users before insert on users for each row
      when (new.username like 'doomed%') execute function refuse_insert();
    create trigger refuse_invitations before insert on invitations for each row
      execute function refuse_insert();
  `)
})
afterAll(() => t.close())

const PASSWORD = 'correct horse battery staple'

describe('a failed database write leaves no secret in the log', () => {
  it('logs a failed registration by code and constraint, without the e-mail or the hash', async () => {
    lines.length = 0
    const res = await api(t.app).form('/account/register', {
      username: 'doomed_user',
      displayName: 'Doomed',
      email: 'doomed.secret@example.com',
      password: PASSWORD,
    })
    expect(res.status).toBe(500)
    const log = lines.join('\n')
    const entry = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'unexpected error')
    expect(entry?.err).toMatchObject({
      code: '23514',
      constraint: 'forced_refusal',
      table: 'users',
    })
    expect(log).not.toContain('$argon2')
    expect(log).not.toContain('doomed.secret@example.com')
    expect(log).not.toContain(PASSWORD)
  })

  it('logs a failed invitation without its token hash or the invitee', async () => {
    const seen = await makeSeen(t, host)
    lines.length = 0
    const res = await api(t.app, host.jar).post('/api/seen/invitations/send', {
      seenShortName: seen.shortName,
      invitees: 'guest.secret@example.com',
    })
    expect(res.status).toBe(500)
    const log = lines.join('\n')
    expect(log).toContain('"code":"23514"')
    expect(log).not.toContain('guest.secret@example.com')
    // A token hash is 64 hex digits; a request id is a UUID and has dashes.
    expect(log).not.toMatch(/[0-9a-f]{64}/)
  })

  it('keeps no address or hash that an error quotes in its message or stack', () => {
    lines.length = 0
    const log = createLogger({ production: true, destination: capture })
    const refused = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <bob.secret@example.org>: Recipient address rejected",
    )
    log.error(
      { err: refused, error: new Error(`hash ${'ab'.repeat(32)} and $argon2id$v=19$m=1$x`) },
      'mail',
    )
    const text = lines.join('\n')
    expect(text).toContain('Recipient address rejected')
    expect(text).not.toContain('bob.secret@example.org')
    expect(text).not.toContain('ab'.repeat(32))
    expect(text).not.toContain('$argon2id')
  })

  it('redacts passwords, hashes, tokens, cookies and Authorization wherever a line has them', () => {
    lines.length = 0
    const log = createLogger({ production: true, destination: capture })
    log.info(
      {
        password: PASSWORD,
        user: { passwordHash: '$argon2id$v=19$abc', token: 'tok-secret' },
        req: { headers: { cookie: 'seen_session=abc', authorization: 'Bearer xyz' } },
        res: { headers: { 'set-cookie': 'seen_device=def' } },
      },
      'line',
    )
    const text = lines.join('\n')
    for (const secret of [PASSWORD, '$argon2id', 'tok-secret', 'abc', 'Bearer xyz', 'def']) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('[redacted]')
  })
})

describe('mail and its links leave no address, token or hash in the log at any level', () => {
  const trace = logCapture()
  let m: TestApp
  let mailDir: string
  beforeAll(async () => {
    const logger = createLogger({ production: false, level: 'trace', destination: trace.stream })
    m = await createTestApp({ logger, env: { PUBLIC_URL: 'https://seen.example' } })
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'seen-log-mail-'))
  })
  afterAll(async () => {
    await m.close()
    await rm(mailDir, { recursive: true, force: true })
  })

  /** The 43-character token of the last mail to `to` with a link under `linkPath`. */
  async function linkToken(to: string, linkPath: string): Promise<string> {
    await expect.poll(() => m.mailer.sent.some((mail) => mail.to === to)).toBe(true)
    const mail = m.mailer.sent.filter((sent) => sent.to === to).at(-1)
    const token = new RegExp(`${linkPath}([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1]
    if (!token) throw new Error(`no ${linkPath} link mailed to ${to}`)
    return token
  }

  it('reset, e-mail change and invitation mails, their links, and the file mailer line', async () => {
    const ann = await register(m, 'logmail_ann')
    const ben = await register(m, 'logmail_ben')
    const seen = await makeSeen(m, ann)

    // Password reset: asked, its page opened, the new password set.
    await api(m.app).form('/account/forgot', { email: 'logmail_ben@example.com' })
    const reset = await linkToken('logmail_ben@example.com', '/account/reset\\?token=')
    expect((await api(m.app).get(`/account/reset?token=${reset}`)).status).toBe(200)
    const done = await api(m.app).form('/account/reset', { token: reset, password: `${PASSWORD}!` })
    expect(done.status).toBe(200)

    // E-mail change: asked with the password, its link opened.
    const moved = 'logmail.moved@example.net'
    const asked = await api(m.app, ann.jar).post('/api/account/email', {
      newEmail: moved,
      currentPassword: 'correct horse battery',
    })
    expect(asked.status).toBe(200)
    const change = await linkToken(moved, '/account/email/confirm\\?token=')
    await api(m.app, ann.jar).get(`/account/email/confirm?token=${change}`)

    // Invitation of an address with no account: sent, previewed before log-in, accepted.
    const invitee = 'logmail.guest@example.org'
    const sent = await api(m.app, ann.jar).post('/api/seen/invitations/send', {
      seenShortName: seen.shortName,
      invitees: invitee,
    })
    expect(sent.status).toBe(200)
    const invitation = await linkToken(invitee, '/invitation/')
    expect((await api(m.app).get(`/api/seen/invitations/preview/${invitation}`)).status).toBe(200)
    await api(m.app, ben.jar).post(`/api/seen/invitations/accept/${invitation}`)

    // Every one of those mails once more through the file mailer, as a server without SMTP has it.
    const fileLog = createLogger({ production: false, level: 'trace', destination: trace.stream })
    const fileMailer = createFileMailer(mailDir, 'Seen <no-reply@seen.test>', fileLog)
    for (const mail of m.mailer.sent) await fileMailer.send(mail)

    const log = trace.lines.join('\n')
    const written = trace.lines.filter((line) => line.includes('mail written to a file'))
    expect(written).toHaveLength(m.mailer.sent.length)
    // The request lines, at debug outside production, name the links' paths without the token.
    const previewLine = trace.lines.find((line) => line.includes('invitations/preview/'))
    expect(previewLine).toContain('"level":20')
    expect(previewLine).toContain('/api/seen/invitations/preview/[redacted]')
    const tokens = [reset, change, invitation]
    const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'))
    const passwordHashes = (await m.db.select({ hash: users.passwordHash }).from(users)).map(
      (row) => row.hash,
    )
    const addresses = [
      'logmail_ann@example.com',
      'logmail_ben@example.com',
      moved,
      invitee,
      ...m.mailer.sent.map((mail) => mail.to),
    ]
    for (const secret of [...addresses, ...tokens, ...hashes, ...passwordHashes]) {
      expect(log).not.toContain(secret)
    }
    expect(log).not.toMatch(/\$argon2/)
    expect(log).not.toMatch(/[0-9a-f]{64}/)
    expect(log).not.toMatch(/[\w.+-]+@example\.(com|net|org)/)
  })
})
