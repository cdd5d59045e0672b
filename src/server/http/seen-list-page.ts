import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { SEEN_LIST_PAGE_SIZE } from '~/shared/constants'
import { priorityPhotoUrl } from '~/shared/image-url'
import { seenListResponse } from '~/shared/schemas/seen'
import { trendingListQuerySchema } from '~/shared/schemas/seen-list-query'
import { trendingListSearchParams } from '~/shared/seen-list-params'
import type { AppEnv } from '../context'
import { photoPreload, withBootPreview } from '../seens/link-preview'
import { trendingListBody } from '../seens/list-query'
import { routePageReader, withEarlyPreload } from './route-page'
import { asksOnlyForJson } from './static-client'

/** The query of the list's first page with no filter on, as the page's own request parses. */
const FIRST_PAGE = v.parse(
  trendingListQuerySchema,
  Object.fromEntries(trendingListSearchParams({ limit: SEEN_LIST_PAGE_SIZE, offset: 0 })),
)

/**
 * `/seen_list`: the route's page with its first card's photo named in the head, and that Seen's
 * photo and name over the boot screen (withBootPreview) until the list shows. That photo is
 * the page's largest paint; otherwise a phone finds it only once the app has run and the list
 * has answered. The list is the viewer's unfiltered first page, read through the same cache
 * entry as the page's own first request, so it names nothing the viewer may not see. Saved
 * filters live on the device, where the server cannot read them: a visitor who has some costs
 * one photo fetched in vain (and a returning one gets the service worker's shell, not this).
 * Without a photo, or should the read fail, the plain page goes out (staticClient).
 */
export function seenListPage(clientDir: string): MiddlewareHandler<AppEnv> {
  const shell = routePageReader(clientDir, '/seen_list')
  return async (c, next) => {
    if (asksOnlyForJson(c.req.header('accept'))) return next()
    const html = await shell()
    if (!html?.includes('</head>')) return next()
    const first = await firstSeen(c.get('deps'), c.get('user')?.id ?? null).catch(() => undefined)
    const href = priorityPhotoUrl(first?.imageInfo)
    if (!first || !href) return next()
    const withPreload = withEarlyPreload(html, photoPreload(href))
    const page = withBootPreview(withPreload, { name: first.seenName, photo: href })
    return c.html(page, 200, { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding, Cookie' })
  }
}

async function firstSeen(deps: AppEnv['Variables']['deps'], viewerId: string | null) {
  const body = await trendingListBody(deps, FIRST_PAGE, viewerId)
  const answer = v.safeParse(seenListResponse, JSON.parse(body))
  return answer.success ? answer.output.seenList[0] : undefined
}
