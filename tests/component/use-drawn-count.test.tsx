import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DRAW_SLICE, useDrawnCount } from '~/lib/use-drawn-count'

interface Props {
  list: string
  total: number
  all?: boolean
}

const FIRST = 2

function render(initial: Props) {
  return renderHook(
    ({ list, total, all = false }: Props) => useDrawnCount(list, total, FIRST, all),
    {
      initialProps: initial,
    },
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
