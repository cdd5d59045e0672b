import type { Appearance } from '~/shared/schemas/appearance'
import type { ClipInfo } from '~/shared/schemas/clip-info'

/** The playable clip of an appearance; null for a photo (and a clip an older server sent bare). */
export const clipOf = (a: Appearance): ClipInfo | null =>
  a.kind === 'clip' ? (a.clipInfo ?? null) : null

/** Where the clip's bytes are read: `/media/…` with Range, or the CDN when one is named. */
export const clipSource = (clip: ClipInfo): string => clip.cdnUrl ?? clip.path

/**
 * Starts a `<video>` without sound: muted as a property and as the attribute (iOS Safari reads
 * the attribute before it lets a clip play inline). The person unmutes with its controls.
 * `play()` may refuse (no user gesture, a clip that does not load): the poster stays.
 */
export function playMuted(video: HTMLVideoElement) {
  video.defaultMuted = true
  video.muted = true
  void Promise.resolve(video.play()).catch(() => undefined)
}

/** Space on the player: play when paused, pause when playing. */
export function togglePlay(video: HTMLVideoElement) {
  if (video.paused) void Promise.resolve(video.play()).catch(() => undefined)
  else video.pause()
}
