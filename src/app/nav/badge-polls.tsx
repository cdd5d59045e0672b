import { useEffect } from 'react'
import type { BadgeCounts } from './badge-counts'
import { useBadgeCounts } from './use-badge-counts'

/**
 * Runs the navigation's badge polls and hands their counts up; draws nothing. It lives in its
 * own chunk (with the messaging and invitation schemas it reads), loaded after the first paint.
 */
export function BadgePolls({ onCounts }: { onCounts: (counts: BadgeCounts) => void }) {
  const counts = useBadgeCounts()
  const { unread, pendingInvitations } = counts
  useEffect(() => {
    onCounts({ unread, pendingInvitations })
  }, [unread, pendingInvitations, onCounts])
  return null
}
