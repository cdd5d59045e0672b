/**
 * The tag filter reads one tag's Seens in list order from seen_tags and two tags or more from
 * seen_tag_pairs, both holding a copy of every Seen's trending score (migration 0020's and
 * 0021's triggers). A like that moves a Seen, and an edit that gives a Seen a tag or takes one
 * away, move it in the tag-filtered list exactly where the unfiltered list has it.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, createTestApp, type TestApp } from './helpers'
import {
  createSeen,
  DAY,
  HOUR,
  list,
  names,
  register,
  seenRecord,
  type TestUser,
} from './seens-fixtures'

let t: TestApp
let host: TestUser
let fan: TestUser
const seen: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' }

beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'tagorder_host')
  fan = await register(t, 'tagorder_fan')
  // Created an hour apart, so each ranks above the one before: c, b, a.
  seen.a = await createSeen(t, host, { headline: 'A #jazz #rock' })
  t.clock.advance(HOUR)
  seen.b = await createSeen(t, host, { headline: 'B #jazz #rock' })
  t.clock.advance(HOUR)
  seen.c = await createSeen(t, host, { headline: 'C #jazz' })
})
afterAll(() => t.close())

const tagged = async (query: string) => names((await list(t, undefined, `limit=50&${query}`)).body)

/** The unfiltered list's order, kept to the given Seens. */
async function inListOrder(shortNames: string[]) {
  const all = await tagged('offset=0')
  return all.filter((name) => shortNames.includes(name))
}

async function like(shortName: string) {
  const res = await api(t.app, fan.jar).post('/api/seen/like', { seenShortName: shortName })
  expect(res.status).toBe(200)
}

/** Rows of seen_tags and seen_tag_pairs whose score, or whose very existence, is wrong. */
async function copiesDiffering(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(sql`select
    (select count(*) from seen_tags st join seens s on s.id = st.seen_id
      where st.trending_score is distinct from s.trending_score)
    + (select count(*) from (
        (select a.seen_id, a.tag, b.tag, s.trending_score from seen_tags a
          join seen_tags b on b.seen_id = a.seen_id and a.tag < b.tag
          join seens s on s.id = a.seen_id
        except select seen_id, tag_a, tag_b, trending_score from seen_tag_pairs)
        union all
        (select seen_id, tag_a, tag_b, trending_score from seen_tag_pairs
        except select a.seen_id, a.tag, b.tag, s.trending_score from seen_tags a
          join seen_tags b on b.seen_id = a.seen_id and a.tag < b.tag
          join seens s on s.id = a.seen_id)) d)
    as n`)
  return Number(rows[0]?.n ?? -1)
}

describe('the tag filter follows the trending order', () => {
  it('lists the Seens carrying every tag in trending order', async () => {
    expect(await tagged('tag1=jazz&tag2=rock')).toEqual([seen.b, seen.a])
    expect(await tagged('tag1=jazz')).toEqual([seen.c, seen.b, seen.a])
    expect(await copiesDiffering()).toBe(0)
  })

  it('a like that lifts a Seen lifts it in the tag-filtered list too', async () => {
    t.clock.advance(DAY)
    await like(seen.a)
    expect(await tagged('tag1=jazz&tag2=rock')).toEqual([seen.a, seen.b])
    expect(await tagged('tag1=rock&tag2=jazz')).toEqual([seen.a, seen.b])
    expect(await tagged('tag1=jazz')).toEqual([seen.a, seen.c, seen.b])
    expect(await tagged('tag1=jazz')).toEqual(await inListOrder([seen.a, seen.b, seen.c]))
    expect(await copiesDiffering()).toBe(0)
  })

  it('a tag added by an edit puts the Seen at its place in that tag’s list', async () => {
    const res = await api(t.app, host.jar).post('/api/seen', {
      createSeenRecord: await seenRecord(t, { shortName: seen.c, headline: 'C #jazz #rock' }),
    })
    expect(res.status).toBe(200)
    expect(await tagged('tag1=jazz&tag2=rock')).toEqual([seen.a, seen.c, seen.b])
    expect(await copiesDiffering()).toBe(0)
  })

  it('then a like moves it within that list', async () => {
    t.clock.advance(DAY)
    await like(seen.b)
    const order = [seen.b, seen.a, seen.c]
    expect(await tagged('tag1=jazz&tag2=rock')).toEqual(order)
    expect(await tagged('tag1=rock')).toEqual(order)
    expect(await inListOrder(order)).toEqual(order)
    expect(await copiesDiffering()).toBe(0)
  })

  it('three tags list only the Seens carrying all three, in order', async () => {
    const pop = await createSeen(t, host, { headline: 'D #jazz #rock #pop' })
    await createSeen(t, host, { headline: 'E #jazz #pop' })
    expect(await tagged('tag1=pop&tag2=jazz&tag3=rock')).toEqual([pop])
    expect(await tagged('tag1=rock&tag2=jazz&tag3=rock')).toEqual(
      await inListOrder([pop, seen.a, seen.b, seen.c]),
    )
    expect(await copiesDiffering()).toBe(0)
  })

  it('a tag taken away by an edit takes the Seen out of every list with that tag', async () => {
    const res = await api(t.app, host.jar).post('/api/seen', {
      createSeenRecord: await seenRecord(t, { shortName: seen.a, headline: 'A #jazz' }),
    })
    expect(res.status).toBe(200)
    expect(await tagged('tag1=jazz&tag2=rock')).not.toContain(seen.a)
    expect(await tagged('tag1=rock')).not.toContain(seen.a)
    expect(await tagged('tag1=jazz')).toContain(seen.a)
    expect(await copiesDiffering()).toBe(0)
  })
})
