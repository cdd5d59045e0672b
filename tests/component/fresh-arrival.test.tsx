import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** A fresh copy of the module: its memory of an earlier list starts empty. */
async function freshHook(loadType: string | null) {
  vi.resetModules()
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' && loadType !== null
      ? [{ type: loadType } as PerformanceNavigationTiming]
      : [],
  )
  return (await import('~/lib/fresh-arrival')).useFreshArrival
}

describe('useFreshArrival: only the first list of a freshly opened document draws in slices', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is true for the first list of a document opened by a link, false for every later one', async () => {
    const useFreshArrival = await freshHook('navigate')
    const first = renderHook(() => useFreshArrival())
    expect(first.result.current).toBe(true)
    // The same list keeps its answer on later renders.
    first.rerender()
    expect(first.result.current).toBe(true)
    expect(renderHook(() => useFreshArrival()).result.current).toBe(false)
  })

  it.each([
    ['reload', 'reload'],
    ['back_forward', 'a return through history'],
  ])('is false on a %s (%s): the scroll position comes back and needs every item', async (type) => {
    const useFreshArrival = await freshHook(type)
    expect(renderHook(() => useFreshArrival()).result.current).toBe(false)
  })

  it('is false where the browser does not say how the document was loaded', async () => {
    const useFreshArrival = await freshHook(null)
    expect(renderHook(() => useFreshArrival()).result.current).toBe(false)
  })
})
