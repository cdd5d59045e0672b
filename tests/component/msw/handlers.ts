import { HttpResponse, http } from 'msw'
import type { SeenDetail } from '~/shared/schemas/seen-detail'

export const ADA_CLAIMS = [
  { type: 'sub', value: '3f1c0c1e-0000-4000-8000-000000000001' },
  { type: 'name', value: 'ada' },
  { type: 'display_name', value: 'Ada Lovelace' },
  { type: 'bff:logout_url', value: '/bff/logout?sid=s1' },
]

/** The server's answer to a path it does not know: the error envelope with a 404. */
export const notFound = () =>
  HttpResponse.json({ success: false, errors: { userMessage: ['Not found.'] } }, { status: 404 })

/**
 * GET /bff/user: a guest (no claims when the app says X-Guest-Ok, else 401), a user (claims), or
 * no answer ever (the session still loads).
 */
export function session(answer: 'guest' | 'pending' | typeof ADA_CLAIMS = ADA_CLAIMS) {
  return http.get('*/bff/user', async ({ request }) => {
    if (answer === 'pending') return new Promise<never>(() => {})
    if (answer === 'guest' && request.headers.get('X-Guest-Ok') === '1')
      return HttpResponse.json([])
    if (answer === 'guest') return new HttpResponse(null, { status: 401 })
    return HttpResponse.json(answer)
  })
}

/** GET /api/seen/{shortName} answers with `seen`. */
export const seenDetail = (seen: SeenDetail) =>
  http.get(`*/api/seen/${seen.shortName}`, () => HttpResponse.json({ success: true, seen }))

/**
 * Ada is signed in; everything else is a 404, as an unknown path is on the server. Tests add the
 * calls they exercise with `server.use(...)`.
 */
export const defaultHandlers = [session(ADA_CLAIMS), http.all('*', notFound)]
