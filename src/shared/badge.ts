import { BADGE_CAP } from './constants'

/**
 * docs/product.md#screens, #constants: a nav badge's text; empty (no badge) for nothing to count,
 * "99+" above 99.
 */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return ''
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count))
}
