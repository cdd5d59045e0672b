import { MAX_TAGS_SENT } from './constants'
import type { TrendingListQuery } from './schemas/seen'

// Apart from the server's reading of these parameters (schemas/seen-list-query.ts), whose
// schema the list's first load would otherwise carry.

/** The query string the client sends for one page (docs/product.md#calls names). */
export function trendingListSearchParams(query: TrendingListQuery): URLSearchParams {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) })
  if (query.lat !== undefined && query.lng !== undefined && query.radius !== undefined) {
    params.set('lat', String(query.lat))
    params.set('lng', String(query.lng))
    params.set('radius', String(query.radius))
  }
  for (const [i, tag] of (query.tags ?? []).slice(0, MAX_TAGS_SENT).entries()) {
    params.set(`tag${i + 1}`, tag)
  }
  if (query.bookmarked) params.set('bookmarked', 'true')
  if (query.past !== undefined) params.set('past', String(query.past))
  if (query.following) params.set('following', 'true')
  if (query.membership) params.set('membership', 'true')
  return params
}
