import { describe, expect, it } from 'vitest'
import { parseStartDateTime } from '~/shared/schemas/seen-start'

const iso = (text: string, zone = 'UTC') => parseStartDateTime(text, zone)?.toISOString() ?? null

describe('parseStartDateTime', () => {
  it('keeps a full instant as sent, whatever the zone', () => {
    expect(iso('2026-07-01T18:00:00.000Z', 'Asia/Tokyo')).toBe('2026-07-01T18:00:00.000Z')
    expect(iso('2026-07-01T18:00:00-0400')).toBe('2026-07-01T22:00:00.000Z')
  })

  it('reads a zone-less time on the clocks of the zone, daylight saving included', () => {
    expect(iso('2026-07-01T18:00', 'Europe/Paris')).toBe('2026-07-01T16:00:00.000Z')
    expect(iso('2026-12-01T18:00', 'Europe/Paris')).toBe('2026-12-01T17:00:00.000Z')
  })

  it('moves a time skipped by the spring change forward by the change', () => {
    expect(iso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z')
  })

  it('reads a zone-less time as UTC when the zone is unknown', () => {
    expect(iso('2026-07-01T18:00', 'Pacific Standard Time')).toBe('2026-07-01T18:00:00.000Z')
  })

  it.each([
    '2026-07-01',
    '2026-13-01T10:00Z',
    '2026-04-31T10:00Z',
    '2026-07-01T24:00Z',
    '2026-07-01T10:60Z',
    '2026-07-01T10:00+24:00',
    '01/07/2026 10:00',
    '',
  ])('refuses %j', (text) => {
    expect(iso(text)).toBeNull()
  })
})

describe('parseStartDateTime around clock changes east of Greenwich', () => {
  it('moves a skipped Paris time forward and reads both sides of the change', () => {
    expect(iso('2026-03-29T02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z')
    expect(iso('2026-03-29T01:30', 'Europe/Paris')).toBe('2026-03-29T00:30:00.000Z')
    expect(iso('2026-03-29T03:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z')
  })
})
