import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '~/server/logger'
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
