import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSeen } from './appearances-fixtures'
import { api, createTestApp, type TestApp } from './helpers'
import { register } from './seens-fixtures'

let t: TestApp
beforeAll(async () => {
  // No PUBLIC_URL: links use the address the server listens on.
  t = await createTestApp({ env: { HOST: '0.0.0.0', PORT: '8123' } })
})
afterAll(() => t.close())

describe('mailed links come from configuration, never from the Host header', () => {
  it('an invitation sent with a forged Host still links to the listening address', async () => {
    const host = await register(t, 'pub_host')
    const seen = await makeSeen(t, host)
    const res = await api(t.app, host.jar).post(
      'http://evil.example/api/seen/invitations/send',
      { seenShortName: seen.shortName, invitees: 'someone.new@example.org' },
      { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } },
    )
    expect(res.status).toBe(200)
    const text = t.mailer.sent.at(-1)?.text ?? ''
    expect(text).toMatch(/http:\/\/localhost:8123\/invitation\/[A-Za-z0-9_-]{43}/)
    expect(text).not.toContain('evil.example')
  })
})
