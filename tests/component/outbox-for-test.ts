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
  return {
    setOnline: async (value: boolean) => {
      online = value
      if (value) await outbox.drain()
    },
    close: async () => {
      await outbox.drain()
      setActiveOutbox(null)
      outbox.close()
    },
  }
}
