import { type RefObject, useEffect, useState } from 'react'

/** Cards drawn per task after the first ones: few enough for a phone to lay out within 50 ms. */
export const DRAW_SLICE = 1

/**
 * How far below the view the list's drawn end may be while cards are drawn on: a screen's
 * height, so a card is drawn before a scroll brings it in.
 */
export const DRAW_AHEAD_MARGIN = '0px 0px 100% 0px'

/** The cards further down are drawn anyway at the first idle moment this long after the first. */
export const DRAW_REST_AFTER_MS = 2_000

/** Whether the list's drawn end was within the margin, measured for `count` cards. */
interface Near {
  count: number
  near: boolean
}

/**
 * Whether the list's end (`end`, an element right after the drawn cards) is near the view, as
 * last measured with `count` cards drawn; without IntersectionObserver it always counts as near.
 */
function useEndNear(end: RefObject<Element | null>, count: number, enabled: boolean): boolean {
  const [near, setNear] = useState<Near | null>(null)
  const observable = typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    const element = end.current
    if (!enabled || !observable || !element) return
    // A new observer for each count: it reports where the end is now, after the last card.
    const observer = new IntersectionObserver(
      (entries) => setNear({ count, near: entries.some((entry) => entry.isIntersecting) }),
      { rootMargin: DRAW_AHEAD_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [end, count, enabled, observable])
  return observable ? near?.count === count && near.near : true
}

/** True for `list` from the first idle moment DRAW_REST_AFTER_MS after `enabled` became true. */
function useIdleLater(list: string, enabled: boolean): boolean {
  const [idleFor, setIdleFor] = useState<string | null>(null)
  const idle = idleFor === list
  useEffect(() => {
    if (!enabled || idle) return
    let callback = 0
    const done = () => {
      callback = 0
      setIdleFor(list)
    }
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'undefined') done()
      else callback = requestIdleCallback(done)
    }, DRAW_REST_AFTER_MS)
    return () => {
      clearTimeout(timer)
      if (callback) cancelIdleCallback(callback)
    }
  }, [list, enabled, idle])
  return idle
}

/**
 * How many of a list's `total` cards to draw. The first `first` draw with the data; the others
 * follow `DRAW_SLICE` at a time, a task each, so that the browser paints and answers taps
 * between them: a whole page of cards in one commit was a task of a quarter second on a phone.
 * They are drawn on while the list's end (`end`) is within a screen below the view; the cards
 * further down wait for a scroll toward them, or for an idle moment DRAW_REST_AFTER_MS later, so
 * that the first seconds of a visit are not spent on cards nobody sees yet.
 * With `all` (the list goes back to a remembered position) every card draws at once.
 * Another `list` (other filters) starts again from its first cards.
 */
export function useDrawnCount(
  list: string,
  total: number,
  first: number,
  all: boolean,
  end: RefObject<Element | null>,
): number {
  const [drawn, setDrawn] = useState(() => ({
    list,
    count: all ? Number.POSITIVE_INFINITY : first,
  }))
  const count = Math.min(total, drawn.list === list ? drawn.count : first)
  const more = count < total
  const near = useEndNear(end, count, more)
  const idle = useIdleLater(list, more)
  useEffect(() => {
    if (!more || !(near || idle)) return
    const timer = setTimeout(() => setDrawn({ list, count: count + DRAW_SLICE }), 0)
    return () => clearTimeout(timer)
  }, [list, count, more, near, idle])
  return count
}
