/**
 * docs/product.md#screens strings of the Seen list page and its filter panel; tests import the same
 * constants.
 */
import { SEEN_MSG } from '~/shared/seen-messages'

export const SEEN_LIST_TEXT = {
  loading: 'Loading seens...',
  empty: 'No Seens match the current criteria. Try adjusting the filters.',
  offline: 'You are offline. The Seens will load when the connection is back.',
  retry: 'Try again',
  /** docs/product.md#screens, My Seens (with a period). */
  myFilterNeedsLogin: SEEN_MSG.filterNeedsLogin,
  /**
   * docs/product.md#screens, bookmark and following filters (without the period, as the product
   * words it).
   */
  filterNeedsLogin: 'You need to be logged in to use this filter',
  myMember: 'Showing only seens where you are a member.',
  myAll: 'Showing all seens.',
  none: 'None',
  filters: 'Filters',
} as const

/** The six sections of docs/product.md#screens, in order. */
export const FILTER_SECTIONS = {
  geo: 'Location radius',
  hashtag: 'Hashtags',
  bookmark: 'Bookmarked',
  time: 'Past or Current',
  following: 'Following',
  membership: 'My Seens',
} as const
