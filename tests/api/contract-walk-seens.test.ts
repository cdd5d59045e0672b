/**
 * Every Seen and appearance read of docs/product.md#calls, as every kind of viewer, over Seens that
 * mix guest and user posts in every state; `api()` reads each answer with the client's schema, so
 * an answer the client would refuse (a null where it expects a boolean) fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_FILTERS } from '~/shared/appearance-messages'
import { buildWorld, type World } from './contract-walk-seens.fixtures'
import { api, createTestApp, type TestApp } from './helpers'

let t: TestApp
let w: World
beforeAll(async () => {
  t = await createTestApp()
  w = await buildWorld(t)
}, 60_000)
afterAll(() => t.close())

type Item = { appearanceShortName: string; headline: string; isOwner: boolean }
type Body = { seen?: { appearances: Item[]; isCreator: boolean }; appearances?: Item[] }

async function read(jar: World['viewers'][number]['jar'], path: string) {
  const res = await api(t.app, jar).get(path)
  return { status: res.status, body: (await res.json()) as Body }
}

/** Every page of a Seen's appearance list (15 at a time) as this viewer. */
async function wholeList(jar: World['viewers'][number]['jar'], shortName: string, query = '') {
  const all: Item[] = []
  for (let offset = 0; ; offset += 15) {
    const { status, body } = await read(
      jar,
      `/api/appearance/list/${shortName}?limit=15&offset=${offset}${query}`,
    )
    expect(status).toBe(200)
    all.push(...(body.appearances ?? []))
    if ((body.appearances ?? []).length < 15) return all
  }
}

describe('every viewer reads every Seen', () => {
  it.each([0, 1, 2, 3, 4, 5, 6])(
    'viewer %#: detail and whole list of every Seen parse',
    async (i) => {
      const viewer = w.viewers[i]
      if (!viewer) throw new Error('no viewer')
      for (const shortName of [w.mixed, w.empty, w.single, w.hundred]) {
        const detail = await read(viewer.jar, `/api/seen/${shortName}?limit=15&offset=0`)
        expect(detail.status, `${viewer.name} opens ${shortName}`).toBe(200)
        const list = await wholeList(viewer.jar, shortName)
        for (const item of list) {
          const opened = await read(viewer.jar, `/api/appearance/${item.appearanceShortName}`)
          expect(opened.status, `${viewer.name} opens ${item.headline}`).toBe(200)
        }
      }
    },
  )

  it.each([0, 1, 2, 3, 4, 5, 6])(
    'viewer %#: sees in the mixed Seen exactly what docs/product.md#roles allows',
    async (i) => {
      const viewer = w.viewers[i]
      if (!viewer) throw new Error('no viewer')
      const list = await wholeList(viewer.jar, w.mixed)
      expect(list.map((a) => a.headline).sort(), viewer.name).toEqual(
        [...viewer.seesInMixed].sort(),
      )
      const detail = await read(viewer.jar, `/api/seen/${w.mixed}?limit=15&offset=0`)
      expect(detail.body.seen?.appearances.map((a) => a.headline).sort()).toEqual(
        [...viewer.seesInMixed].sort(),
      )
    },
  )

  it('marks as owned exactly the posts of the viewer (user id or guest session)', async () => {
    const owned = async (jar: World['viewers'][number]['jar']) =>
      (await wholeList(jar, w.mixed, '&filter=all')).filter((a) => a.isOwner).map((a) => a.headline)
    expect((await owned(w.guestJar)).sort()).toEqual([
      'guest approved',
      'guest pending',
      'guest rejected',
    ])
    expect((await owned(w.member.jar)).sort()).toEqual([
      'member approved',
      'member hidden',
      'member pending',
    ])
    expect(await owned(w.creator.jar)).toEqual(['creator own'])
    expect(await owned(w.stranger.jar)).toEqual([])
    expect(await owned(undefined)).toEqual([])
  })

  it('the 100-appearance Seen pages through every visible row once, for each viewer', async () => {
    const counts: number[] = []
    for (const viewer of w.viewers) {
      const list = await wholeList(viewer.jar, w.hundred)
      expect(new Set(list.map((a) => a.appearanceShortName)).size).toBe(list.length)
      counts.push(list.length)
    }
    // Not moderated: everyone sees the 80 that are not hidden; the creator all 100; an owner
    // also their own hidden ones.
    expect(counts).toEqual([80, 80, 80, 85, 80, 85, 100])
  })
})

describe('the creator reviews with every filter', () => {
  const expected: Record<string, string[]> = {
    all: [
      'creator own',
      'guest approved',
      'guest pending',
      'guest rejected',
      'member approved',
      'member hidden',
      'member pending',
      'other guest approved',
    ],
    pending: ['guest pending', 'member pending'],
    approved: [
      'creator own',
      'guest approved',
      'member approved',
      'member hidden',
      'other guest approved',
    ],
    rejected: ['guest rejected'],
  }

  it.each(REVIEW_FILTERS.filter((f) => f !== 'viewer'))(
    'filter %s lists what it names and parses',
    async (filter) => {
      const list = await wholeList(w.creator.jar, w.mixed, `&filter=${filter}`)
      expect(list.map((a) => a.headline).sort()).toEqual(expected[filter])
    },
  )

  it('approves a guest’s pending appearance from the pending list', async () => {
    const [pending] = (await wholeList(w.creator.jar, w.mixed, '&filter=pending')).filter(
      (a) => a.headline === 'guest pending',
    )
    const res = await api(t.app, w.creator.jar).post(
      `/api/appearance/approve/${pending?.appearanceShortName}`,
      { approve: true },
    )
    expect(res.status).toBe(200)
    const seen = await wholeList(undefined, w.mixed)
    expect(seen.map((a) => a.headline)).toContain('guest pending')
  })
})
