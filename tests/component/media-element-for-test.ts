import { vi } from 'vitest'

/**
 * jsdom plays nothing (`play()` and `pause()` are not implemented, `paused` is always true): a
 * stand-in that remembers which elements play, so a test sees what the page asked of a player.
 * Undone by `vi.restoreAllMocks()`.
 */
export function fakeMediaPlayback() {
  const playing = new WeakSet<HTMLMediaElement>()
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    playing.add(this)
    return Promise.resolve()
  })
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    playing.delete(this)
  })
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return !playing.has(this)
  })
  return { play, pause, isPlaying: (element: Element) => playing.has(element as HTMLMediaElement) }
}
