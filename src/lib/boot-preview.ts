import { BOOT_PREVIEW_ID } from '~/shared/boot-preview'

/** Pages that take the preview away themselves once they show their content. */
export const PAGES_WITH_PREVIEW: ReadonlySet<string> = new Set(['/seen', '/seen_list'])

/** How long the Seen's photo may cover the app at most, should the page never settle. */
export const BOOT_PREVIEW_MAX_MS = 15_000
/** How long a ready page waits for the preview's photo before it takes the preview away. */
export const BOOT_PHOTO_WAIT_MS = 1_500

/** Settles when the photo has arrived or failed, or after `ms`. */
function photoSettled(photo: HTMLImageElement | null, ms: number): Promise<void> {
  if (!photo || photo.complete) return Promise.resolve()
  return new Promise((done) => {
    photo.addEventListener('load', () => done(), { once: true })
    photo.addEventListener('error', () => done(), { once: true })
    setTimeout(done, ms)
  })
}

/**
 * Takes the server's preview of a Seen (its photo and name over the boot screen: a shared
 * Seen's page, the list's first card) away, and makes the app under it usable: when the page
 * shows its content or says why it cannot, when the app goes to another page, or after
 * BOOT_PREVIEW_MAX_MS. The photo is first given a frame to be drawn in (the page's own copy of
 * it is drawn under the preview), so it stays the page's first, largest paint.
 */
export function removeBootPreview() {
  const preview = document.getElementById(BOOT_PREVIEW_ID)
  if (!preview) return
  void photoSettled(preview.querySelector('img'), BOOT_PHOTO_WAIT_MS).then(() =>
    // The frame after this one has drawn the photo; the preview goes after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        preview.remove()
        document.getElementById('root')?.removeAttribute('inert')
      }, 0),
    ),
  )
}
