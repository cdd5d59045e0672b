/**
 * The Seens offered for photos shared from the gallery: the server's list of live Seens the
 * visitor may post to, and the Seens opened on this device that still take their posts (a
 * private Seen reached by its QR code is in no list). Read from the offline cache, a copy may
 * be old: what has ended since is left out.
 */
import { isLive } from '~/shared/live'
import type { PostableSeen } from '~/shared/schemas/postable-seens'
import type { SeenDetail } from '~/shared/schemas/seen-detail'

export interface ShareChoice {
  shortName: string
  seenName: string
  headline: string | null
}

const choiceOf = (seen: PostableSeen | SeenDetail): ShareChoice => ({
  shortName: seen.shortName,
  seenName: seen.seenName,
  headline: seen.headline ?? null,
})

export function shareChoices(
  postable: readonly PostableSeen[],
  opened: readonly SeenDetail[],
  now: Date,
): ShareChoice[] {
  const choices = postable.filter((s) => new Date(s.liveUntil) >= now).map(choiceOf)
  const known = new Set(choices.map((c) => c.shortName))
  const more = opened
    .filter((s) => s.active && s.canPostAppearance && isLive(s, now) && !known.has(s.shortName))
    .sort((a, b) => a.seenName.localeCompare(b.seenName))
    .map(choiceOf)
  return [...choices, ...more]
}
