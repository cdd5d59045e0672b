/**
 * A Seen's guest uploads as its host manages them (docs/decisions/166-guest-identities-and-limits.md):
 * how many guest posts it has taken, how many it takes, and whether guests may post at all.
 */
import * as v from 'valibot'
import { GUEST_UPLOADS } from '../constants'
import { fieldMessage } from '../messages'

export const GUEST_QUOTA_LABEL = 'Guest photo limit'

export const guestUploads = v.object({
  used: v.number(),
  quota: v.number(),
  open: v.boolean(),
})
export type GuestUploads = v.InferOutput<typeof guestUploads>

/** GET and PUT /api/seen/guest-uploads/{seenShortName}: the Seen's guest uploads. */
export const guestUploadsResponse = v.object({ guestUploads })

/** PUT /api/seen/guest-uploads/{seenShortName} {quota, open} (the creator only). */
export const setGuestUploadsRequest = v.object({
  quota: v.pipe(
    v.number(fieldMessage.wholeNumber(GUEST_QUOTA_LABEL)),
    v.integer(fieldMessage.wholeNumber(GUEST_QUOTA_LABEL)),
    v.minValue(0, fieldMessage.notLess(GUEST_QUOTA_LABEL, 0)),
    v.maxValue(GUEST_UPLOADS.max, fieldMessage.notMore(GUEST_QUOTA_LABEL, GUEST_UPLOADS.max)),
  ),
  open: v.boolean(fieldMessage.required('open')),
})
