/**
 * Posting a clip offline (docs/decisions/183-clip-upload-client.md): the clip (reduced on the
 * device where the browser can) waits in the outbox with its poster and fields, like a photo;
 * when sent, its bytes go up over tus first, resumed from the last byte the server has, and the
 * finished upload becomes exactly one appearance under the entry's Idempotency-Key. Its own kind,
 * sent in the outbox's bulk lane: photos, likes and messages queued beside it do not wait for it.
 */
import { defineOfflineMutation } from '~/lib/offline'
import { appearanceRecordResponse } from '~/shared/schemas/appearance'
import { newAppearanceEffects, type QueuedAppearance, saveRecordRequest } from '../form/post-kind'

/** A clip as it waits: the playable file and what the device read of it. */
export interface QueuedClipFile {
  file: Blob
  contentType: string
  durationMs: number
  width: number
  height: number
}

export interface QueuedClip extends QueuedAppearance {
  clip: QueuedClipFile
}

export const appearanceClipPostKind = defineOfflineMutation<
  QueuedClip,
  typeof appearanceRecordResponse
>({
  kind: 'appearances.post-clip',
  policy: 'ordered',
  guests: true,
  bulk: true,
  request: (payload, seenShortName) => ({
    ...saveRecordRequest(payload),
    clip: {
      file: payload.clip.file,
      contentType: payload.clip.contentType,
      seenShortName,
      recordField: 'appearanceRecord',
    },
  }),
  response: appearanceRecordResponse,
  // Until it is posted, the card shows the poster, marked as waiting like a photo.
  ...newAppearanceEffects,
})
