import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { type GuestUploads, guestUploadsResponse } from '~/shared/schemas/guest-uploads'

/** Every query key of a Seen's guest uploads (the host's dialog). */
export const guestUploadKeys = {
  all: ['guest-uploads'] as const,
  seen: (seenShortName: string) => ['guest-uploads', 'seen', seenShortName] as const,
}

export const guestUploadsPath = (seenShortName: string) =>
  `/api/seen/guest-uploads/${encodeURIComponent(seenShortName)}`

/** GET /api/seen/guest-uploads/{seenShortName}: the creator's count, quota and switch. */
export const guestUploadsQueryOptions = (seenShortName: string) =>
  queryOptions({
    queryKey: guestUploadKeys.seen(seenShortName),
    queryFn: async ({ signal }): Promise<GuestUploads> =>
      (await api.get(guestUploadsPath(seenShortName), guestUploadsResponse, { signal }))
        .guestUploads,
  })
