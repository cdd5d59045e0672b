import { MAX_TAGS_SENT } from '~/shared/constants'
import { normalizeTag } from '~/shared/hashtags'

/**
 * docs/product.md#validation: the chosen hashtags with `raw` added, or null when it is not added —
 * empty, not a hashtag, a duplicate, or the list already holds the 10 tags the query can send.
 */
export function addTag(tags: readonly string[], raw: string): string[] | null {
  const tag = normalizeTag(raw)
  if (tag === null || tags.includes(tag) || tags.length >= MAX_TAGS_SENT) return null
  return [...tags, tag]
}

export const removeTag = (tags: readonly string[], tag: string): string[] =>
  tags.filter((item) => item !== tag)

/** The search text as the tag cache sees it: normalised, so 'Mu', '#mu' and 'mu' are one. */
export const tagSearchText = (text: string): string => normalizeTag(text) ?? ''

/**
 * docs/product.md#validation: suggestions are cached by the first two letters and narrowed locally.
 */
export const tagCachePrefix = (search: string): string => search.slice(0, 2)

export function matchingTags(
  cached: readonly string[],
  search: string,
  chosen: readonly string[],
): string[] {
  return cached.filter((tag) => tag.startsWith(search) && !chosen.includes(tag))
}
