import { registerRoute } from 'workbox-routing'
import { keepSharedPhotos } from '../src/lib/offline/shared-photos'
import {
  isForeignShare,
  SHARE_TARGET,
  type ShareProblem,
  type ShareRequestFacts,
  sharePageUrl,
} from '../src/shared/share-target'
import { worker } from './scope'

/** See Other: the page is opened with GET, so a reload does not share the photos again. */
const seeOther = (path: string) => Response.redirect(new URL(path, worker.location.href).href, 303)

const seeShared = (problem: ShareProblem) =>
  seeOther(sharePageUrl({ kept: 0, notPhotos: 0, overLimit: 0, problem }))

/** What the worker can tell of a request's sender (no Fetch Metadata reaches a worker). */
const factsOf = (request: Request): ShareRequestFacts => ({
  fetchSite: request.headers.get('Sec-Fetch-Site'),
  origin: request.headers.get('Origin'),
  referrer: request.referrer,
  referrerPolicy: request.referrerPolicy,
  destination: request.destination,
})

/**
 * Photos shared from the gallery (the manifest's `share_target`) arrive here as a multipart
 * POST. They are kept in IndexedDB — never sent anywhere yet, so this works offline — and the
 * browser is sent (303) to the page that asks which Seen they are for. A form another site
 * posted is not read: the page says so, and nothing joins the queue.
 */
export function receiveSharedPhotos() {
  registerRoute(
    ({ url }) => url.pathname === SHARE_TARGET.action,
    async ({ request }) => {
      if (isForeignShare(factsOf(request), worker.location.origin)) return seeShared('foreign')
      let form: FormData
      try {
        form = await request.formData()
      } catch {
        return seeShared('unreadable')
      }
      try {
        const outcome = await keepSharedPhotos(form.getAll(SHARE_TARGET.filesField))
        return seeOther(sharePageUrl(outcome))
      } catch {
        // Storage full or unavailable: earlier photos stay, these are not kept.
        return seeShared('storage')
      }
    },
    'POST',
  )
}
