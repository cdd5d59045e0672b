import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fieldMessage } from '~/shared/messages'
import { appearanceRecord, makeSeen } from './appearances-fixtures'
import { dbSnapshot } from './db-snapshot'
import { api, createTestApp, type TestApp } from './helpers'
import { postSeen, register, seenRecord, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'gate_host')
})
afterAll(() => t.close())

interface Envelope {
  success: boolean
  errors: Record<string, string[]>
}

/** Runs `send`, expects 400 naming `field`, and proves no row anywhere changed. */
async function refused(field: string, send: () => Promise<Response>) {
  const before = await dbSnapshot(t.db)
  const res = await send()
  expect(res.status).toBe(400)
  const body = (await res.json()) as Envelope
  expect(body.success).toBe(false)
  expect(body.errors[field]?.[0]).toMatch(
    /contains characters that are not allowed|is not valid|whole number/,
  )
  expect(await dbSnapshot(t.db)).toEqual(before)
  return body
}

describe('the input gate refuses control characters before any route sees them', () => {
  it('refuses NUL in a Seen name, naming the field', async () => {
    const record = await seenRecord(t, { seenName: 'Garden\u0000Concert' })
    const body = await refused('seenName', () => postSeen(t, host.jar, record))
    expect(body.errors.seenName).toEqual([fieldMessage.badCharacters('Seen Name')])
  })

  it('refuses 1.5 days before a Seen: days are whole numbers', async () => {
    const record = await seenRecord(t, { preSeenDays: 1.5 })
    const body = await refused('preSeenDays', () => postSeen(t, host.jar, record))
    expect(body.errors.preSeenDays).toEqual([fieldMessage.wholeNumber('Days Before')])
    await refused('postSeenDays', async () =>
      postSeen(t, host.jar, await seenRecord(t, { postSeenDays: 0.25 })),
    )
  })

  it('refuses a bidi override in a display name but keeps new lines in a caption', async () => {
    const seen = await makeSeen(t, host)
    await refused('displayUserName', async () =>
      api(t.app, host.jar).post('/api/appearance', {
        appearanceRecord: await appearanceRecord(seen.shortName, {
          displayUserName: 'Admin\u202Eeman',
        }),
      }),
    )
    await refused('caption', async () =>
      api(t.app, host.jar).post('/api/appearance', {
        appearanceRecord: await appearanceRecord(seen.shortName, { caption: 'night\u001b[2J' }),
      }),
    )
    const ok = await api(t.app, host.jar).post('/api/appearance', {
      appearanceRecord: await appearanceRecord(seen.shortName, { caption: 'line one\n\tline two' }),
    })
    expect(ok.status).toBe(200)
  })

  it('refuses a lone surrogate and a new line in a single-line field', async () => {
    await refused('name', () =>
      api(t.app, host.jar).post('/api/messaging/groups', { name: 'Crew \uD800' }),
    )
    await refused('name', () =>
      api(t.app, host.jar).post('/api/messaging/groups', { name: 'Crew\nTwo' }),
    )
  })

  it('refuses NUL in a path parameter and in a query value, even without a session', async () => {
    const body = await refused('username', () =>
      api(t.app).get('/api/userprofile/by-username/ab%00cd'),
    )
    expect(body.errors.username).toEqual([fieldMessage.badCharacters('Username')])
    await refused('tag1', () => api(t.app).get('/api/seen/list?tag1=a%00b'))
  })

  it('refuses NUL in the register and log-in forms and in a multipart file name', async () => {
    const form = {
      username: 'nul\u0000user',
      displayName: 'Nul',
      email: 'nul@example.com',
      password: 'correct horse battery',
    }
    const before = await dbSnapshot(t.db)
    const res = await api(t.app).form('/account/register', form)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(fieldMessage.badCharacters('Username'))
    const login = await api(t.app).form('/account/login', {
      login: 'gate_host',
      password: 'a\u0000',
    })
    expect(login.status).toBe(400)
    const multipart = new FormData()
    for (const [name, value] of Object.entries({ ...form, username: 'fine_name' })) {
      multipart.set(name, value)
    }
    multipart.set('avatar', new File(['x'], 'a\u0000.png', { type: 'image/png' }))
    const upload = await t.app.request('/account/register', { method: 'POST', body: multipart })
    expect(upload.status).toBe(400)
    expect(await dbSnapshot(t.db)).toEqual(before)
  })

  it('answers 400 to a NUL in a header value, an Idempotency-Key included', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    try {
      for (const header of ['Idempotency-Key: ab\u0000cd', 'X-Anything: a\u0000b']) {
        const socket = connect(port, '127.0.0.1')
        socket.write(
          `POST /api/seen HTTP/1.1\r\nHost: x\r\n${header}\r\nContent-Length: 2\r\n\r\n{}`,
        )
        const [chunk] = (await once(socket, 'data')) as [Buffer]
        expect(chunk.toString('latin1')).toMatch(/^HTTP\/1\.1 400/)
        socket.destroy()
      }
    } finally {
      server.close()
    }
  })
})
