import { randomUUID } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances, memberships, seens } from '~/server/db/schema'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { addMember, appearanceRecord, call, makeSeen, postAppearance } from './appearances-fixtures'
import { CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

type Role = 'guest' | 'user' | 'member' | 'creator'

let t: TestApp
let creator: TestUser
let user: TestUser
let member: TestUser

beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'perm_creator')
  user = await register(t, 'perm_user')
  member = await register(t, 'perm_member')
})
afterAll(() => t.close())

/**
 * docs/product.md#roles "Making an appearance", while live: [guest, user, member, creator] per
 * type.
 */
const WHILE_LIVE: Record<number, boolean[]> = {
  1: [true, true, true, true],
  2: [false, true, true, true],
  3: [false, false, true, true],
  4: [true, true, true, true],
  5: [false, true, true, true],
  6: [false, false, true, true],
}
const ROLES: Role[] = ['guest', 'user', 'member', 'creator']

const jarOf = (role: Role) =>
  role === 'guest' ? new CookieJar() : { user, member, creator }[role].jar

const appearanceRows = async (seenId: string) =>
  (await t.db.select({ n: count() }).from(appearances).where(eq(appearances.seenId, seenId)))[0]
    ?.n ?? 0

describe('POST /api/appearance: who may post (docs/product.md#roles), type 1–6 × role × live', () => {
  for (const type of [1, 2, 3, 4, 5, 6]) {
    for (const live of [true, false]) {
      for (const [index, role] of ROLES.entries()) {
        const allowed = live && (WHILE_LIVE[type]?.[index] ?? false)
        it(`type ${type}, ${role}, ${live ? 'live' : 'not live'}: ${allowed ? 'posts' : 'refused'}`, async () => {
          const seen = await makeSeen(t, creator, { type, live })
          await addMember(t, member, seen.id)
          const res = await postAppearance(t, jarOf(role), await appearanceRecord(seen.shortName))
          if (allowed) {
            expect(res.status, JSON.stringify(res.body)).toBe(200)
            expect(res.body.appearanceRecord).toMatchObject({
              seenShortName: seen.shortName,
              isOwner: true,
              createdBy: role === 'guest' ? null : { user, member, creator }[role].username,
            })
            expect(await appearanceRows(seen.id)).toBe(1)
            return
          }
          // A guest cannot see an invitation-only Seen at all; others get a clear refusal.
          const expected =
            type === 6 && (role === 'guest' || role === 'user')
              ? 404
              : live
                ? role === 'guest'
                  ? 401
                  : 403
                : 403
          expect(res.status).toBe(expected)
          if (!live && expected === 403) {
            expect(res.body.errors?.userMessage).toEqual([APPEARANCE_MSG.notLive])
          }
          expect(await appearanceRows(seen.id)).toBe(0)
        })
      }
    }
  }
})

describe('membership and counters', () => {
  it('a logged-in non-member’s first appearance makes them a member (types 1, 2, 4, 5)', async () => {
    for (const type of [1, 2, 4, 5]) {
      const seen = await makeSeen(t, creator, { type })
      const fan = await register(t, `perm_fan_${type}`)
      await postAppearance(t, fan.jar, await appearanceRecord(seen.shortName))
      const rows = await t.db
        .select({ via: memberships.joinedVia })
        .from(memberships)
        .where(and(eq(memberships.seenId, seen.id), eq(memberships.userId, fan.id)))
      expect(rows).toEqual([{ via: 'self' }])
    }
  })

  it('each appearance raises the Seen’s appearanceCount and trending score', async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const read = async () =>
      (
        await t.db
          .select({ n: seens.appearanceCount, score: seens.trendingScore })
          .from(seens)
          .where(eq(seens.id, seen.id))
      )[0]
    const before = await read()
    await postAppearance(t, user.jar, await appearanceRecord(seen.shortName))
    await postAppearance(t, new CookieJar(), await appearanceRecord(seen.shortName))
    const after = await read()
    expect(after?.n).toBe(2)
    expect(after?.score).toBeGreaterThan(before?.score ?? 0)
  })

  it('a guest is given a guest session cookie when posting', async () => {
    const seen = await makeSeen(t, creator, { type: 4 })
    const jar = new CookieJar()
    await postAppearance(t, jar, await appearanceRecord(seen.shortName))
    expect(jar.get('seen_guest')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [row] = await t.db
      .select({ by: appearances.createdById, guest: appearances.guestKeyHash })
      .from(appearances)
      .where(eq(appearances.seenId, seen.id))
    expect(row?.by).toBeNull()
    expect(row?.guest).toMatch(/^[0-9a-f]{64}$/)
  })

  it('keeps Idempotency-Keys per guest session: two guests behind one address do not collide', async () => {
    const seen = await makeSeen(t, creator, { type: 1 })
    const key = { 'Idempotency-Key': randomUUID() }
    const first = new CookieJar()
    const second = new CookieJar()
    for (const jar of [first, second]) {
      await postAppearance(t, jar, await appearanceRecord(seen.shortName))
    }
    const a = await call(t, first).post(
      '/api/appearance',
      { appearanceRecord: await appearanceRecord(seen.shortName, { headline: 'First guest' }) },
      key,
    )
    const b = await call(t, second).post(
      '/api/appearance',
      { appearanceRecord: await appearanceRecord(seen.shortName, { headline: 'Second guest' }) },
      key,
    )
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.body.appearanceRecord?.headline).toBe('Second guest')
  })
})
