/** Words of the offline UI (docs/architecture/offline.md "the UI says what is true"). */
export const OFFLINE_TEXT = {
  offline:
    'You are offline. Showing saved data; your likes, bookmarks, follows, photos, messages and invitation answers are sent when you are back online.',
  slow: 'Connection is slow — showing saved data',
  newVersion: 'New version available',
  reload: 'Reload',
  waiting: (count: number) => `${count} ${count === 1 ? 'action' : 'actions'} waiting to send`,
  waitingShort: 'Waiting to send',
  failedTitle: 'Not sent',
  dismiss: 'Dismiss',
  install: 'Install app',
  iosHint: 'To install Seen, tap the Share button, then “Add to Home Screen”.',
  savedAgo: (ago: string) => `Saved ${ago}`,
} as const

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago" (English, rounded down). */
export function timeAgo(then: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - then) / 1000))
  if (seconds < 60) return 'just now'
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ]
  for (const [size, name] of units) {
    const count = Math.floor(seconds / size)
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`
  }
  return 'just now'
}
