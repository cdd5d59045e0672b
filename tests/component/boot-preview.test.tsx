import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOT_PHOTO_WAIT_MS, removeBootPreview } from '~/lib/boot-preview'
import { BOOT_PREVIEW_ID } from '~/shared/boot-preview'

/** The server's preview as it writes it, its photo still loading unless `loaded`. */
function preview(loaded: boolean) {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="${BOOT_PREVIEW_ID}"><img class="boot-photo" src="/media/p.webp" alt="" /></div><div id="root" inert></div>`,
  )
  const photo = document.querySelector('img') as HTMLImageElement
  Object.defineProperty(photo, 'complete', { configurable: true, get: () => loaded })
  return photo
}

/** The preview is up, and the app under it inert (no focus, not read out) while it is. */
const shown = () => {
  const up = document.getElementById(BOOT_PREVIEW_ID) !== null
  expect(document.getElementById('root')?.hasAttribute('inert')).toBe(up)
  return up
}

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('the preview of a shared Seen over the boot screen', () => {
  it('stays until its photo has arrived and been drawn, then goes', async () => {
    vi.useFakeTimers()
    const photo = preview(false)
    removeBootPreview()
    await vi.advanceTimersByTimeAsync(BOOT_PHOTO_WAIT_MS / 2)
    expect(shown()).toBe(true)
    photo.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(100)
    expect(shown()).toBe(false)
  })

  it('goes after a short wait when the photo never arrives', async () => {
    vi.useFakeTimers()
    preview(false)
    removeBootPreview()
    await vi.advanceTimersByTimeAsync(BOOT_PHOTO_WAIT_MS - 50)
    expect(shown()).toBe(true)
    await vi.advanceTimersByTimeAsync(200)
    expect(shown()).toBe(false)
  })

  it('goes at the next frame when the photo is already there, and is gone for good', async () => {
    vi.useFakeTimers()
    preview(true)
    removeBootPreview()
    await vi.advanceTimersByTimeAsync(50)
    expect(shown()).toBe(false)
    expect(() => removeBootPreview()).not.toThrow()
  })
})
