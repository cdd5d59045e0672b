/**
 * What POST /api/userprofile saves: the sent fields over the stored profile
 * (docs/product.md#records names).
 */
import type { UserProfile } from '~/shared/schemas/profile'

/**
 * docs/product.md#records spells this social link `LinkedIn`; the client and the columns call it
 * `linkedIn`.
 */
export const SPEC_LINKEDIN = 'LinkedIn'

/**
 * The profile's social links with the `LinkedIn` key of docs/product.md#records beside the client's
 * `linkedIn`.
 */
export const withSpecLinkedIn = (links: UserProfile['socialLinks']) => ({
  ...links,
  [SPEC_LINKEDIN]: links.linkedIn,
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Sent social links with the product's `LinkedIn` read as `linkedIn` (the product's key wins if
 * both).
 */
function sentLinks(links: Record<string, unknown>): Record<string, unknown> {
  if (!(SPEC_LINKEDIN in links)) return links
  const { [SPEC_LINKEDIN]: linkedIn, ...rest } = links
  return { ...rest, linkedIn }
}

/**
 * The record to validate: every field the request leaves out keeps its stored value (so a
 * partial save changes only what it names), nested groups merge key by key, and the avatar is
 * left to `imageInfo` as sent (absent keeps it). Explicit null or '' still clears a text.
 */
export function mergeProfileInput(
  stored: UserProfile,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const { id: _id, username: _username, imageInfo: _image, ...kept } = stored
  const merged: Record<string, unknown> = { ...kept, ...sent }
  if (isRecord(sent.socialLinks)) {
    merged.socialLinks = { ...stored.socialLinks, ...sentLinks(sent.socialLinks) }
  }
  if (isRecord(sent.professionalInfo)) {
    merged.professionalInfo = { ...stored.professionalInfo, ...sent.professionalInfo }
  }
  return merged
}
