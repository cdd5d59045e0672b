/**
 * Where each Seen's list stood when its first page was last read (the server's newest live
 * event then). The Seen's stream, opened after the read, resumes from there: a photo posted
 * between the read and the stream's opening arrives on the stream instead of being missed.
 * Kept in memory only: after a restart the page reads its list again before it is live.
 * A Seen's detail carries the first page of its viewers' list (the filter `viewer`), so its read
 * counts as that list's.
 */
const anchors = new Map<string, number>()

const keyOf = (seenShortName: string, filter: string) => `${seenShortName}\n${filter}`

export function noteListRead(seenShortName: string, filter: string, liveEventId?: number) {
  if (liveEventId !== undefined && liveEventId > 0) {
    anchors.set(keyOf(seenShortName, filter), liveEventId)
  }
}

/** The list every viewer sees, the one whose first page comes with the Seen's detail. */
export const VIEWER_LIST = 'viewer'

/** The event id a new stream for this list resumes from, if its list was read. */
export function listReadAt(seenShortName: string, filter: string): number | undefined {
  return anchors.get(keyOf(seenShortName, filter))
}
