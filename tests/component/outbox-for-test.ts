import type { QueryClient } from '@tanstack/react-query'
import { setActiveOutbox } from '~/lib/offline/active-outbox'
import { Outbox } from '~/lib/offline/outbox'

/**
 * Signs an outbox in for `username`, sending through the (stubbed) fetch at once. Returns the
 * clean-up: it waits for sends in flight before closing.
 */
export async function openTestOutbox(client: QueryClient, username = 'ada') {
  const outbox = await Outbox.open({ client, username, isOnline: () => true })
  setActiveOutbox(outbox)
  return async () => {
    await outbox.drain()
    setActiveOutbox(null)
    outbox.close()
  }
}
