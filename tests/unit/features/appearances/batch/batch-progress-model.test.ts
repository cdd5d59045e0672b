import { describe, expect, it } from 'vitest'
import {
  batchCounts,
  batchDone,
  observeOutbox,
  restoredBatch,
  type SentPhoto,
} from '~/features/appearances/batch/batch-progress-model'

const sent = (key: string, state: SentPhoto['state'] = 'waiting', direct = false): SentPhoto => ({
  key,
  fileName: `${key}.jpg`,
  seenShortName: 'RoofParty1',
  state,
  direct,
})

describe('batch progress: following each photo through the outbox', () => {
  it('counts a photo sent once its entry has left the outbox ("2 of 3 sent")', () => {
    const photos = [sent('a'), sent('b'), sent('c')]
    const before = observeOutbox(photos, [
      { id: 'a', status: 'pending' },
      { id: 'b', status: 'pending' },
      { id: 'c', status: 'pending' },
    ])
    expect(batchCounts(before)).toEqual({ sent: 0, failed: 0, total: 3 })
    const after = observeOutbox(before, [{ id: 'c', status: 'pending' }])
    expect(batchCounts(after)).toEqual({ sent: 2, failed: 0, total: 3 })
    expect(batchDone(after)).toBe(false)
    expect(batchDone(observeOutbox(after, []))).toBe(true)
  })

  it('a refused photo counts as failed; dismissed, it is removed and no longer counted', () => {
    const failed = observeOutbox([sent('a'), sent('b')], [{ id: 'a', status: 'failed' }])
    expect(failed.map((p) => p.state)).toEqual(['failed', 'sent'])
    expect(batchCounts(failed)).toEqual({ sent: 1, failed: 1, total: 2 })
    const dismissed = observeOutbox(failed, [])
    expect(dismissed.map((p) => p.state)).toEqual(['removed', 'sent'])
    expect(batchCounts(dismissed)).toEqual({ sent: 1, failed: 0, total: 1 })
    expect(batchDone(dismissed)).toBe(true)
  })

  it('a sent photo stays sent, and a direct upload is not read from the outbox', () => {
    const photos = [sent('a', 'sent'), sent('b', 'waiting', true)]
    const next = observeOutbox(photos, [{ id: 'a', status: 'pending' }])
    expect(next.map((p) => p.state)).toEqual(['sent', 'waiting'])
    // Nothing changed: the same objects, so the panel does not re-render for nothing.
    expect(next[0]).toBe(photos[0])
    expect(next[1]).toBe(photos[1])
  })
})

describe('batch progress: what a new visit follows again from the device', () => {
  it('the whole batch while any photo is not through, so the counts still add up', () => {
    const kept = [sent('a', 'sent'), sent('b', 'waiting'), sent('c', 'failed')]
    expect(restoredBatch(kept)).toEqual(kept)
  })

  it('nothing of a batch that was all sent or removed when last seen', () => {
    expect(restoredBatch([sent('a', 'sent'), sent('b', 'removed')])).toEqual([])
  })

  it('no photo sent directly, and nothing from a value that is not such a list', () => {
    expect(restoredBatch([sent('a', 'waiting', true), sent('b')])).toEqual([sent('b')])
    expect(restoredBatch([{ key: 'a', state: 'lost' }])).toEqual([])
    expect(restoredBatch('[]')).toEqual([])
    expect(restoredBatch(undefined)).toEqual([])
  })
})
