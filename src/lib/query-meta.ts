import type { Query, QueryClient } from '@tanstack/react-query'

/**
 * Changes announced by code that may not import the keys of the data they make stale: src/lib,
 * or a feature below the one whose data changes (features import only downward, see
 * biome.json). A query lists the changes it is built from in `meta.staleAfter`.
 */
export type DataChange =
  /** The visitor turned out to be signed in (a guest's post found a session). */
  | 'signed-in'
  /** The user followed or unfollowed someone: lists filtered by "people I follow" change. */
  | 'follows'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * docs/product.md#error-texts toast text shown when this query fails to load (the server's
       * message wins).
       */
      errorMessage?: string
      /**
       * Kept in this browser's offline cache across reloads and restored offline
       * (docs/architecture/offline.md). Only successful queries with this mark are written; nothing
       * else is.
       */
      persist?: true
      /** Marked stale (and refetched when shown) when one of these changes is announced. */
      staleAfter?: readonly DataChange[]
    }
  }
}

/** Whether the offline cache keeps this query: its factory marked it `meta: { persist: true }`. */
export const isPersisted = (query: Pick<Query, 'meta'>) => query.meta?.persist === true

/** Makes every query built from `change` stale, whichever feature owns it. */
export const announceChange = (client: QueryClient, change: DataChange) =>
  client.invalidateQueries({
    predicate: (query) => query.meta?.staleAfter?.includes(change) === true,
  })
