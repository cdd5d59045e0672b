import { Link } from '@tanstack/react-router'
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react'
import { ConfirmButton } from '~/components/confirm-button'
import { DialogLoading, usePreloadAfterPaint } from '~/components/lazy-dialog'
import { Page } from '~/components/page'
import { Spinner } from '~/components/spinner'
import { isClipFile } from '~/lib/images'
import { notify } from '~/lib/notify'
import type { ShareNotes } from '~/shared/share-target'
import { LazyPostingForm } from '../form/posting-form-host'
import type { ShareChoice } from './share-choices'
import { ShareSeenChoices } from './share-seen-choices'
import { SHARED_PHOTOS_TEXT } from './shared-photos-text'
import { useSharedPhotos } from './use-shared-photos'

/**
 * Photos shared from the gallery (`/share`, where the service worker sends the browser): the
 * photos waiting on this device, the Seens they may go to, and then the posting form with them.
 * Once queued (or discarded) they leave this device's store; the outbox sends them.
 */
export function SharePage({ notes }: { notes: ShareNotes }) {
  const shared = useSharedPhotos()
  const [chosen, setChosen] = useState<ShareChoice | null>(null)
  usePreloadAfterPaint(LazyPostingForm.preload)
  const photos = shared.state.status === 'ready' ? shared.state.photos : []

  let body: ReactNode
  if (shared.state.status === 'loading') {
    body = <Spinner label={SHARED_PHOTOS_TEXT.loadingPhotos} className="py-10" />
  } else if (photos.length === 0) {
    const text =
      shared.state.status === 'unavailable'
        ? SHARED_PHOTOS_TEXT.unavailable
        : SHARED_PHOTOS_TEXT.noPhotos
    body = (
      <div className="mt-4 flex flex-col items-start gap-3">
        <p className="text-zinc-700 dark:text-zinc-300">{text}</p>
        <Link to="/" className="btn-primary">
          {SHARED_PHOTOS_TEXT.home}
        </Link>
      </div>
    )
  } else {
    body = (
      <>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-zinc-800 dark:text-zinc-200">
            {SHARED_PHOTOS_TEXT.waiting(photos.length, photos.filter(isClipFile).length)}
          </p>
          <ConfirmButton
            title={SHARED_PHOTOS_TEXT.discardTitle}
            description={SHARED_PHOTOS_TEXT.discardBody}
            confirmLabel={SHARED_PHOTOS_TEXT.discardConfirm}
            onConfirm={() =>
              void shared.release().then(() => notify.message(SHARED_PHOTOS_TEXT.discarded))
            }
          >
            {SHARED_PHOTOS_TEXT.discard}
          </ConfirmButton>
        </div>
        <SharedThumbnails photos={photos} />
        <ShareSeenChoices onChoose={setChosen} />
      </>
    )
  }

  return (
    <Page title={SHARED_PHOTOS_TEXT.title}>
      <ShareNotesList notes={notes} />
      <div className="flex flex-col">{body}</div>
      <Suspense fallback={<DialogLoading />}>
        {chosen && photos.length > 0 ? (
          <LazyPostingForm
            seen={chosen}
            files={photos}
            onQueued={shared.release}
            onClose={() => setChosen(null)}
          />
        ) : null}
      </Suspense>
    </Page>
  )
}

/** What the service worker left out of the share, or could not keep. */
function ShareNotesList({ notes }: { notes: ShareNotes }) {
  const lines = [
    notes.problem === 'storage' ? SHARED_PHOTOS_TEXT.storage : null,
    notes.problem === 'unreadable' ? SHARED_PHOTOS_TEXT.unreadable : null,
    notes.problem === 'foreign' ? SHARED_PHOTOS_TEXT.foreign : null,
    notes.notPhotos ? SHARED_PHOTOS_TEXT.notPhotos(notes.notPhotos) : null,
    notes.overLimit ? SHARED_PHOTOS_TEXT.overLimit(notes.overLimit) : null,
  ].filter((line): line is string => line !== null)
  if (lines.length === 0) return null
  return (
    <div role="alert" className="mt-4 flex flex-col gap-1">
      {lines.map((line) => (
        <p key={line} className="text-sm text-red-700 dark:text-red-400">
          {line}
        </p>
      ))}
    </div>
  )
}

const THUMBNAIL_CLASS = 'aspect-square w-full rounded-lg bg-zinc-100 object-cover dark:bg-zinc-800'

function SharedThumbnails({ photos }: { photos: readonly File[] }) {
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos])
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url)
    },
    [urls],
  )
  return (
    <section aria-label={SHARED_PHOTOS_TEXT.photosLabel} className="mt-3">
      <ul className="grid grid-cols-4 gap-2 xs:grid-cols-6 sm:grid-cols-8">
        {photos.map((photo, index) => (
          <li key={urls[index]}>
            {isClipFile(photo) ? (
              // Its first frame, never its sound: nothing plays here.
              <video
                src={urls[index]}
                muted
                playsInline
                preload="metadata"
                aria-label={SHARED_PHOTOS_TEXT.clipLabel(index + 1, photo.name)}
                className={THUMBNAIL_CLASS}
              />
            ) : (
              <img
                src={urls[index]}
                alt={SHARED_PHOTOS_TEXT.photoAlt(index + 1, photo.name)}
                className={THUMBNAIL_CLASS}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
