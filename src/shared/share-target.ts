/**
 * Web Share Target (issue 19): photos shared from the phone's gallery are posted by the browser
 * to `action` (the manifest's `share_target`), kept by the service worker, and chosen a Seen
 * for on `page`. The worker tells the page what it left out through the page's query.
 */
export const SHARE_TARGET = {
  action: '/share-target',
  page: '/share',
  /** The multipart field the browser fills with the shared files. */
  filesField: 'photos',
  /** Photos and clips (a clip is reduced on the device once a Seen is chosen). */
  accept: ['image/*', 'video/*'],
} as const

/**
 * Why the worker could not keep the shared photos: no room, an unreadable form, or a form
 * another site posted (only the person's own share sheet or this site may fill the queue).
 */
export type ShareProblem = 'storage' | 'unreadable' | 'foreign'
const SHARE_PROBLEMS: readonly ShareProblem[] = ['storage', 'unreadable', 'foreign']

/**
 * What a POST to the share target says about who sent it. A server sees the Fetch Metadata
 * and Origin headers; a service worker never does (browsers add them on the way to the
 * network, after the worker), so it has the request's referrer, its policy and destination.
 */
export interface ShareRequestFacts {
  /** `Sec-Fetch-Site`, null when absent. */
  fetchSite: string | null
  /** `Origin`, null when absent. */
  origin: string | null
  /** The referrer URL, '' for none. */
  referrer: string
  /** The request's referrer policy, '' when unknown. */
  referrerPolicy: string
  /** `document` for a top-level page, '' when unknown. */
  destination: string
}

/** Policies that send no referrer to another origin: a page of another site hiding itself. */
const HIDING_POLICIES = new Set(['no-referrer', 'same-origin'])

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return 'null'
  }
}

/**
 * Whether another site sent this share (docs/decisions/165-share-target-origin.md). Fetch
 * Metadata decides when present: `same-origin`, or `none` for a navigation the browser itself
 * started, as Chromium does for the OS share sheet. Else `Origin`. Else, in the worker: a page
 * of another origin, a frame, or a referrer hidden by the sender's policy; the share sheet's
 * navigation is top-level with no referrer under the browser's default policy.
 */
export function isForeignShare(facts: ShareRequestFacts, ownOrigin: string): boolean {
  if (facts.fetchSite !== null) {
    return facts.fetchSite !== 'same-origin' && facts.fetchSite !== 'none'
  }
  if (facts.origin !== null) return facts.origin !== ownOrigin
  if (facts.destination !== '' && facts.destination !== 'document') return true
  if (facts.referrer !== '') return originOf(facts.referrer) !== ownOrigin
  return HIDING_POLICIES.has(facts.referrerPolicy)
}

/** What the worker tells the page after a share (all counts of files, not kept ones). */
export interface ShareOutcome {
  kept: number
  /** Files that are not photos. */
  notPhotos: number
  /** Photos beyond the batch limit (counting those already waiting). */
  overLimit: number
  problem?: ShareProblem
}

const count = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : 0
}

/** The page's address after a share, carrying the outcome. */
export function sharePageUrl(outcome: ShareOutcome): string {
  const query = new URLSearchParams()
  if (outcome.notPhotos > 0) query.set('notPhotos', String(outcome.notPhotos))
  if (outcome.overLimit > 0) query.set('overLimit', String(outcome.overLimit))
  if (outcome.problem) query.set('problem', outcome.problem)
  const text = query.toString()
  return text ? `${SHARE_TARGET.page}?${text}` : SHARE_TARGET.page
}

/** What the page says about a share: only what is there to say (the router writes it back). */
export type ShareNotes = Partial<Omit<ShareOutcome, 'kept'>>

/** The page's reading of its query: anything unexpected counts as nothing to say. */
export function shareNotesOf(search: Record<string, unknown>): ShareNotes {
  const notPhotos = count(String(search.notPhotos ?? ''))
  const overLimit = count(String(search.overLimit ?? ''))
  const problem = SHARE_PROBLEMS.find((known) => known === search.problem)
  return {
    ...(notPhotos > 0 ? { notPhotos } : {}),
    ...(overLimit > 0 ? { overLimit } : {}),
    ...(problem ? { problem } : {}),
  }
}
