import { describe, expect, it } from 'vitest'
import { instantToZoned, timeZoneChoices, zonedToInstant } from '~/lib/zoned-time'
import { isKnownTimeZone, timeZoneOrUtc } from '~/shared/time-zone'

describe('wall time in a Seen time zone <-> instants', () => {
  it.each([
    ['Europe/Paris', '2026-01-15', '18:00', '2026-01-15T17:00:00.000Z'],
    ['Europe/Paris', '2026-07-15', '18:00', '2026-07-15T16:00:00.000Z'],
    ['America/New_York', '2026-11-21', '09:30', '2026-11-21T14:30:00.000Z'],
    ['Asia/Kolkata', '2026-03-01', '00:00', '2026-02-28T18:30:00.000Z'],
    ['UTC', '2026-12-31', '23:59', '2026-12-31T23:59:00.000Z'],
  ])('%s %s %s is %s', (zone, date, time, iso) => {
    expect(zonedToInstant({ date, time }, zone)?.toISOString()).toBe(iso)
    expect(instantToZoned(iso, zone)).toEqual({ date, time })
  })

  it('finds the right offset on the day clocks change (Paris, 29 March 2026)', () => {
    expect(
      zonedToInstant({ date: '2026-03-29', time: '01:30' }, 'Europe/Paris')?.toISOString(),
    ).toBe('2026-03-29T00:30:00.000Z')
    expect(
      zonedToInstant({ date: '2026-03-29', time: '04:00' }, 'Europe/Paris')?.toISOString(),
    ).toBe('2026-03-29T02:00:00.000Z')
  })

  it('moves a time skipped by the spring change forward (New York, 8 March 2026)', () => {
    expect(
      zonedToInstant({ date: '2026-03-08', time: '02:30' }, 'America/New_York')?.toISOString(),
    ).toBe('2026-03-08T07:30:00.000Z')
  })

  it('gives no instant for a missing or malformed date or time', () => {
    expect(zonedToInstant({ date: '', time: '10:00' }, 'UTC')).toBeNull()
    expect(zonedToInstant({ date: '2026-01-01', time: '' }, 'UTC')).toBeNull()
    expect(zonedToInstant({ date: '01/02/2026', time: '10:00' }, 'UTC')).toBeNull()
  })

  it('knows IANA zones and offers them with the current one included', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isKnownTimeZone('Asia/Calcutta')).toBe(true)
    // Intl may take an offset, and refuses these, but none is a name a calendar's TZID carries.
    for (const zone of ['+01:00', 'UTC;X=1', 'Not/AZone', 'Europe/Paris ', '', 'A'.repeat(65)]) {
      expect(isKnownTimeZone(zone)).toBe(false)
    }
    expect(timeZoneOrUtc('UTC;X=1')).toBe('UTC')
    expect(timeZoneOrUtc(null)).toBe('UTC')
    expect(timeZoneOrUtc('Europe/Paris')).toBe('Europe/Paris')
    const choices = timeZoneChoices('UTC')
    expect(choices).toContain('UTC')
    expect(choices).toContain('Europe/Berlin')
    expect(choices).toEqual([...choices].sort())
  })
})
