import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { fetchUserSuggestions } from '~/lib/user-suggestions'
import { BADGE_POLL_MS, MESSAGES_OFFSET, MESSAGES_PAGE_SIZE } from '~/shared/constants'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import type { Message } from '~/shared/schemas/messaging'
import {
  blockedUsersResponse,
  countResponse,
  groupsResponse,
  membersResponse,
  messagesResponse,
} from '~/shared/schemas/messaging'

/** Every query key of messaging. */
export const messagingKeys = {
  all: ['messaging'] as const,
  inbox: ['messaging', 'inbox'] as const,
  sent: ['messaging', 'sent'] as const,
  groups: ['messaging', 'groups'] as const,
  allGroupMembers: ['messaging', 'group-members'] as const,
  groupMembers: (groupId: string) => ['messaging', 'group-members', groupId] as const,
  blocked: ['messaging', 'blocked'] as const,
  unreadCount: ['messaging', 'unread-count'] as const,
  suggestions: (query: string) => ['messaging', 'suggestions', query.toLowerCase()] as const,
}

/** A message in a list: from the server, or queued offline ("waiting to send"). */
export type ListedMessage = Message & { isPending?: boolean }

/** The offset of the first page (widened so later pages' offsets have the same type). */
const FIRST_OFFSET: number = MESSAGES_OFFSET

const MAILBOX = {
  inbox: { key: messagingKeys.inbox, failure: MESSAGING_MSG.inboxFailed },
  sent: { key: messagingKeys.sent, failure: MESSAGING_MSG.sentFailed },
} as const

/**
 * docs/product.md#calls, #constants GET /api/messaging/inbox or /sent, 50 at a time from offset 0;
 * the page param is the offset. A page shorter than 50 is the last one.
 */
export const mailboxQuery = (box: 'inbox' | 'sent') =>
  infiniteQueryOptions({
    queryKey: MAILBOX[box].key as readonly ['messaging', 'inbox' | 'sent'],
    initialPageParam: FIRST_OFFSET,
    queryFn: async ({ pageParam, signal }): Promise<ListedMessage[]> =>
      (
        await api.get(`/api/messaging/${box}`, messagesResponse, {
          searchParams: { limit: MESSAGES_PAGE_SIZE, offset: pageParam },
          signal,
        })
      ).messages,
    getNextPageParam: (last, _pages, offset) =>
      last.length < MESSAGES_PAGE_SIZE ? undefined : offset + MESSAGES_PAGE_SIZE,
    meta: { errorMessage: MAILBOX[box].failure, persist: true },
  })

export const groupsQuery = () =>
  queryOptions({
    queryKey: messagingKeys.groups,
    queryFn: async ({ signal }) =>
      (await api.get('/api/messaging/groups', groupsResponse, { signal })).groups,
    meta: { errorMessage: MESSAGING_MSG.groupsFailed, persist: true },
  })

export const groupMembersQuery = (groupId: string) =>
  queryOptions({
    queryKey: messagingKeys.groupMembers(groupId),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/messaging/groups/${encodeURIComponent(groupId)}/members`,
          membersResponse,
          { signal },
        )
      ).members,
    meta: { errorMessage: MESSAGING_MSG.membersFailed, persist: true },
  })

export const blockedQuery = () =>
  queryOptions({
    queryKey: messagingKeys.blocked,
    queryFn: async ({ signal }) =>
      (await api.get('/api/messaging/blocked', blockedUsersResponse, { signal })).blockedUsers,
    meta: { errorMessage: MESSAGING_MSG.blockedFailed, persist: true },
  })

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messagingKeys.unreadCount,
    queryFn: async ({ signal }) =>
      (await api.get('/api/messaging/unread-count', countResponse, { signal })).count,
    refetchInterval: BADGE_POLL_MS,
    meta: { persist: true },
  })

/**
 * docs/product.md#validation: suggestions are asked for at 2+ characters (the caller enables the
 * query).
 */
export const userSuggestionsQuery = (query: string) =>
  queryOptions({
    queryKey: messagingKeys.suggestions(query),
    queryFn: ({ signal }) => fetchUserSuggestions(query, signal),
    staleTime: 30_000,
  })
