/**
 * Keys named after Object's own members (`constructor`, `__proto__`, `toString`...) are fields
 * like any other: a strict schema refuses them as unknown with a 400 naming them, never a 500
 * from field-error collection reading the prototype (issue 40, finding 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUSH_KINDS } from '~/shared/push'
import { PROTOTYPE_KEYS } from '../fixtures/prototype-keys'
import { dbSnapshot } from './db-snapshot'
import { createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let ada: TestUser
beforeAll(async () => {
  t = await createTestApp()
  ada = await register(t, 'proto_ada')
})
afterAll(() => t.close())

/** Sent as JSON text: an object literal would take `__proto__` for its prototype. */
const send = (method: 'PUT' | 'POST', path: string, json: string) =>
  t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-CSRF': '1', Cookie: ada.jar.header() ?? '' },
    body: json,
  })

interface Failure {
  success: false
  errors: Record<string, string[]>
}

describe('prototype-named keys', () => {
  const allOn = PUSH_KINDS.map((kind) => `"${kind}": true`).join(', ')

  it.each(PROTOTYPE_KEYS)(
    'PUT /api/push/preferences with an extra %s is a 400 naming it',
    async (key) => {
      const before = await dbSnapshot(t.db)
      const res = await send(
        'PUT',
        '/api/push/preferences',
        `{"preferences": {${allOn}, "${key}": true}}`,
      )
      expect(res.status).toBe(400)
      const body = (await res.json()) as Failure
      expect(Object.hasOwn(body.errors, key)).toBe(true)
      expect(body.errors[key]).toHaveLength(1)
      expect(body.errors.userMessage).toEqual(body.errors[key])
      expect(await dbSnapshot(t.db)).toEqual(before)
    },
  )

  it.each(PROTOTYPE_KEYS)(
    'a bad character under a key named %s is a 400 naming it',
    async (key) => {
      const res = await send(
        'POST',
        '/api/seen/like',
        `{"seenShortName": "x", "${key}": "a\\u0000b"}`,
      )
      expect(res.status).toBe(400)
      const body = (await res.json()) as Failure
      expect(Object.hasOwn(body.errors, key)).toBe(true)
    },
  )
})
