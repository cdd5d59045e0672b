import { Suspense, useEffect } from 'react'
import { DialogLoading, lazyNamed, usePreloadAfterPaint } from '~/components/lazy-dialog'
import { closePostingForm, usePostingRequest } from './posting-store'

/** The posting form, loaded when it first opens (or ahead, by `preload`). */
export const LazyPostingForm = lazyNamed(() => import('./posting-form'), 'PostingForm')

/** Loads the posting form ahead of its first use (on hover or focus of what opens it). */
export const preloadPostingForm = LazyPostingForm.preload

/**
 * Where a Seen's page draws its one posting form, whichever action opened it
 * (`openPostingForm`). Leaving the page closes it.
 */
export function PostingFormHost({ seen }: { seen: { shortName: string; seenName: string } }) {
  const request = usePostingRequest(seen.shortName)
  usePreloadAfterPaint(preloadPostingForm)
  useEffect(() => closePostingForm, [])
  if (!request) return null
  return (
    <Suspense fallback={<DialogLoading />}>
      <LazyPostingForm
        key={request.id}
        seen={seen}
        files={request.files}
        onClose={closePostingForm}
      />
    </Suspense>
  )
}
