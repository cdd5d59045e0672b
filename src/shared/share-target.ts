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
  accept: ['image/*'],
} as const

/** Why the worker could not keep the shared photos. */
export type ShareProblem = 'storage' | 'unreadable'

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
  const problem = search.problem
  return {
    ...(notPhotos > 0 ? { notPhotos } : {}),
    ...(overLimit > 0 ? { overLimit } : {}),
    ...(problem === 'storage' || problem === 'unreadable' ? { problem } : {}),
  }
}
