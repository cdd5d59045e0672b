import { useEffect, useState } from 'react'

/** Cards drawn per task after the first ones: few enough for a phone to lay out within 50 ms. */
export const DRAW_SLICE = 1

/**
 * How many of a list's `total` cards to draw. The first `first` draw with the data; the others
 * follow `DRAW_SLICE` at a time, a task each, so that the browser paints and answers taps
 * between them: a whole page of cards in one commit was a task of a quarter second on a phone.
 * With `all` (the list goes back to a remembered position) every card draws at once.
 * Another `list` (other filters) starts again from its first cards.
 */
export function useDrawnCount(list: string, total: number, first: number, all: boolean): number {
  const [drawn, setDrawn] = useState(() => ({
    list,
    count: all ? Number.POSITIVE_INFINITY : first,
  }))
  const count = Math.min(total, drawn.list === list ? drawn.count : first)
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() => setDrawn({ list, count: count + DRAW_SLICE }), 0)
    return () => clearTimeout(timer)
  }, [list, count, total])
  return count
}
