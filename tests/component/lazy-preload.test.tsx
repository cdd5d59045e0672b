import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePreloadAfterPaint } from '~/components/lazy-dialog'

function Preloads({ preloads }: { preloads: (() => void)[] }) {
  return preloads.map((preload, at) => <Preloading key={String(at)} preload={preload} />)
}
function Preloading({ preload }: { preload: () => void }) {
  usePreloadAfterPaint(preload)
  return null
}

/** The queue waits for the page's load, then one idle moment per preload (16 ms without rIC). */
const IDLE_MS = 16

describe('lazy code preloaded after the page', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(document, 'readyState')
  })

  it('fetches nothing during the first render, then one piece per idle moment', async () => {
    const first = vi.fn()
    const second = vi.fn()
    render(<Preloads preloads={[first, second]} />)
    expect(first).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(IDLE_MS))
    expect(first).toHaveBeenCalledOnce()
    expect(second).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(IDLE_MS))
    expect(second).toHaveBeenCalledOnce()
  })

  it('waits for the page to finish loading, or 3 s when an image never does', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const preload = vi.fn()
    render(<Preloads preloads={[preload]} />)
    await act(() => vi.advanceTimersByTimeAsync(2_900))
    expect(preload).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(100 + IDLE_MS))
    expect(preload).toHaveBeenCalledOnce()
  })

  it('starts at once when the load event comes first', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const preload = vi.fn()
    render(<Preloads preloads={[preload]} />)
    window.dispatchEvent(new Event('load'))
    await act(() => vi.advanceTimersByTimeAsync(IDLE_MS))
    expect(preload).toHaveBeenCalledOnce()
  })

  it('drops the preload of a component gone before its turn (nothing left can open it)', async () => {
    const kept = vi.fn()
    const gone = vi.fn()
    const { rerender } = render(<Preloads preloads={[kept, gone]} />)
    rerender(<Preloads preloads={[kept]} />)
    await act(() => vi.advanceTimersByTimeAsync(IDLE_MS * 3))
    expect(kept).toHaveBeenCalledOnce()
    expect(gone).not.toHaveBeenCalled()
  })
})

describe('lazy code where a service worker controls the page', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  /** A stand-in for `navigator.serviceWorker`, controlling the page or not. */
  const workerControls = (controls: boolean) =>
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: controls ? {} : null },
      configurable: true,
    })

  it("preloads nothing on a repeat visit: the worker's precache holds every chunk", async () => {
    workerControls(true)
    const preload = vi.fn()
    render(<Preloads preloads={[preload]} />)
    await act(() => vi.advanceTimersByTimeAsync(IDLE_MS * 5))
    expect(preload).not.toHaveBeenCalled()
  })

  it('preloads as usual on a first visit, which may go offline before its worker takes over', async () => {
    workerControls(false)
    const preload = vi.fn()
    render(<Preloads preloads={[preload]} />)
    await act(() => vi.advanceTimersByTimeAsync(IDLE_MS))
    expect(preload).toHaveBeenCalledOnce()
  })
})
