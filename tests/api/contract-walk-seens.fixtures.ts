/**
 * Seens that mix every kind of appearance (guest and user posts; pending, approved, rejected
 * and hidden ones) and every kind of viewer, for the contract walks.
 */
import { eq, sql } from 'drizzle-orm'
import { appearances, seens } from '~/server/db/schema'
import { newShortName } from '~/server/seens/short-name'
import { addMember, makeAppearance, makeSeen } from './appearances-fixtures'
import { CookieJar, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

export interface Viewer {
  name: string
  jar: CookieJar | undefined
  /**
   * Headlines of the mixed Seen this viewer may see (the docs/product.md#roles visibility rule).
   */
  seesInMixed: string[]
}

export interface World {
  creator: TestUser
  member: TestUser
  stranger: TestUser
  guestJar: CookieJar
  viewers: Viewer[]
  /** Short names: requires approval, every state mixed. */
  mixed: string
  empty: string
  /** Private anonymous (type 4) with one guest post. */
  single: string
  /** Anonymous public (type 1, not moderated) with 100 appearances of every owner and state. */
  hundred: string
}

/** Decide an appearance the way the creator's review does, or hide it, straight in the table. */
async function setState(
  t: TestApp,
  shortName: string,
  state: Partial<typeof appearances.$inferInsert>,
) {
  await t.db.update(appearances).set(state).where(eq(appearances.shortName, shortName))
}

async function buildMixed(
  t: TestApp,
  w: Omit<World, 'viewers' | 'mixed' | 'empty' | 'single' | 'hundred'>,
) {
  const seen = await makeSeen(t, w.creator, { type: 1, requiresApproval: true })
  await addMember(t, w.member, seen.id)
  const post = (jar: CookieJar | undefined, headline: string) =>
    makeAppearance(t, jar, seen.shortName, { headline })
  await post(w.guestJar, 'guest pending')
  await setState(t, await post(w.guestJar, 'guest approved'), { isApproved: true })
  await setState(t, await post(w.guestJar, 'guest rejected'), { isRejected: true })
  await setState(t, await post(new CookieJar(), 'other guest approved'), { isApproved: true })
  await setState(t, await post(w.member.jar, 'member approved'), { isApproved: true })
  await post(w.member.jar, 'member pending')
  await setState(t, await post(w.member.jar, 'member hidden'), { isApproved: true, isHidden: true })
  await post(w.creator.jar, 'creator own')
  return seen.shortName
}

// The creator's own posts are approved as they are made.
const PUBLISHED = ['creator own', 'guest approved', 'member approved', 'other guest approved']

/** 100 rows copied from one real post, cycling through owners and states. */
async function buildHundred(t: TestApp, creator: TestUser, member: TestUser, guestJar: CookieJar) {
  const seen = await makeSeen(t, creator, { type: 1 })
  const first = await makeAppearance(t, guestJar, seen.shortName, { headline: 'row 0' })
  const [source] = await t.db.select().from(appearances).where(eq(appearances.shortName, first))
  if (!source) throw new Error('no source appearance')
  const { id: _id, shortName: _s, createdAt: _c, updatedAt: _u, ...copy } = source
  const owners = [
    { createdById: null, guestKeyHash: source.guestKeyHash },
    { createdById: member.id, guestKeyHash: null },
    { createdById: creator.id, guestKeyHash: null },
    { createdById: null, guestKeyHash: 'f'.repeat(64) },
  ]
  const rows = Array.from({ length: 99 }, (_, i) => ({
    ...copy,
    ...owners[i % owners.length],
    shortName: newShortName(),
    headline: `row ${i + 1}`,
    isHidden: i % 5 === 0,
    isApproved: i % 3 === 0,
    isRejected: i % 3 === 1,
  }))
  await t.db.insert(appearances).values(rows)
  await t.db
    .update(seens)
    .set({ appearanceCount: sql`${seens.appearanceCount} + 99` })
    .where(eq(seens.id, seen.id))
  return seen.shortName
}

export async function buildWorld(t: TestApp): Promise<World> {
  const creator = await register(t, 'walk_creator')
  const member = await register(t, 'walk_member')
  const stranger = await register(t, 'walk_stranger')
  const guestJar = new CookieJar()
  const base = { creator, member, stranger, guestJar }
  const mixed = await buildMixed(t, base)
  const empty = (await makeSeen(t, creator, { type: 1 })).shortName
  const singleSeen = await makeSeen(t, creator, { type: 4 })
  await makeAppearance(t, guestJar, singleSeen.shortName, { headline: 'only one' })
  const hundred = await buildHundred(t, creator, member, guestJar)

  const forged = new CookieJar()
  forged.set('seen_guest', 'A'.repeat(43))
  const stale = new CookieJar()
  stale.set('seen_guest', 'not a token at all')
  const viewers: Viewer[] = [
    { name: 'a guest', jar: undefined, seesInMixed: PUBLISHED },
    { name: 'a guest with a forged guest cookie', jar: forged, seesInMixed: PUBLISHED },
    { name: 'a guest with a stale guest cookie', jar: stale, seesInMixed: PUBLISHED },
    {
      name: 'a guest who has posted',
      jar: guestJar,
      seesInMixed: [...PUBLISHED, 'guest pending', 'guest rejected'],
    },
    { name: 'a stranger', jar: stranger.jar, seesInMixed: PUBLISHED },
    {
      name: 'a member',
      jar: member.jar,
      seesInMixed: [...PUBLISHED, 'member pending', 'member hidden'],
    },
    {
      name: 'the creator',
      jar: creator.jar,
      seesInMixed: PUBLISHED,
    },
  ]
  return { ...base, viewers, mixed, empty, single: singleSeen.shortName, hundred }
}
