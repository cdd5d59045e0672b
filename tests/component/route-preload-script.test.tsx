import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// public/route-preload.js: a classic script in the head that adds the app's and the page's
// modulepreload links once the first frame is drawn (scripts/route-preload.ts writes its list).
const SCRIPT = readFileSync(path.join(process.cwd(), 'public/route-preload.js'), 'utf8')
const DATA = {
  files: ['assets/main.js', 'assets/framework.js', 'assets/seen.js', 'assets/list.js'],
  app: [0, 1],
  routes: { seen: [2], seen_list: [3] },
}

let frames: FrameRequestCallback[] = []

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
}

/** Runs the script as the page would, on `pathname`. */
function runScript(pathname: string) {
  window.history.replaceState(null, '', pathname)
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'route-chunks'
  block.textContent = JSON.stringify(DATA)
  document.head.append(block)
  new Function(SCRIPT)()
}

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

/** Draws a frame and runs the task after it. */
const drawFrame = () => {
  for (const frame of frames.splice(0)) frame(performance.now())
  vi.advanceTimersToNextTimer()
}

beforeEach(() => {
  document.head.innerHTML = ''
  frames = []
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
  setVisibility('visible')
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the route preload script (public/route-preload.js)', () => {
  it("adds the app's links, then the page's, only once the first frame is drawn", () => {
    runScript('/seen')
    vi.advanceTimersByTime(0)
    expect(links()).toEqual([])
    drawFrame()
    expect(links()).toEqual(['/assets/main.js', '/assets/framework.js'])
    // The page's own, in the next task.
    vi.advanceTimersToNextTimer()
    expect(links()).toEqual(['/assets/main.js', '/assets/framework.js', '/assets/seen.js'])
    for (const link of document.head.querySelectorAll('link')) {
      expect(link.getAttribute('crossorigin')).toBe('')
    }
  })

  it('adds each link once, whichever wait ends first (no frame came: 500 ms)', () => {
    runScript('/seen_list')
    vi.advanceTimersByTime(499)
    expect(links()).toEqual([])
    vi.advanceTimersByTime(1)
    vi.advanceTimersToNextTimer()
    expect(links()).toEqual(['/assets/main.js', '/assets/framework.js', '/assets/list.js'])
    drawFrame()
    expect(links()).toHaveLength(3)
  })

  it('does not add a link the entry has added already', () => {
    const existing = document.createElement('link')
    existing.rel = 'modulepreload'
    existing.href = '/assets/main.js'
    document.head.append(existing)
    runScript('/seen')
    drawFrame()
    vi.advanceTimersToNextTimer()
    expect(links()).toEqual(['/assets/main.js', '/assets/framework.js', '/assets/seen.js'])
  })

  it('adds them at once in a hidden tab, which draws no frames', () => {
    setVisibility('hidden')
    runScript('/settings')
    expect(links()).toEqual(['/assets/main.js', '/assets/framework.js'])
    vi.advanceTimersToNextTimer()
    expect(links()).toEqual(['/assets/main.js', '/assets/framework.js'])
    expect(frames).toHaveLength(0)
  })
})
