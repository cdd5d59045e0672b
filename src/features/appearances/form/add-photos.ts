/**
 * The Seen page's one "Add your photos" action: what it offers this viewer (pick photos, or
 * what to do first), the words of the posting form it opens, and the values a post fills in so
 * a guest only gives a name.
 */
import { isLive } from '~/shared/live'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { photosAndClips } from '../batch/batch-text'
import { type PostingHint, postingHint } from '../list/visibility'
import { type AppearanceDraft, newDraft } from './form-model'

export const ADD_PHOTOS_TEXT = {
  action: 'Add your photos',
  guestHint: 'No app or account needed: pick your photos, add your name, send.',
  userHint: 'Pick as many as you like: each becomes its own appearance.',
  login: 'Log in to add your photos',
  loginHint: 'People with an account join this Seen with their first photo.',
  register: 'Create an account',
  loginToRequest: 'Log in to request to join',
  loginToRequestHint: 'Members add photos here: log in, then ask the host to let you join.',
  requestHint: 'Members add photos here: ask the host to let you join.',
  invitedOnly: 'Only invited members can post photos here.',
  closed: (when: string) => `Posting has closed: photos could be added until ${when}.`,
  opens: (when: string) => `Posting opens ${when}.`,
  formTitle: 'Add your photos',
  close: 'Close',
  yourName: 'Your name',
  yourNameHint: 'Shown with your photos. This device remembers it for next time.',
  postingAs: 'Posting as',
  changeName: 'Change name',
  details: 'Headline, caption and place (optional)',
  headlineHint: (seenName: string) => `Left empty: “${seenName}”.`,
  captionHint: 'Left empty: “Shared by” and your name.',
  choosePhotos: 'Choose photos',
  addMorePhotos: 'Add more photos',
  send: (count: number, clips = 0) =>
    count === 0 ? 'Send' : `Send ${photosAndClips(count, clips)}`,
  waitingToSend: 'Preparing your photos: they are sent as soon as they are ready.',
  defaultCaption: (name: string) => `Shared by ${name.trim()}`,
} as const

export type AddPhotosState = { kind: 'post' } | PostingHint

/**
 * 'post' when this viewer may post now (docs/product.md#roles, decided by the server's
 * `canPostAppearance`; offline the cached answer holds while the Seen is still live), otherwise
 * what the viewer can do instead (log in, request to join, wait) or why nobody can.
 */
export function addPhotosState(
  seen: SeenDetail,
  loggedIn: boolean,
  online: boolean,
  now = new Date(),
): AddPhotosState {
  if (seen.canPostAppearance && (online || isLive(seen, now))) return { kind: 'post' }
  return postingHint(seen, loggedIn, now) ?? { kind: 'closed', until: now }
}

/** A post's first draft: the person's name if known, "at the Seen" (they scanned its code). */
export const quickDraft = (seenShortName: string, displayUserName: string): AppearanceDraft => ({
  ...newDraft(seenShortName, displayUserName),
  relativeLocation: 1,
})

/**
 * What a post sends for what was left empty: the Seen's name as headline and "Shared by {name}"
 * as caption, so every record still meets docs/product.md#validation while the guest gives only
 * a name. Without a name the caption is "Shared by" and the name is what the form asks for (a
 * record is never sent without one).
 */
export function withQuickDefaults(draft: AppearanceDraft, seenName: string): AppearanceDraft {
  return {
    ...draft,
    headline: draft.headline.trim() ? draft.headline : seenName,
    caption: draft.caption.trim()
      ? draft.caption
      : ADD_PHOTOS_TEXT.defaultCaption(draft.displayUserName),
  }
}
