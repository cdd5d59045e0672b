/** What clips say wherever they play (docs/decisions/181-clips-play-everywhere.md). */
export const CLIP_TEXT = {
  /** A card's poster: tapping it plays the clip in the card. */
  play: (duration: string, headline: string) => `Play clip, ${duration}: ${headline}`,
  /** The badge where nothing plays (the wall): what a screen reader hears for it. */
  badge: (duration: string) => `Clip, ${duration}`,
  /** The `<video>` itself. */
  video: (headline: string) => `Clip: ${headline}`,
  /** A card's button to the full-screen player. */
  fullScreen: (headline: string) => `Open clip full screen: ${headline}`,
  download: 'Download clip',
  close: 'Close clip',
} as const
