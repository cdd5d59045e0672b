import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { BOOT_PREVIEW_MAX_MS, PAGES_WITH_PREVIEW, removeBootPreview } from './lib/boot-preview'
import { outboxOpening } from './lib/offline/active-outbox'
import { watchConnectivity } from './lib/offline/connectivity'
import { captureInstallPrompt } from './lib/offline/install'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

/** The longest the first render waits for the router's first load (a loader on a slow network). */
const FIRST_LOAD_WAIT_MS = 1_000

/** Calls `done` in the commit that mounts the app, the one in which the router mounts too. */
function Mounted({ done }: { done: () => void }) {
  useLayoutEffect(done, [done])
  return null
}

/** Ends the current task; the rest runs in a task of its own. */
function nextTask() {
  return new Promise((done) => setTimeout(done, 0))
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

watchConnectivity()
captureInstallPrompt()
const queryClient = createQueryClient()
// In a task of its own: the import adds a preload link for each of the offline start's ~20
// chunks (the HTML names only the page's own), which would lengthen the app's first task.
const offline = nextTask()
  .then(() => import('./app/offline-start'))
  .then(({ startOffline }) => startOffline(queryClient))
outboxOpening(offline)

// Online, the first page renders at once and loads its data from the server while the
// persisted cache and the outbox open beside it (restoring never overwrites fresher data).
// Offline, route loaders read the persisted cache, so it is restored before the router starts.
if (!onlineManager.isOnline()) await offline
// Evaluating the modules above, creating the router and the first render are each long on a
// phone; run as separate tasks, the browser may handle input and draw between them.
await nextTask()
const router = createAppRouter(queryClient)
// The router follows the history once React has mounted it. A back or forward before that (a
// quick thumb while the app starts) would leave it on the page it started with.
const stopEarlyFollowing = router.history.subscribe(() => void router.load())
// The server's preview of a Seen covers the app until its page (a shared Seen's, the list)
// shows its content; on any other page, or should that never happen, it goes anyway.
router.subscribe('onResolved', ({ toLocation }) => {
  if (!PAGES_WITH_PREVIEW.has(toLocation.pathname)) removeBootPreview()
})
setTimeout(removeBootPreview, BOOT_PREVIEW_MAX_MS)
// The first page is matched and its code loaded before React renders it, so React renders it
// once, in a transition. Rendered before, the router's own first load settles during that render
// and redoes it synchronously, in one long task.
// A load that fails still renders: the router shows the failure on the page (its error state).
// Creating the router (its route tree) and loading the first page are each a task of their own.
await nextTask()
const firstLoad = router.load().catch(() => undefined)
await Promise.race([firstLoad, new Promise((done) => setTimeout(done, FIRST_LOAD_WAIT_MS))])

const root = createRoot(container)
// As a transition, React renders the first page in slices and lets the browser work between
// them, instead of in one task of a few hundred milliseconds on a phone.
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Mounted done={stopEarlyFollowing} />
      </QueryClientProvider>
    </StrictMode>,
  ),
)
// The worker's precache download would compete with the first page's own requests; its
// registration's code is not needed before then either.
const loaded = new Promise((done) => {
  if (document.readyState === 'complete') done(undefined)
  else window.addEventListener('load', done, { once: true })
})
void Promise.all([offline, loaded])
  .then(() => import('./lib/offline/service-worker'))
  .then(({ registerServiceWorker }) => registerServiceWorker())
