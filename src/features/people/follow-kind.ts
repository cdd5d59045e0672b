/**
 * Follow and unfollow as one offline-capable toggle per person (docs/architecture/offline.md):
 * optimistic, coalesced (the popup's Follow and the Activity page's Unfollow share the entry),
 * replayed. The target names the person both ways the docs/product.md#calls calls need:
 * `<userId>:<username>`. Following sends POST /api/userprofile/follow/{username} {follow: true};
 * unfollowing sends POST /api/follow/unfollow {userIdToUnfollow}.
 */
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { defineOfflineMutation } from '~/lib/offline'
import { announceChange } from '~/lib/query-meta'
import type { FollowedUser } from '~/shared/schemas/follow'
import { peopleKeys } from './queries'

export interface FollowTarget {
  userId: string
  username: string
}

export const followTarget = ({ userId, username }: FollowTarget) => `${userId}:${username}`

export function parseFollowTarget(target: string): FollowTarget {
  const at = target.indexOf(':')
  return { userId: target.slice(0, at), username: target.slice(at + 1) }
}

/** Either call's answer: the follow call reads isFollowing, the unfollow call errorMessage. */
const followAnswer = v.object({
  isFollowing: v.optional(v.boolean()),
  errorMessage: v.optional(v.nullable(v.string())),
})

function show(client: QueryClient, target: string, following: boolean) {
  const { userId, username } = parseFollowTarget(target)
  client.setQueryData(peopleKeys.followStatus(username), following)
  // An unfollowed person leaves the list at once; a new follow appears when the list reloads.
  if (!following) {
    client.setQueryData<FollowedUser[]>(peopleKeys.followList, (list) =>
      list?.filter((user) => user.userId !== userId),
    )
  }
}

export const followKind = defineOfflineMutation({
  kind: 'people.follow',
  policy: 'toggle',
  request: ({ desired }, target) => {
    const { userId, username } = parseFollowTarget(target)
    return desired
      ? {
          method: 'post',
          path: `/api/userprofile/follow/${encodeURIComponent(username)}`,
          body: { follow: true },
        }
      : { method: 'post', path: '/api/follow/unfollow', body: { userIdToUnfollow: userId } }
  },
  response: followAnswer,
  apply: (client, { desired }, target) => show(client, target, desired),
  settle: (client, answer, { desired }, target) => {
    show(client, target, answer.isFollowing ?? desired)
    void client.invalidateQueries({ queryKey: peopleKeys.followList })
    void announceChange(client, 'follows')
  },
})
