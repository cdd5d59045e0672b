import { describe, expect, it } from 'vitest'
import { uploadState } from '~/features/appearances/batch/upload-state'
import { MAX_PROBE_DELAY_MS, probeDelay } from '~/lib/offline/connectivity'

describe('connectivity probes while actions wait', () => {
  it('start after about a second and grow, jittered, never beyond 4 s', () => {
    expect(probeDelay(0, () => 1)).toBe(1_000)
    expect(probeDelay(0, () => 0)).toBe(500)
    const ceilings = Array.from({ length: 12 }, (_, round) => probeDelay(round, () => 1))
    expect(ceilings).toEqual([...ceilings].sort((a, b) => a - b))
    expect(Math.max(...ceilings)).toBe(MAX_PROBE_DELAY_MS)
    expect(probeDelay(100, () => 0.5)).toBeLessThanOrEqual(MAX_PROBE_DELAY_MS)
    // What waits is on the server within 5 s of the link returning: a probe plus one send.
    expect(MAX_PROBE_DELAY_MS).toBeLessThanOrEqual(4_000)
  })
})

describe('what a queued photo says', () => {
  const entry = { attempts: 0, lastError: null, status: 'pending' as const }

  it('shows its progress while it is sent', () => {
    expect(uploadState({ entry, sending: true, progress: 0.4, connectivity: 'online' })).toEqual({
      kind: 'sending',
      percent: 40,
    })
  })

  it('waits for the connection while it is slow or gone', () => {
    for (const connectivity of ['slow', 'offline'] as const) {
      expect(uploadState({ entry, sending: false, progress: null, connectivity }).kind).toBe(
        'waiting',
      )
    }
  })

  it('offers a retry after the server could not take it yet', () => {
    const tried = { attempts: 2, lastError: 'Service unavailable', status: 'pending' as const }
    expect(
      uploadState({ entry: tried, sending: false, progress: null, connectivity: 'online' }).kind,
    ).toBe('failed')
    expect(
      uploadState({ entry, sending: false, progress: null, connectivity: 'online' }).kind,
    ).toBe('queued')
  })
})
