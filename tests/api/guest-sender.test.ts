/**
 * A guest's outbox marks each request `X-Guest-Sender` (src/server/http/guest-sender.ts): the
 * server then answers it as a guest's, whatever user's session cookie comes with it. Generated
 * over every API call and any header value: the mark only ever takes the account's rights away.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUEST_SENDER_HEADER } from '~/shared/guest-session'
import { dbSnapshot } from './db-snapshot'
import { createFuzzTargets, type FuzzTargets, fill, readRoutes, writeRoutes } from './fuzz-routes'
import { createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

const SEED = 29

let t: TestApp
let host: TestUser
let targets: FuzzTargets
beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_MS: '60000' } })
  host = await register(t, 'sender_host')
  targets = await createFuzzTargets(t, host, await register(t, 'sender_other'))
}, 60_000)
afterAll(() => t.close())

interface Call {
  method: string
  path: string
  body?: unknown
}

function calls(): Call[] {
  const writes = writeRoutes(targets)
    .filter((route) => !route.path.startsWith('/account/'))
    .map((route) => ({
      method: route.method,
      path: fill(route.path, route.params),
      body: route.body,
    }))
  const reads = readRoutes(targets).map((route) => ({
    method: 'GET',
    path: `${fill(route.path, route.params)}?${new URLSearchParams(route.query ?? {})}`,
  }))
  return [...writes, ...reads, { method: 'GET', path: '/bff/user' }]
}

/** `call` with the host's session cookie, marked a guest's with `mark` unless it is null. */
function send(call: Call, mark: string | null, cookie = host.jar.header() ?? '') {
  const headers: Record<string, string> = { 'X-CSRF': '1', Cookie: cookie }
  if (mark !== null) headers[GUEST_SENDER_HEADER] = mark
  if (call.body !== undefined) headers['Content-Type'] = 'application/json'
  const body = call.body === undefined ? undefined : JSON.stringify(call.body)
  return t.app.request(call.path, { method: call.method, headers, body })
}

/** Header values a client may send: printable ASCII, the empty value included. */
const headerValue = fc.stringMatching(/^[!-~]{0,12}$/)

describe('a request marked as a guest’s (X-Guest-Sender)', () => {
  it('is answered as a request with no session, and a refused one writes nothing', async () => {
    const all = calls()
    expect(all.length).toBeGreaterThan(40)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), headerValue, async (call, mark) => {
        const before = await dbSnapshot(t.db)
        const marked = await send(call, mark)
        await marked.arrayBuffer()
        if (marked.status >= 400) expect(await dbSnapshot(t.db)).toEqual(before)
        const anonymous = await send(call, null, '')
        await anonymous.arrayBuffer()
        expect(marked.status, `${call.method} ${call.path}`).toBe(anonymous.status)
      }),
      { seed: SEED, numRuns: 150 },
    )
  })

  it('leaves the account signed in: the same cookie without the mark is the host’s', async () => {
    const marked = await send({ method: 'GET', path: '/bff/user' }, '1')
    expect(marked.status).toBe(401)
    expect(marked.headers.getSetCookie().some((line) => line.startsWith('seen_session='))).toBe(
      false,
    )
    const own = await send({ method: 'GET', path: '/bff/user' }, null)
    expect(own.status).toBe(200)
  })
})
