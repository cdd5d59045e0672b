import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DRAW_AHEAD_MARGIN,
  DRAW_REST_AFTER_MS,
  DRAW_SLICE,
  useDrawnCount,
} from '~/lib/use-drawn-count'

interface Props {
  list: string
  total: number
  all?: boolean
}

const FIRST = 2

/** The element after the drawn cards: jsdom has no IntersectionObserver unless a test adds one. */
const end = { current: document.createElement('div') }

function render(initial: Props) {
  return renderHook(
    ({ list, total, all = false }: Props) => useDrawnCount(list, total, FIRST, all, end),
    { initialProps: initial },
  )
}

/** Runs the next pending task (one slice of cards). */
const nextTask = () => act(() => vi.advanceTimersToNextTimer())

/** Runs task after task until no slice is left to draw. */
async function drawAll() {
  while (vi.getTimerCount() > 0) await nextTask()
}

describe('useDrawnCount: a page of cards drawn a slice per task', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('draws the first cards at once, then one slice per task until all are drawn', async () => {
    const { result } = render({ list: 'trending', total: 7 })
    expect(result.current).toBe(FIRST)
    const seen = [result.current]
    while (result.current < 7) {
      await nextTask()
      seen.push(result.current)
    }
    // Each task adds one slice: 2, 2 + slice, … up to 7.
    const expected = [FIRST]
    for (let n = FIRST + DRAW_SLICE; n < 7 + DRAW_SLICE; n += DRAW_SLICE)
      expected.push(Math.min(7, n))
    expect(seen).toEqual(expected)
    // Nothing is left to schedule once every card is drawn.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('never counts more cards than the list has', () => {
    const { result } = render({ list: 'trending', total: 1 })
    expect(result.current).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('draws every card at once when the list goes back to a remembered position', () => {
    const { result } = render({ list: 'trending', total: 30, all: true })
    expect(result.current).toBe(30)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('goes on from where it was when the next page arrives, a slice per task', async () => {
    const { result, rerender } = render({ list: 'trending', total: 3 })
    await drawAll()
    expect(result.current).toBe(3)
    rerender({ list: 'trending', total: 18 })
    expect(result.current).toBe(3)
    await nextTask()
    expect(result.current).toBe(3 + DRAW_SLICE)
  })

  it('starts again from the first cards for another list (other filters)', async () => {
    const { result, rerender } = render({ list: 'trending', total: 10 })
    await drawAll()
    expect(result.current).toBe(10)
    rerender({ list: 'bookmarked', total: 10 })
    expect(result.current).toBe(FIRST)
    await drawAll()
    expect(result.current).toBe(10)
  })
})

/**
 * An IntersectionObserver whose answer the test sets: `endNear` says whether the list's end is
 * within the observer's margin, reported to each observer as it starts, as the browser does.
 */
class FakeObserver {
  static endNear = false
  static margins: string[] = []
  static live = new Set<FakeObserver>()
  private target: Element | null = null
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    FakeObserver.margins.push(options?.rootMargin ?? '')
  }
  /** A scroll moved the end: every observer hears where it is now. */
  static scrolled(near: boolean) {
    FakeObserver.endNear = near
    for (const observer of FakeObserver.live) observer.report()
  }
  report() {
    if (!this.target) return
    const entry = { isIntersecting: FakeObserver.endNear, target: this.target }
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
  observe(target: Element) {
    this.target = target
    FakeObserver.live.add(this)
    queueMicrotask(() => this.report())
  }
  disconnect() {
    FakeObserver.live.delete(this)
  }
}

describe('useDrawnCount: cards far below the view wait', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    FakeObserver.endNear = false
    FakeObserver.margins = []
    FakeObserver.live.clear()
    vi.stubGlobal('IntersectionObserver', FakeObserver)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /** Lets the observer report and any card due at once be drawn, without the idle wait. */
  const settle = async () => {
    for (let i = 0; i < 20; i++) await act(() => vi.advanceTimersByTimeAsync(0))
  }

  it('draws on while the end is within a screen below the view, and stops once it is not', async () => {
    FakeObserver.endNear = true
    const { result } = render({ list: 'trending', total: 15 })
    await act(() => vi.advanceTimersByTimeAsync(0))
    await act(() => vi.advanceTimersByTimeAsync(0))
    const whileNear = result.current
    expect(whileNear).toBeGreaterThan(FIRST)
    act(() => FakeObserver.scrolled(false))
    await settle()
    // One more card at most (the one already due), then nothing while the end stays far.
    const stopped = result.current
    expect(stopped).toBeLessThanOrEqual(whileNear + DRAW_SLICE)
    expect(stopped).toBeLessThan(15)
    expect(FakeObserver.margins.every((margin) => margin === DRAW_AHEAD_MARGIN)).toBe(true)
  })

  it('draws nothing beyond the first cards while the end is far, until a scroll brings it near', async () => {
    const { result } = render({ list: 'trending', total: 15 })
    await settle()
    expect(result.current).toBe(FIRST)
    act(() => FakeObserver.scrolled(true))
    await settle()
    expect(result.current).toBe(15)
  })

  it('draws the rest at the first idle moment after the wait, a slice per task', async () => {
    const waiting: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback))
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const { result } = render({ list: 'trending', total: 15 })
    await settle()
    expect(result.current).toBe(FIRST)
    await act(() => vi.advanceTimersByTimeAsync(DRAW_REST_AFTER_MS - 1))
    expect(waiting).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    // The wait is over; the cards still wait for the browser to be idle.
    await settle()
    expect(result.current).toBe(FIRST)
    expect(waiting).toHaveLength(1)
    act(() => waiting.shift()?.({ didTimeout: false, timeRemaining: () => 10 }))
    await settle()
    expect(result.current).toBe(15)
  })
})
