import type { MarkerColor, MarkerSize, TimelineMarker } from '~/shared/timeline-marker'

const COLOR: Record<MarkerColor, string> = {
  blue: 'bg-blue-600 ring-blue-200 dark:bg-blue-400 dark:ring-blue-900',
  green: 'bg-green-600 ring-green-200 dark:bg-green-400 dark:ring-green-900',
  yellow: 'bg-yellow-400 ring-yellow-200 dark:bg-yellow-300 dark:ring-yellow-900',
  orange: 'bg-orange-500 ring-orange-200 dark:bg-orange-400 dark:ring-orange-900',
  red: 'bg-red-600 ring-red-200 dark:bg-red-400 dark:ring-red-900',
}

const SIZE: Record<MarkerSize, string> = { small: 'size-3', medium: 'size-4', large: 'size-5' }

/**
 * The docs/product.md#constants marker of a timeline entry; its meaning is also in the entry's
 * text.
 */
export function TimelineMarkerDot({ marker }: { marker: TimelineMarker }) {
  return (
    <span
      aria-hidden="true"
      data-marker-color={marker.color}
      data-marker-size={marker.size}
      className={`block shrink-0 rounded-full ring-4 ${COLOR[marker.color]} ${SIZE[marker.size]}`}
    />
  )
}
