import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import {
  findCachedAppearance,
  findCachedAppearanceWhere,
  isWaitingToUpload,
  patchAppearanceEverywhere,
  prependAppearance,
  removeAppearance,
  replaceAppearance,
} from '~/features/appearances/list/cache'
import { appearanceKeys } from '~/features/appearances/list/queries'
import { seenKeys } from '~/features/seens/queries'
import { listReadAt } from '~/lib/live-anchor'
import type { ReviewFilter } from '~/shared/appearance-messages'
import type { Appearance } from '~/shared/schemas/appearance'
import type { LiveCountsEvent } from '~/shared/schemas/live'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { connectLive } from './live-connection'
import { liveStore } from './live-store'

/** Past this scroll depth new photos wait behind a "N new photos" button instead of jumping in. */
const SCROLLED_PX = 400

/**
 * Could be the same post: the same headline under the same name (the caption is left out, as
 * the server stores it sanitized).
 */
const sameWords = (a: Appearance, b: Appearance) =>
  a.headline.trim() === b.headline.trim() &&
  (a.displayUserName ?? '').trim() === (b.displayUserName ?? '').trim()

function applyCounts(client: QueryClient, shortName: string, counts: LiveCountsEvent) {
  const { appearance, ...seenCounts } = counts
  if (appearance) {
    const likedCount = appearance.likedCount
    patchAppearanceEverywhere(client, appearance.appearanceShortName, (a) => ({ ...a, likedCount }))
    client.setQueryData<SeenDetail>(seenKeys.detail(shortName), (seen) =>
      seen
        ? {
            ...seen,
            appearances: seen.appearances.map((a) =>
              a.appearanceShortName === appearance.appearanceShortName ? { ...a, likedCount } : a,
            ),
          }
        : seen,
    )
  }
  if (Object.keys(seenCounts).length > 0) {
    client.setQueryData<SeenDetail>(seenKeys.detail(shortName), (seen) =>
      seen ? { ...seen, ...seenCounts } : seen,
    )
  }
}

/** How long a new stream waits for the page's list to be read before it opens anyway. */
const LIST_READ_WAIT_MS = 5_000

/**
 * Once the Seen's list is no longer being fetched (or after LIST_READ_WAIT_MS): the event id
 * it was read at, so that the stream opened next misses nothing posted since.
 */
async function listRead(client: QueryClient, shortName: string, filter: ReviewFilter) {
  const queryKey = appearanceKeys.list(shortName, filter)
  // The list's own query starts in an effect of the same render: let it begin first.
  await new Promise((resolve) => setTimeout(resolve, 0))
  await new Promise<void>((resolve) => {
    const done = () => {
      if (client.isFetching({ queryKey }) > 0) return
      stop()
      resolve()
    }
    const timer = setTimeout(() => {
      stop()
      resolve()
    }, LIST_READ_WAIT_MS)
    const unsubscribe = client.getQueryCache().subscribe(done)
    const stop = () => {
      clearTimeout(timer)
      unsubscribe()
    }
    done()
  })
  return listReadAt(shortName, filter)
}

interface LiveSeenOptions {
  /** The Seen page puts arrivals into its cached lists; the wall keeps its own short list. */
  applyToCache: boolean
  filter?: ReviewFilter
}

/**
 * Keeps one Seen live while mounted: opens its stream, applies what arrives and shares it
 * through liveStore. Returns photos that arrived while the reader was scrolled down, and `show`
 * to put them at the top.
 */
export function useLiveSeen(
  shortName: string,
  { applyToCache, filter = 'viewer' }: LiveSeenOptions,
) {
  const client = useQueryClient()
  const [waiting, setWaiting] = useState<Appearance[]>([])
  const waitingRef = useRef<Appearance[]>([])
  waitingRef.current = waiting

  useEffect(() => {
    const stop = connectLive(
      shortName,
      filter,
      {
        appearance: (item) => {
          // The viewer's own new photo while one of theirs still waits as a stand-in: its upload's
          // answer puts it in place of the stand-in; taken from the stream too, it would show twice.
          // A guest's stream may have opened before their first post gave them a guest session,
          // so it calls their photo someone else's: a stand-in with the same words counts too.
          const ownWhileUploading =
            !findCachedAppearance(client, shortName, item.appearanceShortName) &&
            findCachedAppearanceWhere(
              client,
              shortName,
              (a) => isWaitingToUpload(a) && (item.isOwner || sameWords(a, item)),
            ) !== undefined
          const cached = findCachedAppearance(client, shortName, item.appearanceShortName)
          if (applyToCache && !ownWhileUploading) {
            if (cached) {
              // A guest's stream that opened before their first post calls the photo someone
              // else's; the upload's answer, already in place, knew better.
              replaceAppearance(client, cached.isOwner ? { ...item, isOwner: true } : item)
            } else if (window.scrollY > SCROLLED_PX) {
              setWaiting((list) => [
                item,
                ...list.filter((a) => a.appearanceShortName !== item.appearanceShortName),
              ])
            } else {
              prependAppearance(client, shortName, item)
            }
          }
          liveStore.emit(shortName, { type: 'appearance', appearance: item })
        },
        removed: (appearanceShortName) => {
          if (applyToCache) removeAppearance(client, shortName, appearanceShortName)
          setWaiting((list) => list.filter((a) => a.appearanceShortName !== appearanceShortName))
          liveStore.emit(shortName, { type: 'removed', appearanceShortName })
        },
        counts: (counts) => applyCounts(client, shortName, counts),
        pending: (pending) => liveStore.setPending(shortName, pending),
        reset: () => {
          void client.invalidateQueries({ queryKey: seenKeys.detail(shortName) })
          void client.invalidateQueries({ queryKey: appearanceKeys.lists(shortName) })
          liveStore.emit(shortName, { type: 'reset' })
        },
        status: (status) => liveStore.setStatus(shortName, status),
      },
      // Resumes from where the list was read (the Seen page's, or the wall's first page), so a
      // photo posted between that read and this stream's opening arrives
      // (docs/decisions/077-live-stream-rules.md).
      () => listRead(client, shortName, filter),
    )
    return () => {
      stop()
      liveStore.setStatus(shortName, undefined)
      liveStore.setPending(shortName, undefined)
    }
  }, [client, shortName, filter, applyToCache])

  const show = () => {
    for (const item of [...waitingRef.current].reverse()) prependAppearance(client, shortName, item)
    setWaiting([])
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }
  return { waiting, show }
}
