import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { api } from '~/lib/api'
import { uploadWithProgress } from '~/lib/images'
import { notify, notifyError } from '~/lib/notify'
import { setTheme } from '~/lib/theme-store'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { type UserProfile, userProfileResponse } from '~/shared/schemas/profile'
import type { Theme } from '~/shared/schemas/theme'
import { peopleKeys } from '../people/queries'
import { type SettingsDraft, settingsPayload } from './settings-draft'

function remember(queryClient: QueryClient, profile: UserProfile) {
  queryClient.setQueryData(peopleKeys.profileMe, profile)
  void queryClient.invalidateQueries({ queryKey: peopleKeys.profileUser(profile.username) })
}

/**
 * Save Settings: POST /api/userprofile through XMLHttpRequest so the button can show upload
 * progress (an avatar can be large). The saved theme is applied as the user's own.
 */
export function useSaveSettings(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (draft: SettingsDraft) => {
      onProgress(0)
      const body = await uploadWithProgress(
        '/api/userprofile',
        { userProfile: settingsPayload(draft) },
        onProgress,
        { idempotencyKey: crypto.randomUUID() },
      )
      return v.parse(userProfileResponse, body).userProfile
    },
    onSuccess: (profile) => {
      remember(queryClient, profile)
      setTheme(profile.username, profile.theme)
      notify.success(PEOPLE_MSG.settingsSaved)
    },
    onError: (error) => notifyError(error),
  })
}

/**
 * Saves a theme switch to the signed-in user's profile (docs/product.md#states Theme: saved per
 * user). Only the theme is sent: the server keeps every field a save leaves out, so a switch racing
 * a Save Settings of other fields cannot put their old values back. Failing quietly is fine: the
 * theme is already applied and remembered on this device.
 */
export async function saveThemeToProfile(queryClient: QueryClient, theme: Theme) {
  const saved = await api.post('/api/userprofile', userProfileResponse, {
    json: { userProfile: { theme } },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  })
  remember(queryClient, saved.userProfile)
}
