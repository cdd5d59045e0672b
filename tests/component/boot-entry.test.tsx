import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// src/boot.ts imports the app once the boot screen is drawn; here the app only records that.
const appStarted = vi.fn()
vi.mock('~/styles.css', () => ({}))

let frames: FrameRequestCallback[] = []

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
}

/** Lets the dynamic import of the mocked app settle. */
const settle = () => vi.waitFor(() => expect(appStarted).toHaveBeenCalled())

beforeEach(() => {
  vi.resetModules()
  appStarted.mockClear()
  // Registered anew for each test, so each fresh import of the entry loads a fresh app.
  vi.doMock('~/main', () => {
    appStarted()
    return {}
  })
  frames = []
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  setVisibility('visible')
})

describe('the entry (src/boot.ts)', () => {
  it('starts the app only after the first frame has been drawn', async () => {
    setVisibility('visible')
    await import('~/boot')
    await vi.advanceTimersByTimeAsync(0)
    expect(appStarted).not.toHaveBeenCalled()

    for (const frame of frames) frame(performance.now())
    await vi.advanceTimersByTimeAsync(0)
    vi.useRealTimers()
    await settle()
    expect(appStarted).toHaveBeenCalledTimes(1)
  })

  it('starts the app at once in a hidden tab, which draws no frames', async () => {
    setVisibility('hidden')
    await import('~/boot')
    expect(frames).toHaveLength(0)
    vi.useRealTimers()
    await settle()
  })

  it('starts the app anyway when no frame comes (the tab was hidden after loading)', async () => {
    setVisibility('visible')
    await import('~/boot')
    await vi.advanceTimersByTimeAsync(499)
    expect(appStarted).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await settle()
    // The frame that comes later does not start it twice.
    for (const frame of frames) frame(performance.now())
    await new Promise((done) => setTimeout(done, 10))
    expect(appStarted).toHaveBeenCalledTimes(1)
  })
})
