import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordTimelineEvent } from '~/server/people/timeline'
import { api, createTestApp, type TestApp } from './helpers'
import { createSeen, DAY, insertSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let guestless: TestUser
beforeAll(async () => {
  t = await createTestApp()
  t.clock.set('2026-11-20T10:00:00.000Z')
  host = await register(t, 'timeline_host')
  guestless = await register(t, 'timeline_empty')
})
afterAll(() => t.close())

type TimelineBody = {
  success: boolean
  timelineEvents: Record<string, unknown>[]
  hasNext: boolean
  totalPages: number
  totalCount: number
  errors?: Record<string, string[]>
}

async function timeline(user: TestUser | undefined, query = 'pageNumber=1&pageSize=20') {
  const res = await api(t.app, user?.jar).get(`/api/timeline?${query}`)
  return { status: res.status, body: (await res.json()) as TimelineBody }
}

describe('GET /api/timeline', () => {
  it('is empty for a new user', async () => {
    expect((await timeline(guestless)).body).toEqual({
      success: true,
      timelineEvents: [],
      hasNext: false,
      totalPages: 0,
      totalCount: 0,
    })
  })

  it('shows a created Seen as a CreatedSeen event', async () => {
    const shortName = await createSeen(t, host)
    const { status, body } = await timeline(host)
    expect(status).toBe(200)
    expect(body.timelineEvents).toEqual([
      {
        id: expect.any(String),
        eventType: 'CreatedSeen',
        hitCount: 1,
        details: 'Created the Seen “Garden Concert”',
        eventDate: '2026-11-20T10:00:00.000Z',
        seenShortName: shortName,
        timeZoneId: 'Europe/Paris',
      },
    ])
    expect(body.totalCount).toBe(1)
  })

  it('groups one event type per Seen per UTC day and counts hits', async () => {
    const seen = await insertSeen(t, host.id, { name: 'Harbour Walk' })
    const at = (iso: string) => new Date(iso)
    const record = (iso: string) =>
      recordTimelineEvent(t.db, {
        userId: host.id,
        eventType: 'MadeAppearance',
        seenId: seen.id,
        at: at(iso),
      })
    await record('2026-11-20T11:00:00.000Z')
    await record('2026-11-20T23:59:00.000Z')
    await record('2026-11-20T12:00:00.000Z')
    await record('2026-11-21T00:01:00.000Z')
    const { body } = await timeline(host)
    const appearances = body.timelineEvents.filter((e) => e.eventType === 'MadeAppearance')
    expect(appearances).toEqual([
      expect.objectContaining({
        hitCount: 1,
        eventDate: '2026-11-21T00:01:00.000Z',
        details: 'Made an appearance at “Harbour Walk”',
      }),
      expect.objectContaining({
        hitCount: 3,
        eventDate: '2026-11-20T23:59:00.000Z',
        details: 'Made 3 appearances at “Harbour Walk”',
        seenShortName: seen.shortName,
      }),
    ])
  })

  it('pages by 20, newest first, with hasNext and totals', async () => {
    const user = await register(t, 'timeline_busy')
    const start = new Date('2026-10-01T09:00:00.000Z').getTime()
    for (let i = 0; i < 45; i++) {
      const seen = await insertSeen(t, user.id, { name: `Seen number ${i}` })
      await recordTimelineEvent(t.db, {
        userId: user.id,
        eventType: 'UserMembership',
        seenId: seen.id,
        at: new Date(start + i * DAY),
      })
    }
    const first = await timeline(user, 'pageNumber=1&pageSize=20')
    expect(first.body.timelineEvents).toHaveLength(20)
    expect(first.body).toMatchObject({ hasNext: true, totalPages: 3, totalCount: 45 })
    expect(first.body.timelineEvents[0]?.details).toBe('Became a member of “Seen number 44”')
    const third = await timeline(user, 'pageNumber=3&pageSize=20')
    expect(third.body.timelineEvents).toHaveLength(5)
    expect(third.body.hasNext).toBe(false)
    expect(third.body.timelineEvents.at(-1)?.details).toBe('Became a member of “Seen number 0”')
    const all = [1, 2, 3].map((n) => timeline(user, `pageNumber=${n}&pageSize=20`))
    const ids = (await Promise.all(all)).flatMap((page) =>
      page.body.timelineEvents.map((e) => e.id),
    )
    expect(new Set(ids).size).toBe(45)
    expect((await timeline(user, 'pageNumber=4&pageSize=20')).body.timelineEvents).toEqual([])
  })

  it.each([
    ['page 0', 'pageNumber=0&pageSize=20'],
    ['page 10,000', 'pageNumber=10000&pageSize=20'],
    ['a page that is not a number', 'pageNumber=abc&pageSize=20'],
    ['a page size other than 20', 'pageNumber=1&pageSize=500'],
  ])('refuses %s with 400', async (_, query) => {
    const { status, body } = await timeline(host, query)
    expect(status).toBe(400)
    expect(body.success).toBe(false)
  })

  it('refuses a guest', async () => {
    expect((await timeline(undefined)).status).toBe(401)
  })
})
