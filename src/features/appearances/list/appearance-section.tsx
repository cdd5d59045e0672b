import { useQueryClient } from '@tanstack/react-query'
import { Camera } from 'lucide-react'
import { Suspense, useEffect, useState } from 'react'
import { DialogLoading, usePreloadAfterPaint } from '~/components/lazy-dialog'
import { imageUrl } from '~/lib/images'
import { notifyError } from '~/lib/notify'
import { useOnline } from '~/lib/offline'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { isLive } from '~/shared/live'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { useSession } from '../../session/queries'
import { type AppearanceDraft, draftOf } from '../form/form-model'
import { PostingFormHost, preloadPostingForm } from '../form/posting-form-host'
import { openPostingForm } from '../form/posting-store'
import { ReviewFilterBar } from '../moderation/review-filter-bar'
import { APPEARANCES_HEADING_ID } from '../moderation/review-open'
import { reviewStore, useReviewState } from '../moderation/review-store'
import { slideshowStore, useSlideshowActive } from '../slideshow/slideshow-store'
import { useSlideshowSettings } from '../slideshow/use-slideshow-settings'
import { AppearanceList } from './appearance-list'
import { LazyAppearanceForm, LazyImageZoom, LazySlideshow } from './lazy-parts'
import { appearanceDetailQuery } from './queries'
import { canReview } from './visibility'

export const SECTION_TEXT = { heading: 'Appearances' } as const

/**
 * Everything about a Seen's appearances on its page (docs/product.md#screens): the endless list,
 * the floating 'Make Appearance' button (only when allowed) and the posting form it shares with
 * "Add your photos", the edit form, the image zoom, the creator's review filter, and the
 * slideshow once started from the toolbar.
 */
export function AppearanceSection({ seen }: { seen: SeenDetail }) {
  const session = useSession()
  const client = useQueryClient()
  const review = useReviewState()
  const slideshow = useSlideshowActive(seen.shortName)
  const reviewing = review.reviewing && canReview(seen)
  // Offline the cached detail decides: its permission, and whether the Seen is still live now.
  const online = useOnline()
  const mayPost = seen.canPostAppearance && (online || isLive(seen, new Date()))
  const [draft, setDraft] = useState<AppearanceDraft | null>(null)
  const [zoomed, setZoomed] = useState<{ list: Appearance[]; index: number } | null>(null)
  usePreloadAfterPaint(LazyImageZoom.preload)
  usePreloadAfterPaint(LazySlideshow.preload)
  // Leaving the Seen ends review mode and the slideshow.
  useEffect(
    () => () => {
      reviewStore.leave()
      slideshowStore.stop()
    },
    [],
  )

  const edit = (a: Appearance) => setDraft(draftOf(a, imageUrl(a.imageInfo, 'thumbnail') ?? ''))
  // Online the form starts from the server's copy; offline from the shown one (saved later).
  const openEdit = async (a: Appearance) => {
    if (!online) {
      edit(client.getQueryData(appearanceDetailQuery(a.appearanceShortName).queryKey) ?? a)
      return
    }
    try {
      edit(await client.fetchQuery(appearanceDetailQuery(a.appearanceShortName)))
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    // While reviewing, the section is at least a screen tall: opening the review brings its
    // heading to the top even before the list has arrived.
    <section
      aria-labelledby={APPEARANCES_HEADING_ID}
      className={`pb-24 ${reviewing ? 'min-h-dvh' : ''}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2
          id={APPEARANCES_HEADING_ID}
          tabIndex={-1}
          className="scroll-mt-20 text-xl font-semibold text-zinc-900 outline-none dark:text-white"
        >
          {SECTION_TEXT.heading}
        </h2>
        {reviewing ? <ReviewFilterBar /> : null}
      </div>
      <AppearanceList
        seen={seen}
        filter={reviewing ? review.filter : 'viewer'}
        loggedIn={session.status === 'authenticated'}
        reviewing={reviewing}
        onZoom={(a, list) => setZoomed({ list, index: Math.max(0, list.indexOf(a)) })}
        onEdit={(a) => void openEdit(a)}
      />
      {mayPost ? (
        <button
          type="button"
          onPointerEnter={preloadPostingForm}
          onFocus={preloadPostingForm}
          onClick={() => openPostingForm(seen.shortName)}
          // Offline, a new appearance (a guest's too) waits in the outbox until it can upload.
          className="btn-primary fixed right-4 bottom-20 z-30 rounded-full px-5 py-3 shadow-lg xs:bottom-6"
        >
          <Camera aria-hidden="true" className="size-5" />
          {APPEARANCE_MSG.makeAppearance}
        </button>
      ) : null}
      <PostingFormHost seen={seen} />
      <Suspense fallback={<DialogLoading />}>
        {draft ? <LazyAppearanceForm initial={draft} onClose={() => setDraft(null)} /> : null}
        {zoomed ? (
          <LazyImageZoom
            appearances={zoomed.list}
            start={zoomed.index}
            onClose={() => setZoomed(null)}
          />
        ) : null}
        {slideshow ? <SeenSlideshow seen={seen} /> : null}
      </Suspense>
    </section>
  )
}

/** The slideshow with the viewer's own speed and fields (defaults for guests). */
function SeenSlideshow({ seen }: { seen: SeenDetail }) {
  const settings = useSlideshowSettings()
  return <LazySlideshow seen={seen} onExit={slideshowStore.stop} {...settings} />
}
