import path from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quickDraft, withQuickDefaults } from '~/features/appearances/form/add-photos'
import { recordOf } from '~/features/appearances/form/form-model'
import { seedDemo } from '~/server/demo/seed'
import { silentLogger } from '~/server/logger'
import { createLocalDiskStorage } from '~/server/storage'
import { DEMO_GUEST_SEEN_SHORT_NAME } from '~/shared/demo-seen'
import { isLive } from '~/shared/live'
import {
  type AppearanceRecordInput,
  appearanceListResponse,
  appearanceRecordResponse,
} from '~/shared/schemas/appearance'
import { seenListResponse } from '~/shared/schemas/seen'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'
import { tinyPhoto } from './seens-fixtures'

const DAY = 86_400_000
let t: TestApp
beforeAll(async () => {
  // No read cache: the clock moves between reads of the same Seen.
  t = await createTestApp({ env: { READ_CACHE_MS: '0' } })
  const storage = createLocalDiskStorage(path.join(t.config.dataDir, 'media'))
  expect(await seedDemo(t.db, silentLogger, storage, t.clock.now())).toBe(true)
})
afterAll(() => t.close())

const detail = async (jar?: CookieJar) => {
  const res = await api(t.app, jar).get(`/api/seen/${DEMO_GUEST_SEEN_SHORT_NAME}?limit=15&offset=0`)
  expect(res.status).toBe(200)
  return v.parse(seenDetailResponse, await res.json()).seen
}

/** What the Seen page's quick form sends for one photo: a name, the rest its defaults. */
async function quickRecord(name: string): Promise<AppearanceRecordInput> {
  const photo = {
    base64: await tinyPhoto(),
    contentType: 'image/jpeg',
    name: 'p.jpg',
    previewUrl: '',
  }
  const draft = { ...quickDraft(DEMO_GUEST_SEEN_SHORT_NAME, name), photo }
  return recordOf(withQuickDefaults(draft, 'Summer Garden Party'))
}

describe('the demo’s guest Seen', () => {
  it('is live, public, without approval, listed, and an anonymous guest may post to it', async () => {
    const seen = await detail()
    expect(seen).toMatchObject({
      shortName: DEMO_GUEST_SEEN_SHORT_NAME,
      seenName: 'Summer Garden Party',
      seenAccessibilityType: 1,
      requiresApproval: false,
      canPostAppearance: true,
      isMember: false,
    })
    expect(isLive(seen, t.clock.now())).toBe(true)
    // Demo users' and guests' photos side by side, and a guest's clip.
    expect(seen.appearances.map((a) => a.displayUserName).sort()).toEqual([
      'Alice',
      'Priya (guest)',
      'Sam (guest)',
    ])
    expect(seen.appearances.filter((a) => a.kind === 'clip')).toHaveLength(1)
    const list = await api(t.app).get('/api/seen/trendinglist?limit=50&offset=0')
    const names = v.parse(seenListResponse, await list.json()).seenList.map((s) => s.shortName)
    expect(names).toContain(DEMO_GUEST_SEEN_SHORT_NAME)
  })

  it('takes a guest’s quick post: published at once, the guest’s own, seen by everyone', async () => {
    const nora = new CookieJar()
    const res = await api(t.app, nora).post('/api/appearance', {
      appearanceRecord: await quickRecord('Nora'),
    })
    expect(res.status).toBe(200)
    const posted = v.parse(appearanceRecordResponse, await res.json()).appearanceRecord
    expect(posted).toMatchObject({
      displayUserName: 'Nora',
      headline: 'Summer Garden Party',
      caption: 'Shared by Nora',
      relativeLocation: 1,
      isOwner: true,
      createdBy: null,
      isApproved: true,
    })
    const stranger = await api(t.app, new CookieJar()).get(
      `/api/appearance/list/${DEMO_GUEST_SEEN_SHORT_NAME}?limit=15&offset=0`,
    )
    const seenByStranger = v.parse(appearanceListResponse, await stranger.json()).appearances
    expect(seenByStranger.find((a) => a.displayUserName === 'Nora')?.isOwner).toBe(false)
    expect(seenByStranger).toHaveLength(4)
    expect((await detail(nora)).canPostAppearance).toBe(true)
  })

  it('stays open for 90 days after the seeding, then closes like any Seen', async () => {
    const seededAt = t.clock.now().getTime()
    t.clock.set(new Date(seededAt + 90 * DAY))
    expect((await detail()).canPostAppearance).toBe(true)
    t.clock.set(new Date(seededAt + 92 * DAY))
    expect((await detail()).canPostAppearance).toBe(false)
    const late = await api(t.app, new CookieJar()).post('/api/appearance', {
      appearanceRecord: await quickRecord('Late'),
    })
    expect(late.status).toBe(403)
    t.clock.set(new Date(seededAt))
  })
})
