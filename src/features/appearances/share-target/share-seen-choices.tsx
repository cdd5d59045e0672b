import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { LoadError } from '~/components/load-error'
import { Spinner } from '~/components/spinner'
import { postableSeensQueryOptions } from '~/features/seens/postable-queries'
import { seenKeys } from '~/features/seens/queries'
import { loginHref } from '~/features/session/links'
import { logInOnClick } from '~/features/session/logout'
import { useSession } from '~/features/session/queries'
import { useOnline } from '~/lib/offline'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { type ShareChoice, shareChoices } from './share-choices'
import { SHARED_PHOTOS_TEXT } from './shared-photos-text'

const note = 'text-sm text-zinc-700 dark:text-zinc-300'

/**
 * The live Seens the visitor may post the shared photos to. Offline it offers the saved list
 * and the Seens opened on this device, and says so; the photos then wait in the outbox.
 */
export function ShareSeenChoices({ onChoose }: { onChoose: (choice: ShareChoice) => void }) {
  const client = useQueryClient()
  const online = useOnline()
  const session = useSession()
  const here = useLocation({ select: (location) => location.href })
  const query = useQuery(postableSeensQueryOptions())
  const opened = client
    .getQueriesData<SeenDetail>({ queryKey: seenKeys.details })
    .flatMap(([, seen]) => (seen ? [seen] : []))
  const choices = shareChoices(query.data ?? [], opened, new Date())

  let body: ReactNode
  if (choices.length > 0) {
    body = (
      <>
        {online ? null : <p className={note}>{SHARED_PHOTOS_TEXT.offlineList}</p>}
        <ul className="flex flex-col gap-2">
          {choices.map((choice) => (
            <li key={choice.shortName}>
              <button
                type="button"
                onClick={() => onChoose(choice)}
                aria-label={SHARED_PHOTOS_TEXT.postTo(choice.seenName)}
                className="card focus-ring flex w-full items-center gap-3 text-left hover:bg-zinc-50 dark:hover:bg-zinc-800"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-semibold text-zinc-900 dark:text-white">
                    {choice.seenName}
                  </span>
                  {choice.headline ? (
                    <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">
                      {choice.headline}
                    </span>
                  ) : null}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-zinc-500" />
              </button>
            </li>
          ))}
        </ul>
      </>
    )
  } else if (!online && !query.data) {
    body = <p className={note}>{SHARED_PHOTOS_TEXT.offlineNoList}</p>
  } else if (query.isError) {
    body = <LoadError message={SHARED_PHOTOS_TEXT.listError} onRetry={() => void query.refetch()} />
  } else if (query.isPending) {
    body = <Spinner label={SHARED_PHOTOS_TEXT.loadingSeens} className="py-6" />
  } else {
    body = (
      <>
        <p className={note}>{SHARED_PHOTOS_TEXT.noSeens}</p>
        {session.status === 'guest' ? (
          <p className={note}>
            {SHARED_PHOTOS_TEXT.guestHint}{' '}
            <a href={loginHref(here)} onClick={logInOnClick} className="link">
              {SHARED_PHOTOS_TEXT.login}
            </a>
          </p>
        ) : null}
      </>
    )
  }

  return (
    <section aria-labelledby="share-choose-heading" className="mt-6 flex flex-col gap-3">
      <h2 id="share-choose-heading" className="text-lg font-semibold text-zinc-900 dark:text-white">
        {SHARED_PHOTOS_TEXT.chooseHeading}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{SHARED_PHOTOS_TEXT.chooseHint}</p>
      {body}
    </section>
  )
}
