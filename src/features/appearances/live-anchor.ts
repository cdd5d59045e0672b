/**
 * Where each Seen's list stood when its first page was last read (the server's newest live
 * event then). The Seen's stream, opened after the read, resumes from there: a photo posted
 * between the read and the stream's opening arrives on the stream instead of being missed.
 * Kept in memory only: after a restart the page reads its list again before it is live.
 */
const anchors = new Map<string, number>()

const keyOf = (seenShortName: string, filter: string) => `${seenShortName}\n${filter}`

export function noteListRead(seenShortName: string, filter: string, liveEventId?: number) {
  if (liveEventId !== undefined && liveEventId > 0) {
    anchors.set(keyOf(seenShortName, filter), liveEventId)
  }
}

/** The event id a new stream for this list resumes from, if its list was read. */
export function listReadAt(seenShortName: string, filter: string): number | undefined {
  return anchors.get(keyOf(seenShortName, filter))
}
