import { describe, expect, it } from 'vitest'
import { type LazyImageState, lazyImageReducer } from '~/lib/images/lazy-image-state'

describe('lazy image state machine (docs/product.md#constants)', () => {
  it('thumbnail when near, reduced after the upgrade delay, unloaded when far', () => {
    const run = (events: Parameters<typeof lazyImageReducer>[1][]) =>
      events.reduce<LazyImageState>(lazyImageReducer, 'unloaded')
    expect(run([])).toBe('unloaded')
    expect(run(['near'])).toBe('thumbnail')
    expect(run(['near', 'seen-long'])).toBe('reduced')
    expect(run(['near', 'seen-long', 'near'])).toBe('reduced')
    expect(run(['near', 'seen-long', 'far'])).toBe('unloaded')
    expect(run(['near', 'seen-long', 'far', 'near'])).toBe('thumbnail')
  })
})
