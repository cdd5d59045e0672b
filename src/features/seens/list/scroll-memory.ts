/**
 * docs/product.md#screens, #constants: the list remembers its scroll position when a card opens a
 * Seen, and goes back there on return. One entry, for the filters it was taken under (other
 * filters, other list).
 */
import { readItem, writeItem } from '~/lib/local-store'
import { STORAGE_KEYS } from '~/shared/constants'

export interface ScrollMemory {
  /** The list it belongs to (a serialized query key). */
  list: string
  y: number
}

export function parseScrollMemory(raw: string | null): ScrollMemory | null {
  if (!raw) return null
  try {
    const data: unknown = JSON.parse(raw)
    if (typeof data !== 'object' || data === null) return null
    const { list, y } = data as Record<string, unknown>
    if (typeof list !== 'string' || typeof y !== 'number' || !Number.isFinite(y) || y < 0) {
      return null
    }
    return { list, y }
  } catch {
    return null
  }
}

/** The position to restore for `list`, or null when the remembered one is another list's. */
export function scrollFor(memory: ScrollMemory | null, list: string): number | null {
  return memory && memory.list === list ? memory.y : null
}

export const rememberScroll = (list: string, y: number): void =>
  writeItem(STORAGE_KEYS.listScroll, JSON.stringify({ list, y: Math.max(0, Math.round(y)) }))

export const recallScroll = (list: string): number | null =>
  scrollFor(parseScrollMemory(readItem(STORAGE_KEYS.listScroll)), list)

/** Once restored, the position is forgotten: opening the list afresh starts at the top. */
export const forgetScroll = (): void => writeItem(STORAGE_KEYS.listScroll, '')
