/**
 * The offline side of start-up, in its own chunk so the first page does not wait for it: the
 * offline kinds, then the signed-in user's persisted cache and outbox (see main.tsx).
 */
import type { QueryClient } from '@tanstack/react-query'
import { openSessionScope } from '~/features/session/offline-scope'
import './offline-kinds'

/** Without IndexedDB (some private modes) the app still runs, only without offline data. */
export function startOffline(client: QueryClient): Promise<void> {
  return openSessionScope(client).catch(() => undefined)
}
