import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSession } from '~/features/session/queries'
import { messagingKeys, unreadCountQuery } from './queries'

/**
 * docs/product.md#screens, #calls: the Messages badge — unread inbox messages, polled every 60 s
 * (the query's refetchInterval) for a signed-in user. When the count grows, new mail has arrived:
 * the inbox is refetched so an open Messages page shows it too.
 */
export function useUnreadCount(): number {
  const session = useSession()
  const client = useQueryClient()
  const signedIn = session.status === 'authenticated'
  const { data } = useQuery({ ...unreadCountQuery(), enabled: signedIn })
  const last = useRef(data)
  useEffect(() => {
    if (data !== undefined && last.current !== undefined && data > last.current) {
      void client.invalidateQueries({ queryKey: messagingKeys.inbox })
    }
    last.current = data
  }, [data, client])
  return signedIn ? (data ?? 0) : 0
}
