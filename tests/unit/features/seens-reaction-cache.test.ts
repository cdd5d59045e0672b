import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { seenKeys } from '~/features/seens/queries'
import { cachedSeenReaction, setSeenReaction, withReaction } from '~/features/seens/reaction-cache'
import type { SeenListItem } from '~/shared/schemas/seen'
import type { SeenDetail } from '~/shared/schemas/seen-detail'

const item = (shortName: string, overrides: Partial<SeenListItem> = {}): SeenListItem => ({
  shortName,
  seenName: shortName,
  startDateTime: '2026-06-20T16:00:00.000Z',
  locationType: 1,
  createdBy: 'alice',
  isBookmarked: false,
  bookmarkCount: 1,
  isLiked: false,
  likeCount: 3,
  ...overrides,
})

type ListData = InfiniteData<SeenListItem[], number>
const pages = (...list: SeenListItem[][]): ListData => ({
  pages: list,
  pageParams: list.map((_, i) => i),
})

describe('withReaction', () => {
  it('sets the state and moves the count by one when it changes (optimistic)', () => {
    expect(withReaction(item('a'), 'like', true)).toMatchObject({ isLiked: true, likeCount: 4 })
    expect(withReaction(item('a', { isBookmarked: true }), 'bookmark', false)).toMatchObject({
      isBookmarked: false,
      bookmarkCount: 0,
    })
  })

  it('is idempotent: setting the state it already has changes nothing', () => {
    const liked = item('a', { isLiked: true })
    expect(withReaction(liked, 'like', true)).toBe(liked)
  })

  it("takes the server's count when given", () => {
    expect(withReaction(item('a'), 'like', true, 9)).toMatchObject({ isLiked: true, likeCount: 9 })
  })

  it('never goes below zero', () => {
    expect(withReaction(item('a', { isLiked: true, likeCount: 0 }), 'like', false).likeCount).toBe(
      0,
    )
  })
})

describe('setSeenReaction', () => {
  it('updates the Seen in every cached list page and its cached detail, nothing else', () => {
    const client = new QueryClient()
    const all = seenKeys.list({})
    const past = seenKeys.list({ past: true })
    client.setQueryData<ListData>(all, pages([item('a'), item('b')], [item('c')]))
    client.setQueryData<ListData>(past, pages([item('c')]))
    const detailKey = seenKeys.detail('c')
    client.setQueryData(detailKey, { shortName: 'c', isLiked: false, likeCount: 3 } as SeenDetail)

    setSeenReaction(client, 'c', 'like', true)

    expect(client.getQueryData<ListData>(all)?.pages[1]?.[0]).toMatchObject({
      isLiked: true,
      likeCount: 4,
    })
    expect(client.getQueryData<ListData>(all)?.pages[0]?.[0]?.isLiked).toBe(false)
    expect(client.getQueryData<ListData>(past)?.pages[0]?.[0]?.likeCount).toBe(4)
    expect(client.getQueryData<SeenDetail>(detailKey)).toMatchObject({
      isLiked: true,
      likeCount: 4,
    })
    expect(cachedSeenReaction(client, 'c', 'like')).toBe(true)
    expect(cachedSeenReaction(client, 'zzz', 'like')).toBeUndefined()
  })
})
