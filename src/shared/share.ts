import { PUBLIC_ACCESSIBILITY_TYPES, type SeenAccessibilityType } from './enums'

/** What decides who is offered the Share control of a Seen. */
export interface ShareableSeen {
  seenAccessibilityType: SeenAccessibilityType
  isCreator: boolean
  isMember: boolean
}

/**
 * The creator and members may share any Seen; anyone may share a public one (its link is open to
 * everybody anyway). A private Seen's link is handed on by the people who belong to it.
 */
export function canShareSeen(seen: ShareableSeen): boolean {
  return (
    seen.isCreator ||
    seen.isMember ||
    PUBLIC_ACCESSIBILITY_TYPES.includes(seen.seenAccessibilityType)
  )
}

/** The address a QR code, a copied link and a poster all point at. */
export function seenLink(origin: string, shortName: string): string {
  const url = new URL('/seen', origin)
  url.searchParams.set('shortname', shortName)
  return url.toString()
}

export const SHARE_TEXT = {
  button: 'Share',
  title: 'Share this Seen',
  linkLabel: 'Link to this Seen',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied. Select it and copy it by hand.',
  share: 'Share…',
  qrLabel: (seenName: string) => `QR code of the link to ${seenName}`,
  qrHint: 'People can scan this code with their phone camera to open the Seen.',
  poster: 'Print poster',
  wall: 'Wall mode',
  posterLine: 'Scan, pick your photos, done — no app needed',
  posterPrint: 'Print',
  posterBack: 'Back to the Seen',
  posterPaper: 'Paper size',
} as const
