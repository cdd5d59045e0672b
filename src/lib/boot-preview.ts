import { BOOT_PREVIEW_ID } from '~/shared/boot-preview'

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
 * Takes the server's preview of a shared Seen (its photo and name over the boot screen) away:
 * when the Seen's page shows the Seen or says why it cannot, when the app goes to another page,
 * or after BOOT_PREVIEW_MAX_MS. The photo is first given a frame to be drawn in (the page's
 * own copy of it is drawn under the preview), so it stays the page's first, largest paint.
 */
export function removeBootPreview() {
  const preview = document.getElementById(BOOT_PREVIEW_ID)
  if (!preview) return
  void photoSettled(preview.querySelector('img'), BOOT_PHOTO_WAIT_MS).then(() =>
    // The frame after this one has drawn the photo; the preview goes after it.
    requestAnimationFrame(() => setTimeout(() => preview.remove(), 0)),
  )
}
