/** Shared set-up for the appearance API tests: live Seens of each type, records, calls. */
import { eq } from 'drizzle-orm'
import { memberships, seens } from '~/server/db/schema'
import { api, type CookieJar, type TestApp } from './helpers'
import { HOUR, insertSeen, type TestUser, tinyPhoto } from './seens-fixtures'

export interface SeenOptions {
  type?: number
  live?: boolean
  requiresApproval?: boolean
}

/** A Seen by `creator`: live (started an hour ago) unless `live: false` (starts tomorrow). */
export async function makeSeen(t: TestApp, creator: TestUser, options: SeenOptions = {}) {
  const start = new Date(t.clock.now().getTime() + (options.live === false ? 24 : -1) * HOUR)
  const seen = await insertSeen(t, creator.id, { type: options.type ?? 1, start })
  if (options.requiresApproval) {
    await t.db.update(seens).set({ requiresApproval: true }).where(eq(seens.id, seen.id))
  }
  return seen
}

export const addMember = (t: TestApp, user: TestUser, seenId: string) =>
  t.db.insert(memberships).values({ userId: user.id, seenId, joinedVia: 'invitation' })

/** A valid docs/product.md#validation appearance record for a new appearance. */
export async function appearanceRecord(
  seenShortName: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    appearanceShortName: '-new-',
    seenShortName,
    displayUserName: 'Dancing Queen',
    headline: 'On the dance floor #party',
    caption: 'What a night!\nSee you next year.',
    relativeLocation: 1,
    hasPhoto: true,
    imageInfo: { image: await tinyPhoto() },
    ...overrides,
  }
}

export interface Reply {
  status: number
  body: Record<string, unknown> & {
    appearanceRecord?: Record<string, unknown> & { appearanceShortName: string }
    appearances?: (Record<string, unknown> & { appearanceShortName: string; headline: string })[]
    errors?: Record<string, string[]>
  }
}

async function reply(res: Response): Promise<Reply> {
  return { status: res.status, body: (await res.json()) as Reply['body'] }
}

export const call = (t: TestApp, jar?: CookieJar) => ({
  post: async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    reply(await api(t.app, jar).post(path, body, { headers })),
  get: async (path: string) => reply(await api(t.app, jar).get(path)),
})

/** POST /api/appearance with a record; returns status and body. */
export const postAppearance = (t: TestApp, jar: CookieJar | undefined, record: unknown) =>
  call(t, jar).post('/api/appearance', { appearanceRecord: record })

/** Post a new appearance that must succeed; returns its short name. */
export async function makeAppearance(
  t: TestApp,
  jar: CookieJar | undefined,
  seenShortName: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await postAppearance(t, jar, await appearanceRecord(seenShortName, overrides))
  if (res.status !== 200) throw new Error(`appearance not made: ${JSON.stringify(res.body)}`)
  return res.body.appearanceRecord?.appearanceShortName ?? ''
}

/** Headlines of a Seen's list as `jar` sees it. */
export async function listHeadlines(
  t: TestApp,
  jar: CookieJar | undefined,
  seenShortName: string,
  query = '',
) {
  const res = await call(t, jar).get(`/api/appearance/list/${seenShortName}?limit=50${query}`)
  return (res.body.appearances ?? []).map((a) => a.headline).sort()
}
