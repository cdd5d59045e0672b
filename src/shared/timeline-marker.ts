/**
 * docs/product.md#constants timeline markers by appearance count: under 5 small green; 5 to 9
 * yellow; 10 to 14 orange; 15 or more large red; CreatedSeen and an unknown count: the default,
 * small blue. docs/product.md gives no size for yellow and orange: they are medium, between small
 * and large.
 */

export type MarkerColor = 'blue' | 'green' | 'yellow' | 'orange' | 'red'
export type MarkerSize = 'small' | 'medium' | 'large'

export interface TimelineMarker {
  color: MarkerColor
  size: MarkerSize
}

export const DEFAULT_MARKER: TimelineMarker = { color: 'blue', size: 'small' }

export function timelineMarker(eventType: string, hitCount: number | null | undefined) {
  if (eventType === 'CreatedSeen') return DEFAULT_MARKER
  if (typeof hitCount !== 'number' || !Number.isFinite(hitCount) || hitCount < 0) {
    return DEFAULT_MARKER
  }
  if (hitCount < 5) return { color: 'green', size: 'small' } satisfies TimelineMarker
  if (hitCount < 10) return { color: 'yellow', size: 'medium' } satisfies TimelineMarker
  if (hitCount < 15) return { color: 'orange', size: 'medium' } satisfies TimelineMarker
  return { color: 'red', size: 'large' } satisfies TimelineMarker
}
