import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { notify, notifyError } from '~/lib/notify'
import { useSession } from '../../session/queries'
import type { AppearanceDraft } from '../form/form-model'
import { type BatchPhoto, checkBatch } from './batch-model'
import { ClipRoomError, ClipWithoutOutboxError, StorageFullError, saveBatch } from './batch-save'
import { BATCH_TEXT } from './batch-text'

/**
 * Sending a batch from the form: every photo's record is checked first (nothing is sent while
 * one breaks a rule or is still being prepared); then all are stored in the outbox, the form
 * closes and the Seen's page shows them arriving. `onQueued` runs once every photo is stored
 * (photos shared from the gallery are then let go of). When the browser's storage fills up
 * part-way, the photos already stored leave the form (`removeStored`: they are on their way, and
 * saving again must not send them twice) and the form says how many are queued.
 */
export function useSendBatch(
  seenShortName: string,
  onClose: () => void,
  removeStored: (photoId: string) => void,
  onQueued?: () => Promise<void>,
) {
  const client = useQueryClient()
  const navigate = useNavigate()
  const session = useSession()
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  const send = async (draft: AppearanceDraft, photos: readonly BatchPhoto[]) => {
    const check = checkBatch(draft, photos)
    setErrors(check.kind === 'invalid' ? check.errors : {})
    if (check.kind !== 'ok') {
      setMessage(
        check.kind === 'preparing'
          ? BATCH_TEXT.stillPreparing
          : check.kind === 'empty'
            ? BATCH_TEXT.nothingToSend
            : undefined,
      )
      return
    }
    setMessage(undefined)
    setSending(true)
    try {
      await saveBatch(client, seenShortName, check.records, session.status === 'guest')
      await onQueued?.()
      notify.message(BATCH_TEXT.queued(check.records.length))
      onClose()
      await navigate({ to: '/seen', search: { shortname: seenShortName } })
    } catch (error) {
      if (error instanceof StorageFullError) {
        for (const id of error.storedIds) removeStored(id)
        const words =
          error instanceof ClipRoomError
            ? BATCH_TEXT.noRoomForClip
            : error instanceof ClipWithoutOutboxError
              ? BATCH_TEXT.noOutboxForClip
              : BATCH_TEXT.storageFull
        setMessage(words(error.storedIds.length, error.total))
      } else notifyError(error)
    } finally {
      setSending(false)
    }
  }
  return { send, errors, message, sending }
}
