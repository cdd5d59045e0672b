import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CloudOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { Page } from '~/components/page'
import { PageSpinner } from '~/components/spinner'
import { CommunicationError, getErrorMessage, InvalidResponseError } from '~/lib/api'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { SEEN_DETAIL_TEXT } from './detail-text'

/** A missing Seen, or one the viewer may not see (the server answers both with 404). */
export function SeenNotFound() {
  return (
    <Page title={SEEN_DETAIL_TEXT.notFoundTitle}>
      <div role="alert" className="card mt-6">
        <p className="text-zinc-700 dark:text-zinc-300">{SEEN_DETAIL_TEXT.notFound}</p>
        <Link to="/seen_list" className="link mt-3 inline-block">
          {SEEN_DETAIL_TEXT.backToList}
        </Link>
      </div>
    </Page>
  )
}

function SeenOffline() {
  return (
    <div role="status" className="card mt-6 flex items-start gap-3">
      <CloudOff
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-zinc-600 dark:text-zinc-400"
      />
      <div>
        <h2 className="font-semibold text-zinc-900 dark:text-white">
          {SEEN_DETAIL_TEXT.offlineTitle}
        </h2>
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">{SEEN_DETAIL_TEXT.offline}</p>
      </div>
    </div>
  )
}

/** Why the Seen could not be read, in words a guest at a venue can act on. */
export function loadFailureReason(error: unknown): string {
  if (error instanceof InvalidResponseError) return SEEN_DETAIL_TEXT.unreadable
  if (error instanceof CommunicationError && error.status === 0) return SEEN_DETAIL_TEXT.unreachable
  return getErrorMessage(error)
}

function SeenLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="card mt-6">
      <h2 className="font-semibold text-zinc-900 dark:text-white">{SEEN_DETAIL_TEXT.loadFailed}</h2>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">{loadFailureReason(error)}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" onClick={onRetry}>
          {SEEN_DETAIL_TEXT.retry}
        </button>
        <Link to="/seen_list" className="link">
          {SEEN_DETAIL_TEXT.backToSeens}
        </Link>
      </div>
    </div>
  )
}

const isNotFound = (error: unknown) => error instanceof CommunicationError && error.status === 404

interface SeenQueryGateProps {
  query: UseQueryResult<SeenDetail>
  /** The page title while there is no Seen to show. */
  title: string
  children: (seen: SeenDetail) => ReactNode
}

/**
 * Every state of a Seen's detail query: cached or loaded data (even while offline), loading,
 * waiting for the network, not found (404), or another failure with a retry.
 */
export function SeenQueryGate({ query, title, children }: SeenQueryGateProps) {
  if (query.data) return children(query.data)
  if (query.isError && isNotFound(query.error)) return <SeenNotFound />
  return (
    <Page title={title}>
      {query.isError ? (
        <SeenLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.fetchStatus === 'paused' ? (
        <SeenOffline />
      ) : (
        <PageSpinner />
      )}
    </Page>
  )
}
