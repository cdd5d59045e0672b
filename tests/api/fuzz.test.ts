/**
 * Generated bad input against every call of docs/product.md#calls (fast-check, fixed seed): control
 * characters, lone surrogates, huge and fractional numbers, wrong types and deep nesting
 * (keys named after Object's members: fuzz-prototype-keys.test.ts). No answer is a 5xx, and a
 * refused request changes no row.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbSnapshot } from './db-snapshot'
import { createFuzzTargets, type FuzzTargets, readRoutes, writeRoutes } from './fuzz-routes'
import { encodeText, HUGE, jsonText, readUrl, sendWrite } from './fuzz-send'
import { api, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

const SEED = 23
const BAD_RUNS = 200
const NOISE_RUNS = 25

let t: TestApp
let host: TestUser
let targets: FuzzTargets
beforeAll(async () => {
  // Sessions cached as in production: thousands of refused requests need not each look theirs up.
  t = await createTestApp({ env: { READ_CACHE_MS: '60000' } })
  host = await register(t, 'fuzz_host')
  const other = await register(t, 'fuzz_other')
  targets = await createFuzzTargets(t, host, other)
}, 60_000)
afterAll(() => t.close())

/** Characters no text may hold: C0/C1 controls, DEL, and each half of a surrogate pair alone. */
const forbiddenChar = fc.constantFrom(
  ...'\u0000\u0001\u0007\u0008\u000b\u000c\u000e\u001b\u001f\u007f\u0085\u009b',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
)
const text = fc.string({ maxLength: 12, unit: 'grapheme' })
const badString = fc.tuple(text, forbiddenChar, text).map(([a, b, c]) => a + b + c)
/** Percent-decoding never yields a lone surrogate (it leaves invalid UTF-8 undecoded). */
const urlBadString = badString.filter((s) => {
  try {
    return encodeURIComponent(s).length > 0
  } catch {
    return false
  }
})

function nested(depth: number): unknown {
  let value: unknown = 'leaf'
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}
const deep = fc.integer({ min: 20, max: 200 }).map(nested)

/** Wrong types and out-of-range numbers: refused or ignored, never a 500. */
const noise: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(1e300, -1e300, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1, 1.5, -0.5, 1e-300, 0.1),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  text.map((s) => `${s}\u202E${s}`),
  fc.array(fc.oneof(fc.integer(), fc.boolean(), text), { minLength: 1, maxLength: 3 }),
  fc.dictionary(text, fc.oneof(fc.integer(), text), { maxKeys: 3 }),
  fc.string({ minLength: 2000, maxLength: 5000 }),
)
/** What the input gate must refuse wherever it stands. */
const bad: fc.Arbitrary<unknown> = fc.oneof(badString, deep, fc.constant(HUGE))

type Path = (string | number)[]

/** Every path into `value`, containers included (the root is the empty path). */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const here = [prefix]
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => pathsOf(v, [...prefix, i])))
  if (typeof value === 'object' && value !== null) {
    return here.concat(...Object.entries(value).map(([k, v]) => pathsOf(v, [...prefix, k])))
  }
  return here
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value
  const copy = (
    Array.isArray(root) ? [...root] : { ...(root as Record<string, unknown>) }
  ) as Record<string | number, unknown>
  const [head, ...rest] = path as [string | number, ...Path]
  copy[head] = setAt(copy[head], rest, value)
  return copy
}

const pick = <T>(list: T[], index: number) => list[index % list.length] as T

/**
 * `template` with `noise` at a path picked among its own, then `bad` at a path picked among
 * the result's (or under a new key), so the bad value always lands in what is sent.
 */
const mutated = (template: unknown, change: fc.Arbitrary<unknown>, last?: fc.Arbitrary<unknown>) =>
  fc
    .tuple(fc.nat(), change, fc.nat(), text, last ?? fc.constant(undefined), fc.boolean())
    .map(([at, value, lastAt, key, lastValue, keepTemplate]) => {
      // Half the bad values arrive in an otherwise valid request, so only they can stop it.
      const body =
        last && keepTemplate ? template : setAt(template, pick(pathsOf(template), at), value)
      if (!last) return body
      const targets = pathsOf(body)
      const isObject = typeof body === 'object' && body !== null && !Array.isArray(body)
      const path =
        lastAt % (targets.length + 1) === targets.length && isObject
          ? [`x${key}`]
          : pick(targets, lastAt)
      return setAt(body, path, lastValue)
    })

const refusedNot5xx = (status: number) => status >= 400 && status < 500

describe('fuzzing every write call', () => {
  it.each(writeRoutes({} as FuzzTargets).map((r) => [r.method, r.path] as const))(
    '%s %s refuses generated bad input with a 4xx and writes nothing',
    async (method, path) => {
      const route = writeRoutes(targets).find((r) => r.method === method && r.path === path)
      if (!route) throw new Error('no route')
      const before = await dbSnapshot(t.db)
      const paramNames = Object.keys(route.params ?? {})
      const isForm = route.path.startsWith('/account/')
      const inBody = (
        isForm ? mutated(route.body, text, urlBadString) : mutated(route.body, noise, bad)
      ).map((body) => ({
        body,
        params: route.params,
      }))
      const inPath = fc
        .tuple(fc.constantFrom(...(paramNames.length ? paramNames : ['-'])), urlBadString)
        .map(([name, value]) => ({
          body: route.body,
          params: { ...route.params, [name]: encodeText(value) },
        }))
      const cases = paramNames.length ? fc.oneof(inBody, inPath) : inBody
      await fc.assert(
        fc.asyncProperty(cases, async ({ body, params }) => {
          const res = await sendWrite(t, host, route, body, params)
          await res.arrayBuffer()
          expect(refusedNot5xx(res.status), `${res.status} for ${jsonText(body)}`).toBe(true)
        }),
        { seed: SEED, numRuns: BAD_RUNS },
      )
      expect(await dbSnapshot(t.db)).toEqual(before)
    },
  )

  it.each(
    writeRoutes({} as FuzzTargets)
      .filter((r) => !r.path.startsWith('/account/'))
      .map((r) => [r.method, r.path] as const),
  )(
    '%s %s answers wrong types and odd numbers without a 5xx, and a refusal writes nothing',
    async (method, path) => {
      const route = writeRoutes(targets).find((r) => r.method === method && r.path === path)
      if (!route) throw new Error('no route')
      await fc.assert(
        fc.asyncProperty(mutated(route.body, noise), async (body) => {
          const before = await dbSnapshot(t.db)
          const res = await sendWrite(t, host, route, body)
          await res.arrayBuffer()
          expect(res.status, jsonText(body)).toBeLessThan(500)
          if (res.status >= 400) expect(await dbSnapshot(t.db)).toEqual(before)
        }),
        { seed: SEED, numRuns: NOISE_RUNS },
      )
    },
  )
})

describe('fuzzing every read call', () => {
  it.each(readRoutes({} as FuzzTargets).map((r) => r.path))(
    'GET %s refuses control characters in its path and query with a 4xx and writes nothing',
    async (path) => {
      const route = readRoutes(targets).find((r) => r.path === path)
      if (!route) throw new Error('no route')
      const before = await dbSnapshot(t.db)
      const names = [...Object.keys(route.params ?? {}), ...Object.keys(route.query ?? {}), 'extra']
      const cases = fc.tuple(fc.constantFrom(...names), urlBadString).map(([name, value]) => {
        const encoded = encodeText(value)
        return name in (route.params ?? {})
          ? readUrl(route, { ...route.params, [name]: encoded })
          : readUrl(route, undefined, { ...route.query, [name]: encoded })
      })
      const noisy = fc
        .tuple(
          fc.constantFrom(...names),
          fc.oneof(
            text,
            fc.constantFrom('%ED%A0%80', '%FF', '1e400', '-0.5', '99999999999999999999'),
          ),
        )
        .map(([name, value]) =>
          name in (route.params ?? {})
            ? readUrl(route, { ...route.params, [name]: value })
            : readUrl(route, undefined, { ...route.query, [name]: value }),
        )
      await fc.assert(
        fc.asyncProperty(cases, async (url) => {
          const res = await api(t.app, host.jar).get(url)
          await res.arrayBuffer()
          expect(refusedNot5xx(res.status), `${res.status} for ${url}`).toBe(true)
        }),
        { seed: SEED, numRuns: BAD_RUNS },
      )
      await fc.assert(
        fc.asyncProperty(noisy, async (url) => {
          const res = await api(t.app, host.jar).get(url)
          await res.arrayBuffer()
          expect(res.status, url).toBeLessThan(500)
        }),
        { seed: SEED, numRuns: NOISE_RUNS },
      )
      expect(await dbSnapshot(t.db)).toEqual(before)
    },
  )
})
