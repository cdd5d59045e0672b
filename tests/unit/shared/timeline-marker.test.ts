import { describe, expect, it } from 'vitest'
import { DEFAULT_MARKER, timelineMarker } from '~/shared/timeline-marker'

describe('timelineMarker (docs/product.md#constants markers by appearance count)', () => {
  it('is small blue for CreatedSeen, whatever the count', () => {
    expect(timelineMarker('CreatedSeen', 1)).toEqual({ color: 'blue', size: 'small' })
    expect(timelineMarker('CreatedSeen', 40)).toEqual(DEFAULT_MARKER)
  })

  it('is small blue for an unknown count', () => {
    expect(timelineMarker('MadeAppearance', undefined)).toEqual(DEFAULT_MARKER)
    expect(timelineMarker('MadeAppearance', null)).toEqual(DEFAULT_MARKER)
    expect(timelineMarker('MadeAppearance', Number.NaN)).toEqual(DEFAULT_MARKER)
    expect(timelineMarker('MadeAppearance', -1)).toEqual(DEFAULT_MARKER)
  })

  it.each([
    [0, 'green', 'small'],
    [1, 'green', 'small'],
    [4, 'green', 'small'],
    [5, 'yellow', 'medium'],
    [9, 'yellow', 'medium'],
    [10, 'orange', 'medium'],
    [14, 'orange', 'medium'],
    [15, 'red', 'large'],
    [250, 'red', 'large'],
  ])('count %i is %s and %s', (count, color, size) => {
    expect(timelineMarker('MadeAppearance', count)).toEqual({ color, size })
    expect(timelineMarker('UserMembership', count)).toEqual({ color, size })
  })
})
