import { isPast, type LiveWindowInput } from './live'

export interface EditPermissionInput extends LiveWindowInput {
  isCreator: boolean
}

/**
 * docs/product.md#roles hasEditPermission: the creator, until the Seen's end plus its postSeenDays
 * has passed. The client decides the edit icon and the edit page with it; the server's canEditSeen
 * applies the same rule to every save.
 */
export function hasEditPermission(seen: EditPermissionInput, now: Date): boolean {
  return seen.isCreator && !isPast(seen, now)
}
