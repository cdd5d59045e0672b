/**
 * A guest's display name is asked once and remembered on this device (localStorage), so the
 * next visit to any Seen sends photos without asking again. Signed-in people post under their
 * profile's display name instead; theirs is never stored here.
 */
import { readItem, writeItem } from '~/lib/local-store'
import { STORAGE_KEYS, TEXT_LIMITS } from '~/shared/constants'

/** The remembered name, or '' when none (or storage is unavailable). */
export function readGuestName(): string {
  const name = readItem(STORAGE_KEYS.guestName)?.trim() ?? ''
  return name.length <= TEXT_LIMITS.appearanceDisplayName ? name : ''
}

/** Remember a name the form accepted; a blank one changes nothing. */
export function rememberGuestName(name: string): void {
  const trimmed = name.trim()
  if (trimmed) writeItem(STORAGE_KEYS.guestName, trimmed)
}
