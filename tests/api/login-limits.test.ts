import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deviceCookieName, LOGIN_LIMITS } from '~/server/auth/login-limits'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } })
  const res = await api(t.app).form('/account/register', {
    username: 'hammered',
    displayName: 'Hammered Host',
    email: 'hammered@example.com',
    password: 'the-owners-password',
  })
  expect(res.status).toBe(303)
})
afterAll(() => t.close())

const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } })
const loginAs = (password: string, address: string, jar?: CookieJar) =>
  api(t.app, jar).form('/account/login', { login: 'hammered', password }, from(address))

describe('log-in that an attacker cannot turn against the owner', () => {
  it('after 1,000 failed log-ins from 50 addresses the owner still gets in', async () => {
    // The owner logged in from this browser before: it holds a device cookie.
    const owner = new CookieJar()
    expect((await loginAs('the-owners-password', '198.51.100.7', owner)).status).toBe(303)
    expect(owner.get(deviceCookieName(false))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)

    const statuses = new Map<number, number>()
    for (let i = 0; i < 1000; i++) {
      const res = await loginAs(`guess-${i}`, `203.0.113.${i % 50}`)
      await res.arrayBuffer()
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
    // Each address had its few free guesses, then only waits; no guess got in.
    expect(statuses.get(401)).toBe(50 * LOGIN_LIMITS.freeFailures)
    expect(statuses.get(429)).toBe(1000 - 50 * LOGIN_LIMITS.freeFailures)
    expect(statuses.get(303)).toBeUndefined()

    // With the device cookie, even from an attacking address, the owner gets in at once.
    const session = new CookieJar()
    const withDevice = await api(t.app, session).form(
      '/account/login',
      { login: 'hammered', password: 'the-owners-password' },
      { ...from('203.0.113.3'), cookie: `seen_device=${owner.get('seen_device')}` },
    )
    expect(withDevice.status).toBe(303)
    // From another address, without it, too: the delays belong to the attackers' addresses.
    expect((await loginAs('the-owners-password', '192.0.2.99')).status).toBe(303)
  }, 120_000)

  it('a device cookie buys nothing for guesses at another account', async () => {
    const jar = new CookieJar()
    expect((await loginAs('the-owners-password', '198.51.100.8', jar)).status).toBe(303)
    const cookie = `seen_device=${jar.get('seen_device')}`
    const other = await api(t.app).form('/account/register', {
      username: 'someone_else',
      displayName: 'Else',
      email: 'else@example.com',
      password: 'another-password',
    })
    expect(other.status).toBe(303)
    // The cookie names its account: it buys nothing for guesses at another one.
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) {
      await api(t.app).form(
        '/account/login',
        { login: 'someone_else', password: `guess-${i}` },
        { ...from('203.0.113.200'), cookie },
      )
    }
    const refused = await api(t.app).form(
      '/account/login',
      { login: 'someone_else', password: 'another-password' },
      { ...from('203.0.113.200'), cookie },
    )
    expect(refused.status).toBe(429)
  })

  it('a stolen device cookie is no free pass: its own failures stop its trust', async () => {
    const jar = new CookieJar()
    expect((await loginAs('the-owners-password', '198.51.100.9', jar)).status).toBe(303)
    const cookie = `seen_device=${jar.get('seen_device')}`
    const attempts = LOGIN_LIMITS.deviceFailures + LOGIN_LIMITS.freeFailures
    const statuses: number[] = []
    for (let i = 0; i < attempts; i++) {
      const res = await api(t.app).form(
        '/account/login',
        { login: 'hammered', password: `guess-${i}` },
        { ...from('203.0.113.201'), cookie },
      )
      statuses.push(res.status)
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(attempts)
    const next = await api(t.app).form(
      '/account/login',
      { login: 'hammered', password: 'guess-last' },
      { ...from('203.0.113.201'), cookie },
    )
    expect(next.status).toBe(429)
  })
})
