import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query'
import { seenKeys } from '~/features/seens/queries'
import { api, CommunicationError } from '~/lib/api'
import { notify, notifyError } from '~/lib/notify'
import { queueToggle } from '~/lib/offline'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import {
  type Appearance,
  approveAppearanceResponse,
  hideAppearanceResponse,
} from '~/shared/schemas/appearance'
import { appearanceLikeKind } from './like-kind'
import { appearanceKeys } from './queries'

const path = (part: string) => encodeURIComponent(part)

/**
 * docs/product.md#error-texts: a failed call shows its fallback (or the server's words), anything
 * else the "error" text.
 */
const failureToast = (error: unknown, failed: string, unexpected: string) =>
  error instanceof CommunicationError ? notifyError(error, failed) : notify.error(unexpected)

/**
 * Reload the Seen and its appearances (docs/product.md#states: "After success the Seen is
 * reloaded").
 */
export function useReloadSeen(seenShortName: string) {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: seenKeys.detail(seenShortName) }),
      client.invalidateQueries({ queryKey: appearanceKeys.lists(seenShortName) }),
    ])
}

/**
 * docs/product.md#states like toggle through the outbox (docs/architecture/offline.md): the card
 * changes at once (optimistic, offline too) and the desired state is sent with an Idempotency-Key;
 * docs/product.md#error-texts toasts.
 */
export async function toggleAppearanceLike(a: Appearance) {
  const desired = !a.isLiked
  try {
    await queueToggle(appearanceLikeKind, a.appearanceShortName, {
      desired,
      current: a.isLiked,
    })
    // Offline, "successfully" would not be true yet: the card's waiting mark says what is.
    if (onlineManager.isOnline()) {
      notify.success(desired ? APPEARANCE_MSG.liked : APPEARANCE_MSG.likeRemoved)
    }
  } catch (error) {
    failureToast(error, APPEARANCE_MSG.likeFailed, APPEARANCE_MSG.likeError)
  }
}

/** docs/product.md#states hide/unhide by the owner while live. */
export function useHideAppearance(seenShortName: string) {
  const reload = useReloadSeen(seenShortName)
  return useMutation({
    mutationFn: ({ appearanceShortName, hide }: { appearanceShortName: string; hide: boolean }) =>
      api.post(`/api/appearance/hide/${path(appearanceShortName)}`, hideAppearanceResponse, {
        json: { hide },
      }),
    onSuccess: async (result) => {
      notify.success(result.isHidden ? APPEARANCE_MSG.hidden : APPEARANCE_MSG.unhidden)
      await reload()
    },
    onError: (error) =>
      failureToast(error, APPEARANCE_MSG.visibilityFailed, APPEARANCE_MSG.visibilityError),
  })
}

/** docs/product.md#states approval by the creator; the Seen reloads after success. */
export function useApproveAppearance(seenShortName: string) {
  const reload = useReloadSeen(seenShortName)
  return useMutation({
    mutationFn: ({
      appearanceShortName,
      approve,
    }: {
      appearanceShortName: string
      approve: boolean
    }) =>
      api.post(`/api/appearance/approve/${path(appearanceShortName)}`, approveAppearanceResponse, {
        json: { approve },
      }),
    onSuccess: async (result) => {
      notify.success(result.isApproved ? APPEARANCE_MSG.approved : APPEARANCE_MSG.rejected)
      await reload()
    },
    onError: (error, { approve }) => {
      const text = approve ? APPEARANCE_MSG.approveFailed : APPEARANCE_MSG.rejectFailed
      failureToast(error, text, text)
    },
  })
}
