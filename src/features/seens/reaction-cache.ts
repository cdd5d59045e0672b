/**
 * The viewer's like and bookmark of a Seen as the caches hold them: every page of every cached
 * Seen list and the Seen's detail (if cached). Used for optimistic updates and server answers.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { SeenListItem } from '~/shared/schemas/seen'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { seenKeys } from './queries'

export type SeenReactionKind = 'like' | 'bookmark'

interface Reactable {
  isLiked?: boolean | undefined
  likeCount?: number | undefined
  isBookmarked?: boolean | undefined
  bookmarkCount?: number | undefined
}

const FIELDS = {
  like: { active: 'isLiked', count: 'likeCount' },
  bookmark: { active: 'isBookmarked', count: 'bookmarkCount' },
} as const

/**
 * The Seen with the viewer's reaction set to `active`. With the server's `count` that count is
 * taken; without it (optimistic) the count moves by one when the state changes.
 */
export function withReaction<T extends Reactable>(
  seen: T,
  kind: SeenReactionKind,
  active: boolean,
  count?: number,
): T {
  const fields = FIELDS[kind]
  const wasActive = seen[fields.active] ?? false
  const oldCount = seen[fields.count] ?? 0
  const nextCount =
    count ?? (wasActive === active ? oldCount : Math.max(0, oldCount + (active ? 1 : -1)))
  if (wasActive === active && nextCount === oldCount) return seen
  return { ...seen, [fields.active]: active, [fields.count]: nextCount }
}

type ListData = InfiniteData<SeenListItem[], number>

/** Sets the reaction on every cached copy of the Seen. */
export function setSeenReaction(
  queryClient: QueryClient,
  shortName: string,
  kind: SeenReactionKind,
  active: boolean,
  count?: number,
): void {
  queryClient.setQueriesData<ListData>({ queryKey: seenKeys.lists }, (data) =>
    data?.pages.some((page) => page.some((seen) => seen.shortName === shortName))
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.map((seen) =>
              seen.shortName === shortName ? withReaction(seen, kind, active, count) : seen,
            ),
          ),
        }
      : data,
  )
  queryClient.setQueryData<SeenDetail>(seenKeys.detail(shortName), (seen) =>
    seen ? withReaction(seen, kind, active, count) : seen,
  )
}

/** The reaction as the caches know it (the detail first), or undefined when nothing is cached. */
export function cachedSeenReaction(
  queryClient: QueryClient,
  shortName: string,
  kind: SeenReactionKind,
): boolean | undefined {
  const field = FIELDS[kind].active
  const detail = queryClient.getQueryData<SeenDetail>(seenKeys.detail(shortName))
  if (detail?.[field] !== undefined) return detail[field]
  for (const [, data] of queryClient.getQueriesData<ListData>({ queryKey: seenKeys.lists })) {
    const seen = data?.pages.flat().find((item) => item.shortName === shortName)
    if (seen) return seen[field]
  }
  return undefined
}
