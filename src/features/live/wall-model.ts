/** The wall's photos as pure functions: newest first, visible to everyone, a fixed number held. */
import type { Appearance } from '~/shared/schemas/appearance'

/** Photos the wall keeps; older ones leave as new ones come, so memory stays flat for hours. */
export const WALL_MAX = 24
export const WALL_ROTATE_MS = 8000

export interface WallState {
  items: Appearance[]
  /** The latest arrival, highlighted. */
  newest: string | null
}

/** A wall in a room shows what everybody may see: nothing hidden, nothing awaiting review. */
export function onWall(seen: { requiresApproval: boolean }, a: Appearance): boolean {
  return !a.isHidden && !a.isRejected && (!seen.requiresApproval || a.isApproved)
}

export function addToWall(
  state: WallState,
  seen: { requiresApproval: boolean },
  arrivals: Appearance[],
  live = false,
): WallState {
  let items = state.items
  let newest = state.newest
  for (const item of [...arrivals].reverse()) {
    items = items.filter((a) => a.appearanceShortName !== item.appearanceShortName)
    if (!onWall(seen, item)) continue
    items = [item, ...items]
    if (live) newest = item.appearanceShortName
  }
  return { items: items.slice(0, WALL_MAX), newest }
}

export function wallAfterRemoval(state: WallState, appearanceShortName: string): WallState {
  return {
    items: state.items.filter((a) => a.appearanceShortName !== appearanceShortName),
    newest: state.newest === appearanceShortName ? null : state.newest,
  }
}

/** Grid classes that fill the screen for the photos there are (up to nine shown). */
export function mosaicGrid(count: number): { grid: string; first: string } {
  if (count <= 1) return { grid: 'grid-cols-1 grid-rows-1', first: '' }
  if (count === 2) return { grid: 'grid-cols-2 grid-rows-1', first: '' }
  if (count <= 4) return { grid: 'grid-cols-2 grid-rows-2', first: count === 3 ? 'row-span-2' : '' }
  if (count <= 6) return { grid: 'grid-cols-3 grid-rows-2', first: count === 5 ? 'row-span-2' : '' }
  return { grid: 'grid-cols-3 grid-rows-3 lg:grid-cols-4', first: 'col-span-2 row-span-2' }
}
