/** Updating appearances wherever the cache holds them (every list page of every filter). */
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { seenKeys } from '~/features/seens/queries'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { appearanceKeys } from './queries'

type Pages = InfiniteData<Appearance[], number>

/** Short names of stand-ins: appearances shown from the outbox until their upload is done. */
export const LOCAL_PREFIX = 'local-'
export const isWaitingToUpload = (a: Appearance) => a.appearanceShortName.startsWith(LOCAL_PREFIX)

const mapPages = (data: Pages | undefined, map: (page: Appearance[]) => Appearance[]) =>
  data ? { ...data, pages: data.pages.map(map) } : data

/** Change one appearance (by short name) in every cached list of appearances. */
export function patchAppearanceEverywhere(
  client: QueryClient,
  appearanceShortName: string,
  patch: (appearance: Appearance) => Appearance,
) {
  client.setQueriesData<Pages>({ queryKey: appearanceKeys.all }, (data) =>
    Array.isArray(data?.pages)
      ? mapPages(data, (page) =>
          page.map((a) => (a.appearanceShortName === appearanceShortName ? patch(a) : a)),
        )
      : data,
  )
}

/** The first appearance matching `matches` as the cache shows it now: detail or any list page. */
export function findCachedAppearanceWhere(
  client: QueryClient,
  seenShortName: string,
  matches: (appearance: Appearance) => boolean,
): Appearance | undefined {
  const seen = client.getQueryData<SeenDetail>(seenKeys.detail(seenShortName))
  const inDetail = seen?.appearances.find(matches)
  if (inDetail) return inDetail
  for (const [, data] of client.getQueriesData<Pages>({
    queryKey: appearanceKeys.lists(seenShortName),
  })) {
    const found = Array.isArray(data?.pages) ? data.pages.flat().find(matches) : undefined
    if (found) return found
  }
  return undefined
}

/** The appearance of that short name as the cache shows it now. */
export const findCachedAppearance = (
  client: QueryClient,
  seenShortName: string,
  appearanceShortName: string,
) =>
  findCachedAppearanceWhere(
    client,
    seenShortName,
    (a) => a.appearanceShortName === appearanceShortName,
  )

/**
 * Put `item` in place of the appearance of the same short name, in every cached list and in its
 * Seen's cached detail.
 */
export function replaceAppearance(client: QueryClient, item: Appearance) {
  const swap = (a: Appearance) => (a.appearanceShortName === item.appearanceShortName ? item : a)
  patchAppearanceEverywhere(client, item.appearanceShortName, () => item)
  client.setQueryData<SeenDetail>(seenKeys.detail(item.seenShortName), (seen) =>
    seen ? { ...seen, appearances: seen.appearances.map(swap) } : seen,
  )
}

const withItemFirst = (list: Appearance[], item: Appearance) =>
  list.some((a) => a.appearanceShortName === item.appearanceShortName) ? list : [item, ...list]

/**
 * Put an appearance first in a Seen's cached viewer list and in its cached detail (the list's
 * first page), unless it is there already. Nothing is created that was not cached.
 */
export function prependAppearance(client: QueryClient, seenShortName: string, item: Appearance) {
  client.setQueryData<Pages>(appearanceKeys.list(seenShortName, 'viewer'), (data) => {
    if (!data) return data
    const [first = [], ...rest] = data.pages
    return { ...data, pages: [withItemFirst(first, item), ...rest] }
  })
  client.setQueryData<SeenDetail>(seenKeys.detail(seenShortName), (seen) =>
    seen ? { ...seen, appearances: withItemFirst(seen.appearances, item) } : seen,
  )
}

/** Take an appearance out of a Seen's cached lists and detail. */
export function removeAppearance(client: QueryClient, seenShortName: string, shortName: string) {
  const keep = (a: Appearance) => a.appearanceShortName !== shortName
  client.setQueriesData<Pages>({ queryKey: appearanceKeys.lists(seenShortName) }, (data) =>
    mapPages(data, (page) => page.filter(keep)),
  )
  client.setQueryData<SeenDetail>(seenKeys.detail(seenShortName), (seen) =>
    seen ? { ...seen, appearances: seen.appearances.filter(keep) } : seen,
  )
}

/**
 * An uploaded photo's stand-in becomes the server's appearance where it stands, in every cached
 * list and the detail; where the server's copy is there already (the live stream brought it),
 * the stand-in just goes. Taking the stand-in out and waiting for the lists' refetch left the
 * card absent meanwhile, and for good when the connection dropped in between.
 */
export function settleStandIn(
  client: QueryClient,
  seenShortName: string,
  localId: string,
  item: Appearance,
) {
  const settle = (list: Appearance[]) =>
    list.some((a) => a.appearanceShortName === item.appearanceShortName)
      ? list.filter((a) => a.appearanceShortName !== localId)
      : list.map((a) => (a.appearanceShortName === localId ? item : a))
  client.setQueriesData<Pages>({ queryKey: appearanceKeys.lists(seenShortName) }, (data) =>
    Array.isArray(data?.pages) ? { ...data, pages: data.pages.map(settle) } : data,
  )
  client.setQueryData<SeenDetail>(seenKeys.detail(seenShortName), (seen) =>
    seen ? { ...seen, appearances: settle(seen.appearances) } : seen,
  )
}

/** Liking: the new state and count, optimistic (count derived) or as the server answered. */
export const withLike = (isLiked: boolean, likedCount?: number) => (a: Appearance) => ({
  ...a,
  isLiked,
  likedCount:
    likedCount ?? Math.max(0, a.likedCount + (isLiked === a.isLiked ? 0 : isLiked ? 1 : -1)),
})
