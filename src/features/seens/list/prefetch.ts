import type { QueryClient } from '@tanstack/react-query'
import { rememberedUser } from '~/lib/offline/user-data'
import { priorityPhotoUrl } from '~/shared/image-url'
import { GUEST_USER } from '~/shared/schemas/session'
import { sessionQueryOptions } from '../../session/queries'
import { seenListQueryOptions } from '../queries'
import { loadFilterSet } from './filter-storage'
import { effectiveFilterSet, listCriteria } from './list-criteria'

/**
 * Starts the first page of the list beside the session check, not after it. Whose saved filters
 * apply is the session's answer; until it comes, the user signed in last on this browser is the
 * likely one (a wrong guess costs one request: the page then asks for the right list).
 */
export function prefetchFirstPage(client: QueryClient) {
  const session = client.getQueryData(sessionQueryOptions().queryKey)
  const username = session === undefined ? rememberedUser() : session?.username
  const owner = username ?? GUEST_USER.username
  const filters = effectiveFilterSet(loadFilterSet(owner), owner !== GUEST_USER.username)
  const options = seenListQueryOptions(listCriteria(filters))
  void client.prefetchInfiniteQuery(options).then(() => {
    const first = client.getQueryData(options.queryKey)?.pages[0]?.[0]
    preloadImage(priorityPhotoUrl(first?.imageInfo))
  })
}

const preloaded = new Set<string>()

/**
 * The first card's photo is the page's largest paint: asked for as soon as the list is known,
 * while the list's code may still be on its way.
 */
function preloadImage(href: string | undefined) {
  if (!href || preloaded.has(href)) return
  preloaded.add(href)
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = href
  link.fetchPriority = 'high'
  document.head.append(link)
}
