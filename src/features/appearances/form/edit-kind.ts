/**
 * Editing one's appearance offline: the changed record waits in the outbox (as the guest, for a
 * guest's own appearance) and is sent, in order after any earlier action, when the connection
 * returns. Meanwhile every cached copy shows the change; a refusal puts the old one back.
 */
import type { QueryClient } from '@tanstack/react-query'
import { seenKeys } from '~/features/seens/queries'
import { defineOfflineMutation } from '~/lib/offline'
import {
  type Appearance,
  type AppearanceRecordInput,
  appearanceRecordResponse,
} from '~/shared/schemas/appearance'
import { replaceAppearance } from '../list/cache'
import { appearanceKeys } from '../list/queries'
import { localImage, saveRecordRequest } from './post-kind'

export interface QueuedEdit {
  record: AppearanceRecordInput
  /** The appearance as it was shown before the change, to put back after a refusal. */
  before: Appearance
}

/** The appearance as it will be once the edit is saved (a new photo shows from the file). */
export function edited({ record, before }: QueuedEdit): Appearance {
  return {
    ...before,
    displayUserName: record.displayUserName,
    headline: record.headline,
    caption: record.caption,
    relativeLocation: record.relativeLocation,
    isHidden: record.isHidden ?? before.isHidden,
    imageInfo: localImage(record) ?? before.imageInfo,
  }
}

const reload = (client: QueryClient, seenShortName: string) => {
  void client.invalidateQueries({ queryKey: appearanceKeys.lists(seenShortName) })
  void client.invalidateQueries({ queryKey: seenKeys.detail(seenShortName) })
}

/** Target: the appearance's short name (its card shows "waiting to send" meanwhile). */
export const appearanceEditKind = defineOfflineMutation<
  QueuedEdit,
  typeof appearanceRecordResponse
>({
  kind: 'appearances.edit',
  policy: 'ordered',
  // A guest edits their own appearances through their guest session, as they post them.
  guests: true,
  request: saveRecordRequest,
  response: appearanceRecordResponse,
  apply: (client, payload) => replaceAppearance(client, edited(payload)),
  rollback: (client, payload) => replaceAppearance(client, payload.before),
  settle: (client, _answer, payload) => reload(client, payload.before.seenShortName),
})
