import type { Gazetteer } from './gazetteer'

/** Letters NFD does not decompose, spelled the way people type them without the key. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}
const FOLDABLE = /[ßæœøłđðþı]/g
const MARKS = /\p{M}+/gu
const SEPARATORS = /[^\p{L}\p{N}]+/gu
const PLAIN_ASCII = /^[\x20-\x7e]*$/

/**
 * The search key of a name: lower case, accents stripped (NFD), a few ligatures spelled out,
 * punctuation and runs of spaces collapsed to one space ("Saint-Étienne" -> "saint etienne").
 */
export function normalizeName(text: string): string {
  const lower = text.toLowerCase()
  // Most names are plain ASCII; skipping NFD for them saves a third of the index build.
  const folded = PLAIN_ASCII.test(lower) ? lower : foldAccents(lower)
  return folded.replace(SEPARATORS, ' ').trim()
}

function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(FOLDABLE, (letter) => FOLDS[letter] ?? letter)
}

/** Rows sorted by their normalised name, for prefix ranges by binary search. */
export interface NameIndex {
  readonly keys: readonly string[]
  readonly rows: Int32Array
}

export function buildNameIndex(g: Gazetteer): NameIndex {
  const normalized = g.names.map(normalizeName)
  const order = Array.from({ length: g.size }, (_, i) => i)
  // Code-unit order (not localeCompare): all that a prefix range needs, and much faster.
  order.sort((a, b) => {
    const x = normalized[a] ?? ''
    const y = normalized[b] ?? ''
    return x < y ? -1 : x > y ? 1 : 0
  })
  return { keys: order.map((row) => normalized[row] ?? ''), rows: Int32Array.from(order) }
}

function lowerBound(keys: readonly string[], key: string): number {
  let low = 0
  let high = keys.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((keys[mid] ?? '') < key) low = mid + 1
    else high = mid
  }
  return low
}

/** Rows whose name starts with `text` (accent- and case-insensitive), most populous first. */
export function searchByName(
  g: Gazetteer,
  index: NameIndex,
  text: string,
  limit: number,
): number[] {
  const prefix = normalizeName(text)
  if (!prefix || limit <= 0) return []
  const best: number[] = []
  const ranksBefore = (a: number, b: number) => {
    const pa = g.population[a] ?? 0
    const pb = g.population[b] ?? 0
    return pa !== pb ? pa > pb : (g.ids[a] ?? 0) < (g.ids[b] ?? 0)
  }
  for (let i = lowerBound(index.keys, prefix); i < index.keys.length; i++) {
    if (!index.keys[i]?.startsWith(prefix)) break
    const row = index.rows[i] ?? 0
    const last = best[best.length - 1]
    if (best.length === limit && last !== undefined && !ranksBefore(row, last)) continue
    let at = best.length
    while (at > 0 && ranksBefore(row, best[at - 1] ?? 0)) at--
    best.splice(at, 0, row)
    if (best.length > limit) best.pop()
  }
  return best
}
