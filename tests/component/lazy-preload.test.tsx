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

/** As Preloading, with the hook of a fresh copy of the module. */
function PreloadingWith(props: { usePreload: (preload: () => void) => void; preload: () => void }) {
  props.usePreload(props.preload)
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

describe('lazy code where a service worker takes the page', () => {
  /** A stand-in for `navigator.serviceWorker`: `controller` is set when the worker claims the page. */
  class Workers extends EventTarget {
    controller: object | null = null
    claim() {
      this.controller = {}
      this.dispatchEvent(new Event('controllerchange'))
    }
  }
  let workers: Workers

  /** A fresh copy of the module: it asks about the worker once per page. */
  async function renderPreloading(preload: () => void) {
    vi.resetModules()
    const fresh = await import('~/components/lazy-dialog')
    render(<PreloadingWith usePreload={fresh.usePreloadAfterPaint} preload={preload} />)
    return fresh.WORKER_WAIT_MS
  }

  beforeEach(() => {
    vi.useFakeTimers()
    workers = new Workers()
    Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true })
  })
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  it('preloads nothing when the worker controls the page: its precache holds every chunk', async () => {
    workers.controller = {}
    const preload = vi.fn()
    const wait = await renderPreloading(preload)
    await act(() => vi.advanceTimersByTimeAsync(wait + IDLE_MS * 3))
    expect(preload).not.toHaveBeenCalled()
  })

  it("preloads nothing once a first visit's worker claims the page", async () => {
    const preload = vi.fn()
    await renderPreloading(preload)
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    act(() => workers.claim())
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(preload).not.toHaveBeenCalled()
  })

  it('preloads as usual when no worker has taken the page in time', async () => {
    const preload = vi.fn()
    const wait = await renderPreloading(preload)
    await act(() => vi.advanceTimersByTimeAsync(wait - 1))
    expect(preload).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1 + IDLE_MS))
    expect(preload).toHaveBeenCalledOnce()
  })
})
