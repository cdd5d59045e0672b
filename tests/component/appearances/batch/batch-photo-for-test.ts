import type { SentPhoto } from '~/features/appearances/batch/batch-progress-model'

/** A photo of a batch, queued in the outbox under `key` and not sent yet. */
export const waitingPhoto = (key: string, fileName: string): SentPhoto => ({
  key,
  fileName,
  seenShortName: 'RoofParty1',
  state: 'waiting',
  direct: false,
})
