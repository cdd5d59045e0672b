import { useQuery } from '@tanstack/react-query'
import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useDebouncedValue } from '~/lib/use-debounced-value'
import { HASHTAG_DEBOUNCE_MS, HASHTAG_MIN_CHARS, MAX_TAGS_SENT } from '~/shared/constants'
import type { FilterSet } from '~/shared/schemas/seen-filter-set'
import { addTag, matchingTags, removeTag, tagCachePrefix, tagSearchText } from '../hashtag-edits'
import { tagsByPrefixQueryOptions } from '../tag-queries'
import type { FilterUpdate } from '../use-seen-filters'

export const HASHTAG_FILTER_TEXT = {
  search: 'Search hashtags',
  add: 'Add hashtag',
  remove: (tag: string) => `Remove #${tag}`,
  suggestions: 'Matching hashtags',
  full: `At most ${MAX_TAGS_SENT} hashtags can be used.`,
  hint: 'Seens must carry every chosen hashtag.',
} as const

/**
 * docs/product.md#validation hashtag search (2+ letters, 300 ms debounce, cached by the first two
 * letters).
 */
export function HashtagFilter({ tags, update }: { tags: string[]; update: FilterUpdate }) {
  const id = useId()
  const [text, setText] = useState('')
  const search = tagSearchText(useDebouncedValue(text, HASHTAG_DEBOUNCE_MS))
  const searchable = search.length >= HASHTAG_MIN_CHARS
  const { data } = useQuery(tagsByPrefixQueryOptions(searchable ? tagCachePrefix(search) : ''))
  const suggestions = searchable ? matchingTags(data ?? [], search, tags) : []
  const full = tags.length >= MAX_TAGS_SENT

  const editTags = (edit: (current: string[]) => string[] | null) =>
    update((filters): FilterSet => {
      const next = edit(filters.hashtag.tags)
      return next ? { ...filters, hashtag: { isActive: next.length > 0, tags: next } } : filters
    })
  const add = (raw: string) => {
    editTags((current) => addTag(current, raw))
    setText('')
  }

  return (
    <>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          add(text)
        }}
      >
        <label htmlFor={id} className="sr-only">
          {HASHTAG_FILTER_TEXT.search}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          disabled={full}
          placeholder="#music"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          className="focus-ring h-10 min-w-0 flex-1 rounded-xl border border-zinc-300 bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500 disabled:opacity-60 sm:text-sm dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        />
        <button
          type="submit"
          aria-label={HASHTAG_FILTER_TEXT.add}
          disabled={full || text.trim() === ''}
          className="btn-secondary px-3"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </form>
      <p id={`${id}-hint`} className="text-sm text-zinc-600 dark:text-zinc-400">
        {full ? HASHTAG_FILTER_TEXT.full : HASHTAG_FILTER_TEXT.hint}
      </p>
      {suggestions.length > 0 && !full && (
        <ul aria-label={HASHTAG_FILTER_TEXT.suggestions} className="flex flex-wrap gap-1.5">
          {suggestions.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => add(tag)}
                className="focus-ring rounded-full border border-zinc-300 px-2.5 py-1 text-sm text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800"
              >
                #{tag}
              </button>
            </li>
          ))}
        </ul>
      )}
      {tags.length > 0 && (
        <ul aria-label="Chosen hashtags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-0.5 pr-1 pl-2.5 text-sm text-brand-900 dark:bg-brand-400/20 dark:text-brand-100"
            >
              #{tag}
              <button
                type="button"
                aria-label={HASHTAG_FILTER_TEXT.remove(tag)}
                onClick={() => editTags((current) => removeTag(current, tag))}
                className="focus-ring rounded-full p-0.5 hover:bg-brand-200 dark:hover:bg-brand-400/30"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
