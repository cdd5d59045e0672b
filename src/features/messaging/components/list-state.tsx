import type { FetchStatus } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PageSpinner } from '~/components/spinner'
import { EMPTY } from './styles'

/** What ListState reads of a query (a plain or an infinite one, its pages joined). */
interface ListQuery<T> {
  data: T[] | undefined
  fetchStatus: FetchStatus
  isError: boolean
  refetch: () => unknown
}

interface ListStateProps<T> {
  query: ListQuery<T>
  /** docs/product.md#error-texts failure text (the server's message wins). */
  failure: string
  /** docs/product.md#error-texts empty-state text. */
  empty: string
  children: (items: T[]) => ReactNode
}

/** Loading, offline without data, failed, empty, or the list itself. */
export function ListState<T>({ query, failure, empty, children }: ListStateProps<T>) {
  if (query.data) {
    return query.data.length === 0 ? <p className={EMPTY}>{empty}</p> : children(query.data)
  }
  if (query.fetchStatus === 'paused') {
    return (
      <p role="status" className={EMPTY}>
        You are offline. This list will load when you are back online.
      </p>
    )
  }
  if (query.isError) {
    return (
      <div role="alert" className="card flex flex-wrap items-center justify-between gap-4">
        <p className="text-zinc-800 dark:text-zinc-200">{failure}</p>
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  return <PageSpinner />
}
