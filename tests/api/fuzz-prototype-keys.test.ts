/**
 * A key named after one of Object's members (`constructor`, `__proto__`, `toString`...) in
 * every object of every call's body and in every read's query: a field like any other, never
 * a 5xx from code that reads the prototype (issue 40, finding 9). A refusal writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROTOTYPE_KEYS } from '../fixtures/prototype-keys'
import { dbSnapshot } from './db-snapshot'
import { createFuzzTargets, type FuzzTargets, readRoutes, writeRoutes } from './fuzz-routes'
import { jsonText, readUrl, sendWrite } from './fuzz-send'
import { api, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let targets: FuzzTargets
beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_MS: '60000' } })
  host = await register(t, 'proto_fuzz_host')
  targets = await createFuzzTargets(t, host, await register(t, 'proto_fuzz_other'))
}, 60_000)
afterAll(() => t.close())

type Path = (string | number)[]

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The path of every plain object in `value`, the root included. */
function objectPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => objectPaths(item, [...prefix, i]))
  if (!isPlainObject(value)) return []
  return [prefix, ...Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...prefix, k]))]
}

/** `root` with an own `key` (even `__proto__`, which `copy[key] =` would make the prototype). */
function withOwnKey(root: unknown, path: Path, key: string, value: unknown): unknown {
  const copy = (
    Array.isArray(root) ? [...root] : { ...(root as Record<string, unknown>) }
  ) as Record<string | number, unknown>
  const [head, ...rest] = path
  if (head === undefined) {
    Object.defineProperty(copy, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  } else {
    copy[head] = withOwnKey(copy[head], rest, key, value)
  }
  return copy
}

describe('keys named after Object members in every call', () => {
  it.each(writeRoutes({} as FuzzTargets).map((r) => [r.method, r.path] as const))(
    '%s %s answers one in each object of its body below 500, and a refusal writes nothing',
    async (method, path) => {
      const route = writeRoutes(targets).find((r) => r.method === method && r.path === path)
      if (!route) throw new Error('no route')
      for (const at of objectPaths(route.body)) {
        for (const key of PROTOTYPE_KEYS) {
          const body = withOwnKey(route.body, at, key, { a: 1 })
          const before = await dbSnapshot(t.db)
          const res = await sendWrite(t, host, route, body)
          await res.arrayBuffer()
          expect(res.status, `${res.status} for ${jsonText(body)}`).toBeLessThan(500)
          if (res.status >= 400) expect(await dbSnapshot(t.db)).toEqual(before)
        }
      }
    },
  )

  it.each(readRoutes({} as FuzzTargets).map((r) => r.path))(
    'GET %s answers one in its query below 500 and writes nothing',
    async (path) => {
      const route = readRoutes(targets).find((r) => r.path === path)
      if (!route) throw new Error('no route')
      const before = await dbSnapshot(t.db)
      for (const key of PROTOTYPE_KEYS) {
        const url = readUrl(route, undefined, { ...route.query, [key]: '1' })
        const res = await api(t.app, host.jar).get(url)
        await res.arrayBuffer()
        expect(res.status, url).toBeLessThan(500)
      }
      expect(await dbSnapshot(t.db)).toEqual(before)
    },
  )
})
