import type { PublicUserProfile } from '~/shared/schemas/profile'

export type SocialNetwork = keyof PublicUserProfile['socialLinks']

const BASE: Record<SocialNetwork, string> = {
  twitter: 'https://x.com/',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  linkedIn: 'https://www.linkedin.com/in/',
}

export const SOCIAL_LABEL: Record<SocialNetwork, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedIn: 'LinkedIn',
}

const HANDLE = /^@?([A-Za-z0-9_.-]{1,80})$/

/**
 * Where a social link entry points: an http(s) address as given, a bare handle ("@ann",
 * "ann.pics") on the network's site, anything else nowhere (shown as text, never as a link).
 */
export function socialHref(network: SocialNetwork, value: string): string | null {
  const entry = value.trim()
  if (/^https?:\/\//i.test(entry)) {
    try {
      const url = new URL(entry)
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
    } catch {
      return null
    }
  }
  const handle = HANDLE.exec(entry)?.[1]
  return handle ? `${BASE[network]}${handle}` : null
}
