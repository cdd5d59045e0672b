import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { followKind, followTarget, parseFollowTarget } from '~/features/people/follow-kind'
import { peopleKeys } from '~/features/people/queries'
import { seenDetailQueryOptions } from '~/features/seens/detail-queries'
import { seenListQueryOptions } from '~/features/seens/queries'

const BOB = { userId: '3f1c0c1e-0000-4000-8000-000000000002', username: 'bob.o' }
const target = followTarget(BOB)

describe('followKind (offline follow toggle)', () => {
  it('names the person by id and username', () => {
    expect(parseFollowTarget(target)).toEqual(BOB)
  })

  it('follows through docs/product.md#calls follow/{username} with the desired state', () => {
    expect(followKind.request({ desired: true, initial: false }, target)).toEqual({
      method: 'post',
      path: '/api/userprofile/follow/bob.o',
      body: { follow: true },
    })
  })

  it('unfollows through docs/product.md#calls /api/follow/unfollow with userIdToUnfollow', () => {
    expect(followKind.request({ desired: false, initial: true }, target)).toEqual({
      method: 'post',
      path: '/api/follow/unfollow',
      body: { userIdToUnfollow: BOB.userId },
    })
  })

  it('shows the state at once and takes an unfollowed person off the list, idempotently', () => {
    const client = new QueryClient()
    client.setQueryData(peopleKeys.followList, [
      { userId: BOB.userId, userName: 'bob.o', displayName: 'Bob', avatar: null, followDate: '' },
    ])
    followKind.apply(client, { desired: false, initial: true }, target)
    followKind.apply(client, { desired: false, initial: true }, target)
    expect(client.getQueryData(peopleKeys.followStatus('bob.o'))).toBe(false)
    expect(client.getQueryData(peopleKeys.followList)).toEqual([])
    followKind.apply(client, { desired: true, initial: false }, target)
    expect(client.getQueryData(peopleKeys.followStatus('BOB.O'))).toBe(true)
  })

  it('makes the Seen lists stale once the server confirms (their "people I follow" filter changed)', () => {
    const client = new QueryClient()
    const list = seenListQueryOptions({ past: false })
    const detail = seenDetailQueryOptions('abc')
    for (const { queryKey, meta } of [list, detail]) {
      client.getQueryCache().build(client, { queryKey, meta })
    }
    client.setQueryData(list.queryKey, { pages: [[]], pageParams: [0] })
    client.setQueryData(detail.queryKey, undefined)
    followKind.settle?.(client, { isFollowing: true }, { desired: true, initial: false }, target)
    expect(client.getQueryState(list.queryKey)?.isInvalidated).toBe(true)
    expect(client.getQueryState(detail.queryKey)?.isInvalidated).toBe(false)
  })
})
