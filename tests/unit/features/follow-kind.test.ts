import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { followKind, followTarget, parseFollowTarget } from '~/features/people/follow-kind'
import { peopleKeys } from '~/features/people/queries'

const BOB = { userId: '3f1c0c1e-0000-4000-8000-000000000002', username: 'bob.o' }
const target = followTarget(BOB)

describe('followKind (offline follow toggle)', () => {
  it('names the person by id and username', () => {
    expect(parseFollowTarget(target)).toEqual(BOB)
  })

  it('follows through SPEC §7 follow/{username} with the desired state', () => {
    expect(followKind.request({ desired: true, initial: false }, target)).toEqual({
      method: 'post',
      path: '/api/userprofile/follow/bob.o',
      body: { follow: true },
    })
  })

  it('unfollows through SPEC §7 /api/follow/unfollow with userIdToUnfollow', () => {
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
})
