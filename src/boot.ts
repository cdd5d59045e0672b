// The page's entry: lets the browser paint the boot screen (or a Seen's preview) before the app's
// modules run. Their evaluation and the router's creation hold the main thread for a few hundred
// milliseconds on a phone; started here at once, they ran before the first frame, so the page
// stayed blank although everything it needed to show had arrived. The app's code is fetched
// from then on too, named by Vite's preload helper at the import: the first paint needs none of
// it, and fetched beside the page's CSS and photo it slowed them.
import './styles.css'

/** Starts the app anyway if no frame came by then (a tab hidden before its first frame). */
const BOOT_FRAME_FALLBACK_MS = 500

/** Starts the app once, whichever of the waits below ends first. */
let started = false
function start() {
  if (started) return
  started = true
  void import('./main')
}

// A hidden tab draws no frames, so requestAnimationFrame would never call back there.
if (document.visibilityState === 'hidden') start()
else {
  // The frame's callback runs before its paint; the task after it, once the frame is drawn.
  requestAnimationFrame(() => setTimeout(start, 0))
  setTimeout(start, BOOT_FRAME_FALLBACK_MS)
}
