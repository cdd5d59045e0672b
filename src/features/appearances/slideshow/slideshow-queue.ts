/**
 * The slideshow's queue as pure functions (docs/product.md#states, #constants): it cycles through
 * the Seen's main image and then the held appearances, and repeats; every 3 intervals it loads the
 * next page while fewer than 100 are held; new appearances found by the 60 s check join at the
 * front; at most 100 are held, the oldest dropped. The current slide stays put when the queue
 * changes.
 */
import { APPEARANCE_PAGE_SIZE, SLIDESHOW } from '~/shared/constants'
import type { Appearance } from '~/shared/schemas/appearance'

export interface QueueState {
  /** Held appearances, newest first. */
  held: Appearance[]
  /** 0 is the Seen's main image; n is held[n - 1]. */
  position: number
  /** Intervals elapsed since the show started. */
  ticks: number
  /** Offset of the next older page to load. */
  nextOffset: number
  /** An older page came back short: nothing more to load. */
  exhausted: boolean
}

export function initialQueue(firstPage: Appearance[]): QueueState {
  const held = firstPage.slice(0, SLIDESHOW.maxHeld)
  return {
    held,
    position: 0,
    ticks: 0,
    nextOffset: firstPage.length,
    exhausted: firstPage.length < APPEARANCE_PAGE_SIZE,
  }
}

/** Number of slides: the main image plus every held appearance. */
export const slideCount = (state: QueueState) => state.held.length + 1

const keyAt = (state: QueueState, position: number) =>
  position === 0 ? null : (state.held[position - 1]?.appearanceShortName ?? null)

/** One interval passed: show the next slide, wrapping to the main image after the last. */
export function tick(state: QueueState): QueueState {
  return { ...state, ticks: state.ticks + 1, position: (state.position + 1) % slideCount(state) }
}

/** Manual step (arrow keys): forward or back, wrapping both ways. */
export function step(state: QueueState, by: 1 | -1): QueueState {
  const count = slideCount(state)
  return { ...state, position: (state.position + by + count) % count }
}

/** Every third interval, while fewer than 100 are held and older pages remain. */
export function shouldLoadMore(state: QueueState): boolean {
  return (
    state.ticks > 0 &&
    state.ticks % SLIDESHOW.loadMoreEveryIntervals === 0 &&
    state.held.length < SLIDESHOW.maxHeld &&
    !state.exhausted
  )
}

/** Keep the slide that was showing at the same appearance (or the main image) after a change. */
function keepPosition(before: QueueState, held: Appearance[]): number {
  const key = keyAt(before, before.position)
  if (key === null) return 0
  const index = held.findIndex((a) => a.appearanceShortName === key)
  return index >= 0 ? index + 1 : Math.min(before.position, held.length)
}

const cap = (held: Appearance[]) => held.slice(0, SLIDESHOW.maxHeld)

/** An older page arrived: append what is not held yet; a short page ends the loading. */
export function addOlder(state: QueueState, page: Appearance[]): QueueState {
  const known = new Set(state.held.map((a) => a.appearanceShortName))
  const held = cap([...state.held, ...page.filter((a) => !known.has(a.appearanceShortName))])
  return {
    ...state,
    held,
    position: keepPosition(state, held),
    nextOffset: state.nextOffset + page.length,
    exhausted: page.length < APPEARANCE_PAGE_SIZE,
  }
}

/** The newest page arrived (60 s check): new ones go first; past 100 the oldest are dropped. */
export function addNewer(state: QueueState, page: Appearance[]): QueueState {
  const known = new Set(state.held.map((a) => a.appearanceShortName))
  const fresh = page.filter((a) => !known.has(a.appearanceShortName))
  if (fresh.length === 0) return state
  const held = cap([...fresh, ...state.held])
  return {
    ...state,
    held,
    position: keepPosition(state, held),
    // Older pages are now shifted by the new arrivals.
    nextOffset: state.nextOffset + fresh.length,
  }
}

/**
 * A live arrival: a changed one is updated where it is; a new one is shown next (right after
 * the current slide); past 100 the oldest is dropped.
 */
export function insertNext(state: QueueState, item: Appearance): QueueState {
  const index = state.held.findIndex((a) => a.appearanceShortName === item.appearanceShortName)
  if (index >= 0) {
    const held = state.held.map((a, i) => (i === index ? item : a))
    return { ...state, held }
  }
  const held = cap([
    ...state.held.slice(0, state.position),
    item,
    ...state.held.slice(state.position),
  ])
  return { ...state, held, position: keepPosition(state, held), nextOffset: state.nextOffset + 1 }
}

/** A held appearance is no longer visible (hidden, rejected): it leaves the show. */
export function removeHeld(state: QueueState, appearanceShortName: string): QueueState {
  if (!state.held.some((a) => a.appearanceShortName === appearanceShortName)) return state
  const held = state.held.filter((a) => a.appearanceShortName !== appearanceShortName)
  return {
    ...state,
    held,
    position: Math.min(keepPosition(state, held), held.length),
    nextOffset: Math.max(0, state.nextOffset - 1),
  }
}
