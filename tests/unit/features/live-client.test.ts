import { describe, expect, it } from 'vitest'
import {
  initialQueue,
  insertNext,
  removeHeld,
} from '~/features/appearances/slideshow/slideshow-queue'
import { backoffMs } from '~/features/live/live-connection'
import { createSseParser, type SseMessage } from '~/features/live/sse-parser'
import { addToWall, WALL_MAX, wallAfterRemoval } from '~/features/live/wall-model'
import { SLIDESHOW } from '~/shared/constants'
import type { Appearance } from '~/shared/schemas/appearance'
import { appearanceFixture } from './appearance-fixture'

const photo = (name: string, overrides: Partial<Appearance> = {}) =>
  appearanceFixture(name, { appearanceShortName: name, isApproved: true, ...overrides })

describe('reading the live stream', () => {
  it('puts events together across chunks, with ids, and skips heartbeats', () => {
    const got: SseMessage[] = []
    const push = createSseParser((message) => got.push(message))
    push('retry: 3000\n\n: ping\n\nid: 7\nevent: pend')
    push('ing\ndata: {"appearances":1,')
    push('"joinRequests":0}\n\nid: 8\r\nevent: counts\r\ndata: {}\r\n\r\n')
    expect(got).toEqual([
      { id: '7', event: 'pending', data: '{"appearances":1,"joinRequests":0}' },
      { id: '8', event: 'counts', data: '{}' },
    ])
  })

  it('backs off from 1 s, doubling to at most 30 s, with jitter', () => {
    expect(backoffMs(0, () => 0.5)).toBe(1000)
    expect(backoffMs(3, () => 0.5)).toBe(8000)
    expect(backoffMs(20, () => 0.5)).toBe(30_000)
    expect(backoffMs(0, () => 0)).toBe(750)
    expect(backoffMs(0, () => 1)).toBe(1250)
  })
})

describe('the slideshow and live arrivals', () => {
  it('shows a new photo next and keeps the current slide', () => {
    const state = { ...initialQueue([photo('a'), photo('b'), photo('c')]), position: 2 }
    const next = insertNext(state, photo('new'))
    expect(next.held.map((a) => a.appearanceShortName)).toEqual(['a', 'b', 'new', 'c'])
    expect(next.held[next.position - 1]?.appearanceShortName).toBe('b')
  })

  it('keeps the product’s cap of 100, dropping the oldest', () => {
    const full = initialQueue(Array.from({ length: SLIDESHOW.maxHeld }, (_, i) => photo(`p${i}`)))
    const next = insertNext(full, photo('new'))
    expect(next.held).toHaveLength(SLIDESHOW.maxHeld)
    expect(next.held.some((a) => a.appearanceShortName === `p${SLIDESHOW.maxHeld - 1}`)).toBe(false)
  })

  it('updates a held photo in place and drops one that was hidden', () => {
    const state = initialQueue([photo('a'), photo('b')])
    expect(insertNext(state, photo('a', { headline: 'edited' })).held[0]?.headline).toBe('edited')
    expect(removeHeld(state, 'a').held.map((a) => a.appearanceShortName)).toEqual(['b'])
  })
})

describe('the wall', () => {
  const open = { requiresApproval: false }
  it('highlights the newest arrival and holds a fixed number of photos', () => {
    let wall = addToWall({ items: [], newest: null }, open, [photo('first')])
    expect(wall.newest).toBeNull()
    for (let i = 0; i < WALL_MAX + 10; i++) wall = addToWall(wall, open, [photo(`n${i}`)], true)
    expect(wall.items).toHaveLength(WALL_MAX)
    expect(wall.newest).toBe(`n${WALL_MAX + 9}`)
    expect(wall.items[0]?.appearanceShortName).toBe(wall.newest)
  })

  it('shows nothing hidden or awaiting review, and lets removed photos go', () => {
    const moderated = { requiresApproval: true }
    const wall = addToWall({ items: [], newest: null }, moderated, [
      photo('pending', { isApproved: false }),
      photo('hidden', { isHidden: true }),
      photo('ok'),
    ])
    expect(wall.items.map((a) => a.appearanceShortName)).toEqual(['ok'])
    expect(wallAfterRemoval(wall, 'ok').items).toEqual([])
  })
})
