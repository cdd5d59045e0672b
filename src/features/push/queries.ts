/** Web Push queries: the person's switches per kind (server) and this device's state. */
import { onlineManager, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { notify, notifyError } from '~/lib/notify'
import { PUSH_MSG } from '~/shared/push'
import { type PushPreferences, pushPreferencesResponse } from '~/shared/schemas/push'
import { currentSubscription, pushPermission, resubscribe, turnOffPush, turnOnPush } from './device'

export const pushKeys = {
  all: ['push'] as const,
  preferences: ['push', 'preferences'] as const,
  device: ['push', 'device'] as const,
}

/** GET /api/push/preferences. */
export const pushPreferencesQuery = () =>
  queryOptions({
    queryKey: pushKeys.preferences,
    queryFn: async ({ signal }) =>
      (await api.get('/api/push/preferences', pushPreferencesResponse, { signal })).preferences,
  })

export interface DevicePush {
  permission: ReturnType<typeof pushPermission>
  subscribed: boolean
}

/**
 * This browser: can it, may it, is it subscribed. Read from the browser; a subscription it
 * holds is told to the server again when online (see `resubscribe`), and shown as on only if
 * the server took it.
 */
export const devicePushQuery = () =>
  queryOptions({
    queryKey: pushKeys.device,
    queryFn: async (): Promise<DevicePush> => {
      const permission = pushPermission()
      const subscription = permission === 'granted' ? await currentSubscription() : null
      if (!subscription) return { permission, subscribed: false }
      if (!onlineManager.isOnline()) return { permission, subscribed: true }
      const subscribed = await resubscribe(subscription).then(
        () => true,
        () => false,
      )
      return { permission, subscribed }
    },
    networkMode: 'always',
    staleTime: 0,
  })

/** PUT /api/push/preferences, shown at once and put back if the server refuses. */
export function useSavePushPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (preferences: PushPreferences) =>
      api.put('/api/push/preferences', pushPreferencesResponse, { json: { preferences } }),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: pushKeys.preferences })
      const before = queryClient.getQueryData<PushPreferences>(pushKeys.preferences)
      queryClient.setQueryData(pushKeys.preferences, preferences)
      return { before }
    },
    onError: (error, _preferences, context) => {
      queryClient.setQueryData(pushKeys.preferences, context?.before)
      notifyError(error, PUSH_MSG.saveFailed)
    },
  })
}

/** Turns push on or off for this device (the permission prompt when first turned on). */
export function useDevicePush() {
  const queryClient = useQueryClient()
  const settle = (subscribed: boolean) =>
    queryClient.setQueryData<DevicePush>(pushKeys.device, {
      permission: pushPermission(),
      subscribed,
    })
  return useMutation({
    mutationFn: async (on: boolean) =>
      on ? turnOnPush() : turnOffPush().then(() => 'off' as const),
    onSuccess: (result) => {
      // What just happened is the state: no second look (which would subscribe again).
      settle(result === 'on')
      if (result === 'on') notify.success(PUSH_MSG.enabled)
      if (result === 'denied') notify.error(PUSH_MSG.denied)
      if (result === 'unsupported') notify.error(PUSH_MSG.unsupported)
    },
    onError: (error) => {
      notifyError(error, PUSH_MSG.failed)
      return queryClient.invalidateQueries({ queryKey: pushKeys.device })
    },
  })
}
