import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ClipRoomError,
  ClipWithoutOutboxError,
  saveBatch,
} from '~/features/appearances/batch/batch-save'
import type { AppearanceRecordInput } from '~/shared/schemas/appearance'

const MB = 1024 * 1024
const record: AppearanceRecordInput = {
  seenShortName: 'RoofParty',
  displayUserName: 'Rosa',
  headline: 'First dance',
  caption: 'From table 4',
  relativeLocation: 1,
  hasPhoto: true,
  imageInfo: { image: 'AAAA', contentType: 'image/jpeg', name: 'poster.jpg' },
}
const clip = (bytes: number) => ({
  file: new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }),
  contentType: 'video/mp4',
  durationMs: 6_000,
  width: 1280,
  height: 720,
})

afterEach(() => vi.unstubAllGlobals())

describe('a clip the device has no room for', () => {
  it('stops the batch before anything is queued, after asking for persistent storage', async () => {
    const persist = vi.fn(async () => true)
    vi.stubGlobal('navigator', {
      storage: { persist, estimate: async () => ({ quota: 100 * MB, usage: 97 * MB }) },
    })
    const saving = saveBatch(
      new QueryClient(),
      'RoofParty',
      [{ id: 'c1', fileName: 'first-dance.mp4', record, clip: clip(5 * MB) }],
      true,
    )
    await expect(saving).rejects.toBeInstanceOf(ClipRoomError)
    await expect(saving).rejects.toMatchObject({ storedIds: [], total: 1 })
    expect(persist).toHaveBeenCalled()
  })

  it('goes on when there is room (here to a browser without an outbox, which says so instead)', async () => {
    vi.stubGlobal('navigator', {
      storage: {
        persist: async () => true,
        estimate: async () => ({ quota: 100 * MB, usage: MB }),
      },
    })
    const saving = saveBatch(
      new QueryClient(),
      'RoofParty',
      [{ id: 'c1', fileName: 'first-dance.mp4', record, clip: clip(5 * MB) }],
      true,
    )
    await expect(saving).rejects.toBeInstanceOf(ClipWithoutOutboxError)
  })
})
