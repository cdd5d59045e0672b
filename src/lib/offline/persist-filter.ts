import type { Query } from '@tanstack/react-query'
import { isPersisted } from '../query-meta'

/**
 * Only successful queries marked `meta: { persist: true }` by their factory are written (never
 * errors or half-loaded data, docs/architecture/offline.md).
 */
export const shouldPersistQuery = (query: Pick<Query, 'meta' | 'state'>) =>
  query.state.status === 'success' && isPersisted(query)

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
