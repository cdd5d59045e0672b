/**
 * Hashtags (docs/product.md#validation): '#' followed by a letter, then letters, digits, '_' or
 * '-'. Stored lower case without the '#'. A '#' glued to a preceding word character (`page#top`) is
 * not a tag.
 */

export const MAX_TAGS_PER_SEEN = 20
export const MAX_TAG_LENGTH = 50

const TAG_BODY = /^\p{L}[\p{L}\p{N}_-]*$/u
const HASHTAG = /(?<![\p{L}\p{N}_&#/-])#(\p{L}[\p{L}\p{N}_-]*)/gu

/** Lower case, without a leading '#' or '@'; null when it is no tag (or tag prefix) at all. */
export function normalizeTag(raw: string): string | null {
  const tag = raw.trim().replace(/^[#@]/, '').toLowerCase()
  if (tag.length === 0 || tag.length > MAX_TAG_LENGTH || !TAG_BODY.test(tag)) return null
  return tag
}

/** Unique tags in order of first appearance, at most `max`. */
export function extractHashtags(text: string, max = MAX_TAGS_PER_SEEN): string[] {
  const found = new Set<string>()
  for (const match of text.matchAll(HASHTAG)) {
    // A trailing '-' or '_' is punctuation ("#wow-"), not part of the tag.
    const tag = normalizeTag((match[1] ?? '').replace(/[-_]+$/, ''))
    if (tag) found.add(tag)
    if (found.size >= max) break
  }
  return [...found]
}
