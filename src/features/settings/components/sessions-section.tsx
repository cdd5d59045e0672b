import { useQuery } from '@tanstack/react-query'
import { ConfirmButton } from '~/components/confirm-button'
import { LoadError } from '~/components/load-error'
import { Spinner } from '~/components/spinner'
import { OFFLINE_REASON, useOnline } from '~/lib/offline'
import type { AccountSession } from '~/shared/schemas/account-sessions'
import { accountSessionsQuery, useEndOtherSessions, useEndSession } from '../account-queries'
import { SESSIONS_TEXT } from '../account-text'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function SessionRow({ session, canEnd }: { session: AccountSession; canEnd: boolean }) {
  const end = useEndSession()
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-semibold">
          {session.device}
          {session.isCurrent ? (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900 dark:bg-brand-400/15 dark:text-brand-100">
              {SESSIONS_TEXT.thisDevice}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Signed in {when(session.createdDate)} · last active {when(session.lastSeenDate)}
        </p>
      </div>
      {session.isCurrent ? null : (
        <button
          type="button"
          className="btn-secondary"
          aria-label={`${SESSIONS_TEXT.end}: ${session.device}, signed in ${when(session.createdDate)}`}
          disabled={!canEnd || end.isPending}
          onClick={() => end.mutate(session.id)}
        >
          {end.isPending ? 'Ending…' : SESSIONS_TEXT.end}
        </button>
      )}
    </li>
  )
}

/** Settings → Sessions: each signed-in device, this one marked; the others can be ended. */
export function SessionsSection() {
  const sessions = useQuery(accountSessionsQuery())
  const endOthers = useEndOtherSessions()
  const online = useOnline()
  const list = sessions.data
  const others = list?.filter((s) => !s.isCurrent).length ?? 0
  return (
    <section aria-labelledby="sessions-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="sessions-heading" className="text-lg font-bold">
        {SESSIONS_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{SESSIONS_TEXT.intro}</p>
      {list ? (
        <>
          <ul className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} canEnd={online} />
            ))}
          </ul>
          {others === 0 ? (
            <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
              {SESSIONS_TEXT.onlyThisOne}
            </p>
          ) : (
            <div className="mt-3">
              <ConfirmButton
                title={SESSIONS_TEXT.endOthersQuestion}
                description={SESSIONS_TEXT.endOthersDetail}
                confirmLabel={SESSIONS_TEXT.endOthers}
                disabled={!online || endOthers.isPending}
                onConfirm={() => endOthers.mutate(undefined)}
              >
                {SESSIONS_TEXT.endOthers}
              </ConfirmButton>
            </div>
          )}
          {online ? null : (
            <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{OFFLINE_REASON}</p>
          )}
        </>
      ) : !online ? (
        <p className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">{SESSIONS_TEXT.offline}</p>
      ) : sessions.isError ? (
        <LoadError message={SESSIONS_TEXT.loadFailed} onRetry={() => void sessions.refetch()} />
      ) : (
        <Spinner className="py-6" label="Loading sessions" />
      )}
    </section>
  )
}
