import 'fake-indexeddb/auto'
import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { timelineQuery } from '~/features/activity/queries'
import { appearanceDetailQuery, appearanceListQuery } from '~/features/appearances/list/queries'
import {
  invitationPreviewQueryOptions,
  seenInvitationsQueryOptions,
  userInvitationsQueryOptions,
} from '~/features/membership/invitation-queries'
import {
  seenJoinRequestsQueryOptions,
  userJoinRequestsQueryOptions,
} from '~/features/membership/join-request-queries'
import {
  blockedQuery,
  groupMembersQuery,
  groupsQuery,
  mailboxQuery,
  unreadCountQuery,
  userSuggestionsQuery,
} from '~/features/messaging/queries'
import {
  followListQuery,
  followStatusQuery,
  myProfileQuery,
  userProfileQuery,
} from '~/features/people/queries'
import { placesByNameQueryOptions } from '~/features/places/queries'
import { seenDetailQueryOptions } from '~/features/seens/detail-queries'
import { tagSearchQueryOptions, tagsByPrefixQueryOptions } from '~/features/seens/list/tag-queries'
import { seenListQueryOptions } from '~/features/seens/queries'
import { sessionQueryOptions } from '~/features/session/queries'
import { cacheBuster, PERSIST_MAX_AGE_MS, shouldPersistQuery } from '~/lib/offline/persist-filter'
import { cacheKeyFor, createIdbPersister } from '~/lib/offline/persister'
import { createQueryClient } from '~/lib/query-client'

/**
 * What each screen shows offline after a reload comes from the persisted query cache. Each
 * factory below is the one its screen uses; it must carry `meta: { persist: true }`, which the
 * persister reads (no key list elsewhere), so taking the mark off one fails its case here.
 */
interface Factory {
  queryKey: QueryKey
}

const persistedScreens: [string, Factory][] = [
  ['the session (who is signed in)', sessionQueryOptions()],
  ['the Seen list', seenListQueryOptions({ past: false })],
  ['a Seen detail', seenDetailQueryOptions('abc')],
  ["a Seen's appearances", appearanceListQuery('abc', 'viewer')],
  ['an appearance being edited', appearanceDetailQuery('app1')],
  ['the Inbox', mailboxQuery('inbox')],
  ['Sent', mailboxQuery('sent')],
  ['the groups', groupsQuery()],
  ["a group's members", groupMembersQuery('g1')],
  ['the blocked users', blockedQuery()],
  ['the unread count', unreadCountQuery()],
  ['the timeline', timelineQuery()],
  ["the user's invitations", userInvitationsQueryOptions()],
  ["a Seen's invitations", seenInvitationsQueryOptions('seen-id')],
  ["the user's join requests", userJoinRequestsQueryOptions()],
  ["a Seen's join requests", seenJoinRequestsQueryOptions('abc')],
  ['the own profile (settings)', myProfileQuery()],
  ["another user's profile", userProfileQuery('ada')],
  ['the follow list', followListQuery()],
  ['a follow status', followStatusQuery('ada')],
]

/** Answers that are only worth having fresh: never written to the offline cache. */
const notPersisted: [string, Factory][] = [
  ['hashtag suggestions by prefix', tagsByPrefixQueryOptions('ab')],
  ['caption hashtag suggestions', tagSearchQueryOptions('abc')],
  ['recipient suggestions', userSuggestionsQuery('ad')],
  ['an invitation preview', invitationPreviewQueryOptions('token')],
  ['a place search', placesByNameQueryOptions('Ber')],
]

const dataOf = (name: string) => ({ shown: name })

/** Fills `client` as the screens would (each query built from its factory, then answered). */
function fill(client: QueryClient, factories: [string, Factory][]) {
  for (const [name, factory] of factories) {
    client.getQueryCache().build(client, factory)
    client.setQueryData(factory.queryKey, dataOf(name))
  }
}

let restored: QueryClient

beforeAll(async () => {
  const persister = createIdbPersister(cacheKeyFor('screens'))
  const saved = createQueryClient()
  fill(saved, [...persistedScreens, ...notPersisted])
  await persistQueryClientSave({
    queryClient: saved,
    persister,
    buster: cacheBuster(),
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  })
  await persister.flush()
  // The reload happens offline.
  onlineManager.setOnline(false)
  restored = createQueryClient()
  await persistQueryClientRestore({
    queryClient: restored,
    persister,
    buster: cacheBuster(),
    maxAge: PERSIST_MAX_AGE_MS,
  })
})

afterAll(() => onlineManager.setOnline(true))

describe('persisted screens come back offline after a reload', () => {
  it.each(persistedScreens)('%s', (name, factory) => {
    expect(restored.getQueryData(factory.queryKey)).toEqual(dataOf(name))
  })

  it.each(notPersisted)('not %s', (_name, factory) => {
    expect(restored.getQueryData(factory.queryKey)).toBeUndefined()
  })

  it('keeps the mark on a restored query, so it is saved again', () => {
    const [, factory] = persistedScreens[0] ?? []
    expect(factory && restored.getQueryCache().find({ queryKey: factory.queryKey })?.meta).toEqual(
      expect.objectContaining({ persist: true }),
    )
  })
})
