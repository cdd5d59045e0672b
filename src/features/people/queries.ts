import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { followListResponse, followStatusResponse } from '~/shared/schemas/follow'
import { publicProfileResponse, userProfileResponse } from '~/shared/schemas/profile'

/** Every query key of people. */
export const peopleKeys = {
  profileMe: ['profile', 'me'] as const,
  profileUser: (username: string) => ['profile', 'user', username.toLowerCase()] as const,
  followList: ['follows', 'list'] as const,
  followStatus: (username: string) => ['follows', 'status', username.toLowerCase()] as const,
}

const userPath = (username: string) => encodeURIComponent(username)

/** docs/product.md#calls GET /api/userprofile: the signed-in user's whole profile (settings). */
export const myProfileQuery = () =>
  queryOptions({
    queryKey: peopleKeys.profileMe,
    queryFn: async ({ signal }) =>
      (await api.get('/api/userprofile', userProfileResponse, { signal })).userProfile,
    meta: { errorMessage: PEOPLE_MSG.settingsFailed, persist: true },
  })

/**
 * docs/product.md#calls GET /api/userprofile/by-username/{username}: what the profile popup shows.
 */
export const userProfileQuery = (username: string) =>
  queryOptions({
    queryKey: peopleKeys.profileUser(username),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/userprofile/by-username/${userPath(username)}`, publicProfileResponse, {
          signal,
        })
      ).userProfile,
    meta: { persist: true },
  })

/** docs/product.md#calls GET /api/userprofile/follow-status/{username}. */
export const followStatusQuery = (username: string) =>
  queryOptions({
    queryKey: peopleKeys.followStatus(username),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/userprofile/follow-status/${userPath(username)}`,
          followStatusResponse,
          {
            signal,
          },
        )
      ).isFollowing,
    meta: { persist: true },
  })

/** docs/product.md#calls GET /api/follow/list: everyone the user follows, newest first. */
export const followListQuery = () =>
  queryOptions({
    queryKey: peopleKeys.followList,
    queryFn: async ({ signal }) =>
      (await api.get('/api/follow/list', followListResponse, { signal })).followedUsers,
    meta: { errorMessage: PEOPLE_MSG.followListFailed, persist: true },
  })
