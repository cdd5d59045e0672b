import { type ComponentType, lazy, useEffect, useState } from 'react'
import { Spinner } from './spinner'

/**
 * A named export loaded on its first render, for a dialog or a heavy control a page does not
 * draw at first: its code (and Base UI's popup machinery) stays out of the page's first load.
 * `preload()` fetches it earlier, from the pointer or focus arriving on what opens it, so an
 * open does not wait for the network. Render it inside `<Suspense>`.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  const Component = lazy(async () => ({ default: (await load())[name] }))
  return Object.assign(Component, { preload: () => void load() })
}

/** The longest a preload waits for the page's `load` event (an image may never finish). */
const LOAD_WAIT_MS = 3_000
const queued: (() => void)[] = []
let draining = false

const idle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 1_000 })
    : setTimeout(run, 16)

const pageLoaded = () =>
  new Promise<void>((done) => {
    if (document.readyState === 'complete') return done()
    window.addEventListener('load', () => done(), { once: true })
    setTimeout(done, LOAD_WAIT_MS)
  })

/**
 * Whether a service worker controls the page as it loads (a repeat visit): it has installed its
 * precache, which holds every chunk of the app, so a dialog's code opens from it, online or
 * not. A first visit's worker is not counted on: the page may go offline before it takes over.
 */
function workerHasCode(): boolean {
  // The Vite dev server has no worker (src/lib/offline/service-worker.ts).
  if (import.meta.env.MODE === 'development' || !('serviceWorker' in navigator)) return false
  return navigator.serviceWorker.controller !== null
}

/** One preload per idle moment, so none of them makes the page slow to answer a tap. */
function drain() {
  queued.shift()?.()
  if (queued.length > 0) idle(drain)
  else draining = false
}

/**
 * Fetches lazy code once the page has drawn and loaded, one piece per idle moment: fetched
 * while the page's own requests and first render run, it competed with them. The app works
 * offline: a dialog whose code was never fetched could not open after the connection drops.
 * Not where a service worker already controls the page: its precache holds every chunk, and
 * each preload would run a dialog's code (20 ms and more on a phone) nobody may open.
 */
export function usePreloadAfterPaint(preload: () => void) {
  useEffect(() => {
    queued.push(preload)
    if (!draining) {
      draining = true
      void pageLoaded().then(() => {
        if (!workerHasCode()) return idle(drain)
        queued.length = 0
        draining = false
      })
    }
    // Gone before its turn: nothing on the page can open it any more.
    return () => {
      const at = queued.indexOf(preload)
      if (at >= 0) queued.splice(at, 1)
    }
  }, [preload])
}

/** What a dialog shows while its code arrives, when the open came before the preload ended. */
export function DialogLoading() {
  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center bg-black/30">
      <Spinner className="rounded-full bg-white p-3 shadow-lg dark:bg-zinc-900" />
    </div>
  )
}

/**
 * The open state of a dialog whose code loads on the first open, and the props of the plain
 * button that opens it. The dialog is mounted from the first open on, so closing it keeps its
 * state like a dialog that was always there; Base UI returns focus to the button, which had it
 * when the dialog opened. The code is fetched after the page has drawn, or earlier when the
 * pointer or focus reaches the button.
 */
export function useLazyDialog(preload: () => void) {
  usePreloadAfterPaint(preload)
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  return {
    open,
    mounted,
    onOpenChange: setOpen,
    trigger: {
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setMounted(true)
        setOpen(true)
      },
    },
  }
}
