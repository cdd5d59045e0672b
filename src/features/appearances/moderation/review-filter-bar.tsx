import { useId } from 'react'
import { REVIEW_FILTERS, type ReviewFilter } from '~/shared/appearance-messages'
import { reviewStore, useReviewState } from './review-store'

export const REVIEW_FILTER_TEXT: Record<ReviewFilter, string> & { label: string } = {
  label: 'Review filter',
  viewer: 'As viewers see it',
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
}

/**
 * docs/product.md#states creator review filter (viewer, all, pending, approved, rejected), saved
 * locally.
 */
export function ReviewFilterBar() {
  const id = useId()
  const { filter } = useReviewState()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {REVIEW_FILTER_TEXT.label}
      </label>
      <select
        id={id}
        value={filter}
        onChange={(event) => reviewStore.setFilter(event.target.value as ReviewFilter)}
        className="focus-ring h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
      >
        {REVIEW_FILTERS.map((value) => (
          <option key={value} value={value}>
            {REVIEW_FILTER_TEXT[value]}
          </option>
        ))}
      </select>
    </div>
  )
}
