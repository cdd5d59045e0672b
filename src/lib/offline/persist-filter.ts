import type { Query, QueryKey } from '@tanstack/react-query'

/** Query key prefixes kept across reloads (brief §6 key list, DESIGN §8). Nothing else is. */
export const PERSISTED_QUERY_PREFIXES: readonly QueryKey[] = [
  ['session'],
  ['seens', 'list'],
  ['seens', 'detail'],
  ['appearances', 'list'],
  ['appearances', 'detail'],
  ['invitations', 'user'],
  ['invitations', 'seen'],
  ['join-requests', 'user'],
  ['join-requests', 'seen'],
  ['profile', 'me'],
  ['profile', 'user'],
  ['follows', 'list'],
  ['follows', 'status'],
  ['timeline'],
  ['messaging', 'inbox'],
  ['messaging', 'sent'],
  ['messaging', 'groups'],
  ['messaging', 'group-members'],
  ['messaging', 'blocked'],
  ['messaging', 'unread-count'],
]

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, index) => key[index] === part)

export const isPersistedKey = (key: QueryKey) =>
  PERSISTED_QUERY_PREFIXES.some((prefix) => startsWith(key, prefix))

/** Only successful queries of the whitelist are written (never errors or half-loaded data). */
export const shouldPersistQuery = (query: Pick<Query, 'queryKey' | 'state'>) =>
  query.state.status === 'success' && isPersistedKey(query.queryKey)

/**
 * Bump when the shape of any persisted query's data changes: old caches are discarded.
 * 2: Inbox and Sent became infinite queries.
 */
export const CACHE_SCHEMA_VERSION = 2

declare const __SEEN_BUILD_ID__: string | undefined

/** Vite defines the build id; tests and development run without one. */
export const BUILD_ID = typeof __SEEN_BUILD_ID__ === 'string' ? __SEEN_BUILD_ID__ : 'dev'

/** A cache saved by another build or schema version is not restored. */
export const cacheBuster = (buildId = BUILD_ID) => `${buildId}:${CACHE_SCHEMA_VERSION}`

export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
