import { describe, expect, it } from 'vitest'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { formatSeenTime, seenTime } from '~/shared/seen-time'
import { timeZoneAt } from '~/shared/zone-at'

describe('formatSeenTime: a Seen’s time on its own clocks, the zone named', () => {
  it('writes one pinned English form, whatever the runtime’s locale', () => {
    expect(formatSeenTime('2026-06-12T18:00:00.000Z', 'Europe/Amsterdam')).toBe(
      'Fri 12 Jun 2026, 8:00 PM CEST',
    )
    expect(formatSeenTime(new Date('2026-12-12T18:00:00.000Z'), 'Europe/Amsterdam')).toBe(
      'Sat 12 Dec 2026, 7:00 PM CET',
    )
    expect(formatSeenTime('2026-06-12T18:00:00.000Z', 'America/New_York')).toBe(
      'Fri 12 Jun 2026, 2:00 PM EDT',
    )
    expect(formatSeenTime('2026-06-12T18:00:00.000Z', 'Europe/London')).toBe(
      'Fri 12 Jun 2026, 7:00 PM BST',
    )
    expect(formatSeenTime('2026-06-12T18:00:00.000Z', 'Australia/Sydney')).toBe(
      'Sat 13 Jun 2026, 4:00 AM AEST',
    )
    expect(formatSeenTime('2026-06-12T18:00:00.000Z', 'Asia/Kolkata')).toBe(
      'Fri 12 Jun 2026, 11:30 PM IST',
    )
  })

  it('names a zone English has no short name for by its offset', () => {
    expect(formatSeenTime('2026-06-12T18:00:00.000Z', 'Asia/Tokyo')).toBe(
      'Sat 13 Jun 2026, 3:00 AM GMT+9',
    )
  })

  it('reads a missing, stale or unknown zone as UTC', () => {
    const utc = 'Fri 12 Jun 2026, 6:00 PM UTC'
    for (const zone of ['UTC', 'Not/AZone', '+01:00', null, undefined]) {
      expect(formatSeenTime('2026-06-12T18:00:00.000Z', zone)).toBe(utc)
    }
  })

  it('gives the card its parts, the same as the text', () => {
    const parts = seenTime('2026-11-22T23:30:00.000Z', 'Asia/Tokyo')
    expect(parts).toEqual({
      weekday: 'Mon',
      day: '23',
      month: 'Nov',
      year: '2026',
      time: '8:30 AM',
      zone: 'GMT+9',
      text: 'Mon 23 Nov 2026, 8:30 AM GMT+9',
    })
    // Formatters are kept per zone: a second zone on the same page is not confused with it.
    expect(seenTime('2026-11-22T23:30:00.000Z', 'Pacific/Honolulu').day).toBe('22')
  })
})

describe('timeZoneAt: the zone at a city, offline', () => {
  it('finds the zone of well-known cities', () => {
    expect(timeZoneAt(52.37403, 4.88969)).toBe('Europe/Amsterdam')
    expect(timeZoneAt(40.71427, -74.00597)).toBe('America/New_York')
    expect(timeZoneAt(-33.86785, 151.20732)).toBe('Australia/Sydney')
    expect(timeZoneAt(35.6895, 139.69171)).toBe('Asia/Tokyo')
  })

  it('gives every demo city a zone the runtime knows, none of them UTC', () => {
    for (const city of Object.values(KNOWN_CITIES)) {
      const zone = timeZoneAt(city.latitude, city.longitude)
      expect(zone, city.name).not.toBe('UTC')
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow()
    }
  })

  it('answers UTC for a point it cannot place', () => {
    expect(timeZoneAt(Number.NaN, 0)).toBe('UTC')
    expect(timeZoneAt(91, 0)).toBe('UTC')
    expect(timeZoneAt(0, 181)).toBe('UTC')
  })
})
