import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'

declare let self: ServiceWorkerGlobalScope

/** The app shell (HTML, scripts, styles, icons) of this build, removed again by the next one. */
export function precacheShell() {
  // Written out as `self.__WB_MANIFEST`: the build replaces exactly that text with the list.
  precacheAndRoute(self.__WB_MANIFEST)
  cleanupOutdatedCaches()
}
