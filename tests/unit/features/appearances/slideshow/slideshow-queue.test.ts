import { describe, expect, it } from 'vitest'
import {
  addNewer,
  addOlder,
  initialQueue,
  type QueueState,
  shouldLoadMore,
  slideCount,
  step,
  tick,
} from '~/features/appearances/slideshow/slideshow-queue'
import { appearanceFixture } from '../../appearance-fixture'

// Named by its short name: the queue tells appearances apart by it.
const make = (name: string) => appearanceFixture(name, { appearanceShortName: name })
const page = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => make(`${prefix}${i}`))
const names = (state: QueueState) => state.held.map((a) => a.appearanceShortName)
const ticks = (state: QueueState, n: number) => {
  let s = state
  for (let i = 0; i < n; i++) s = tick(s)
  return s
}

describe('slideshow cycle order', () => {
  it('shows the main image, then each appearance, then repeats', () => {
    let state = initialQueue(page('a', 3))
    const seen: number[] = [state.position]
    for (let i = 0; i < 8; i++) {
      state = tick(state)
      seen.push(state.position)
    }
    expect(seen).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0])
  })

  it('with no appearances, the main image stays', () => {
    expect(tick(initialQueue([])).position).toBe(0)
  })

  it('arrow steps wrap both ways', () => {
    const state = initialQueue(page('a', 2))
    expect(step(state, -1).position).toBe(2)
    expect(step(step(state, 1), 1).position).toBe(2)
    expect(step(step(step(state, 1), 1), 1).position).toBe(0)
  })
})

describe('loading more', () => {
  it('loads every third interval while a full first page suggests more', () => {
    const state = initialQueue(page('a', 15))
    const due = [1, 2, 3, 4, 5, 6, 7, 9].map((n) => shouldLoadMore(ticks(state, n)))
    expect(due).toEqual([false, false, true, false, false, true, false, true])
    expect(shouldLoadMore(state)).toBe(false)
  })

  it('stops when a page comes back short', () => {
    expect(shouldLoadMore(ticks(initialQueue(page('a', 4)), 3))).toBe(false)
    const after = addOlder(ticks(initialQueue(page('a', 15)), 3), page('b', 7))
    expect(after.exhausted).toBe(true)
    expect(shouldLoadMore(ticks(after, 3))).toBe(false)
  })

  it('stops at 100 held and never holds more than 100', () => {
    let state = initialQueue(page('p0-', 15))
    for (let p = 1; p < 8; p++) state = addOlder(ticks(state, 3), page(`p${p}-`, 15))
    expect(state.held).toHaveLength(100)
    expect(shouldLoadMore(ticks(state, 3))).toBe(false)
    expect(state.nextOffset).toBe(120)
  })

  it('appends only appearances not held yet and keeps the current slide', () => {
    let state = tick(tick(initialQueue(page('a', 15))))
    expect(state.position).toBe(2)
    state = addOlder(state, [make('a3'), make('b0')])
    expect(names(state).slice(-2)).toEqual(['a14', 'b0'])
    expect(state.position).toBe(2)
  })
})

describe('new appearances (60 s check)', () => {
  it('puts new ones first, drops the oldest past 100, keeps the current slide', () => {
    let state = initialQueue(page('old', 15))
    for (let p = 0; p < 6; p++) state = addOlder(state, page(`more${p}-`, 15))
    expect(state.held).toHaveLength(100)
    state = tick(tick(state))
    const showing = state.held[state.position - 1]?.appearanceShortName
    state = addNewer(state, [make('new1'), make('new2'), make('old0')])
    expect(names(state).slice(0, 3)).toEqual(['new1', 'new2', 'old0'])
    expect(state.held).toHaveLength(100)
    expect(names(state)).not.toContain('more5-14')
    expect(state.held[state.position - 1]?.appearanceShortName).toBe(showing)
    expect(slideCount(state)).toBe(101)
  })

  it('nothing new changes nothing', () => {
    const state = initialQueue(page('a', 3))
    expect(addNewer(state, page('a', 3))).toBe(state)
  })
})
