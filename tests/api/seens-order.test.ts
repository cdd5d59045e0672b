import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, createTestApp, type TestApp } from './helpers'
import { DAY, HOUR, insertSeen, list, names, register, type TestUser } from './seens-fixtures'

let t: TestApp
let alice: TestUser
let bob: TestUser
const all: { shortName: string; id: string; score: number }[] = []

beforeAll(async () => {
  t = await createTestApp()
  alice = await register(t, 'order_alice')
  bob = await register(t, 'order_bob')
  // 40 public Seens with only four distinct scores: most of the order rests on the id tie-break.
  for (let i = 0; i < 40; i++) {
    const score = [10, 20, 20, 30][i % 4] ?? 0
    all.push({ ...(await insertSeen(t, alice.id, { score })), score })
  }
  // Private Seens of alice interleave with her public ones in her own list.
  for (let i = 0; i < 6; i++) {
    const score = [15, 20, 25][i % 3] ?? 0
    all.push({ ...(await insertSeen(t, alice.id, { score, type: 4 + (i % 3) })), score })
  }
})
afterAll(() => t.close())

const expectedOrder = (entries: typeof all) =>
  [...entries]
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((entry) => entry.shortName)

async function pages(user: TestUser | undefined, pageSize: number, query = '') {
  const seen: string[] = []
  for (let offset = 0; ; offset += pageSize) {
    const { status, body } = await list(t, user?.jar, `limit=${pageSize}&offset=${offset}${query}`)
    expect(status).toBe(200)
    seen.push(...names(body))
    if (body.seenList.length < pageSize) return seen
  }
}

describe('trending order and paging', () => {
  it('orders by trending score, ties by id, for a guest', async () => {
    const publicOnes = all.slice(0, 40)
    const { body } = await list(t, undefined, 'limit=50')
    expect(names(body)).toEqual(expectedOrder(publicOnes))
  })

  it('page after page never repeats or skips a Seen (guest, 15 per page)', async () => {
    const walked = await pages(undefined, 15)
    expect(walked).toEqual(expectedOrder(all.slice(0, 40)))
    expect(new Set(walked).size).toBe(40)
  })

  it('merges the creator’s private Seens into the same order across pages', async () => {
    for (const size of [7, 15]) {
      const walked = await pages(alice, size)
      expect(walked).toEqual(expectedOrder(all))
    }
  })

  it('an offset past the end is an empty page', async () => {
    const { status, body } = await list(t, undefined, 'offset=10000')
    expect(status).toBe(200)
    expect(body.seenList).toEqual([])
  })
})

describe('trending score moves with interactions', () => {
  it('a like lifts a Seen above older activity; unliking lowers it again', async () => {
    const low = all[0]
    if (!low) throw new Error('no seen')
    t.clock.advance(2 * DAY)
    try {
      const res = await api(t.app, bob.jar).post('/api/seen/like', { seenShortName: low.shortName })
      expect(res.status).toBe(200)
      const first = names((await list(t, undefined, 'limit=1')).body)
      expect(first).toEqual([low.shortName])
      t.clock.advance(HOUR)
      await api(t.app, bob.jar).post('/api/seen/like', {
        seenShortName: low.shortName,
        like: false,
      })
      // Still fresh (activity time kept) but without the like's weight; nothing else moved.
      expect(names((await list(t, undefined, 'limit=1')).body)).toEqual([low.shortName])
    } finally {
      t.clock.advance(-2 * DAY - HOUR)
    }
  })
})
