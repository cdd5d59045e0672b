import type { QueryClient } from '@tanstack/react-query'
import { setActiveOutbox } from '~/lib/offline/active-outbox'
import { Outbox } from '~/lib/offline/outbox'

/**
 * Signs an outbox in for `username`, sending through the (stubbed) fetch at once. Returns the
 * clean-up: it waits for sends in flight before closing.
 */
export async function openTestOutbox(client: QueryClient, username = 'ada') {
  return (await openSwitchableOutbox(client, username)).close
}

/**
 * As openTestOutbox, with a connection the test switches: while `setOnline(false)` nothing is
 * sent; `setOnline(true)` sends what waits.
 */
export async function openSwitchableOutbox(client: QueryClient, username = 'ada') {
  let online = true
  const outbox = await Outbox.open({ client, username, isOnline: () => online })
  setActiveOutbox(outbox)
  // As in the app (attachReplayTriggers): a refetch that lands while an entry waits, such as a
  // badge poll mounting after the page, must not wipe the optimistic change off the screen.
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') outbox.reapply()
  })
  return {
    setOnline: async (value: boolean) => {
      online = value
      if (value) await outbox.drain()
    },
    close: async () => {
      await outbox.drain()
      stopCache()
      setActiveOutbox(null)
      outbox.close()
    },
  }
}
