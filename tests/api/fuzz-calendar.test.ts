/**
 * Generated text in every field calendar.ics writes (fast-check, fixed seed): control
 * characters, every kind of line break, tabs, escapes and long multi-byte runs, stored as a
 * row written before the input gate or by hand would hold them, and any time zone string.
 * Whatever they hold, the file keeps its 25 lines and 17 properties, has no bare CR or LF
 * inside a line, folds at 75 octets, and reads back as what was written (issue 40, finding 7).
 */
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seens } from '~/server/db/schema'
import { api, createTestApp, type TestApp } from './helpers'
import { createSeen, register } from './seens-fixtures'

const SEED = 40
const RUNS = 60

let t: TestApp
let shortName: string
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://seen.example' } })
  shortName = await createSeen(t, await register(t, 'fuzzcal_host'))
})
afterAll(() => t.close())

/** Every line of the file, by name, in order: what a parser must find whatever the texts say. */
const LINES = [
  'BEGIN',
  'VERSION',
  'PRODID',
  'CALSCALE',
  'METHOD',
  'BEGIN',
  'TZID',
  'BEGIN',
  'DTSTART',
  'TZOFFSETFROM',
  'TZOFFSETTO',
  'END',
  'END',
  'BEGIN',
  'UID',
  'DTSTAMP',
  'DTSTART',
  'DURATION',
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'GEO',
  'URL',
  'END',
  'END',
]
const PROPERTIES = LINES.filter((name) => name !== 'BEGIN' && name !== 'END').length

/** C0 controls but NUL (PostgreSQL refuses it in text), DEL, C1, and the Unicode separators. */
const CONTROLS = [
  ...Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)),
  ...Array.from({ length: 33 }, (_, i) => String.fromCharCode(0x7f + i)),
  '\r\n',
  '\u2028',
  '\u2029',
]
const piece = fc.oneof(
  fc.constantFrom(...CONTROLS),
  fc.constantFrom('\\', ';', ',', ':', '\\n', 'ORGANIZER:mailto:x@evil.example', ' '),
  fc.string({ maxLength: 12, unit: 'grapheme' }),
  fc.string({ minLength: 40, maxLength: 120, unit: 'grapheme' }),
)
const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''))
const zone = fc.oneof(
  fc.constantFrom('Europe/Paris', 'UTC', 'Asia/Calcutta', 'Not/AZone', 'UTC;X=1', '+01:00'),
  text,
)

const LINE_BREAKS = new Set(['\r', '\n', '\u0085', '\u2028', '\u2029'])

/** What a calendar reads back of a written text: line breaks as LF, a tab as a space, no controls. */
function readBack(value: string): string {
  return [...value.replace(/\r\n/g, '\n')]
    .map((ch) => {
      if (LINE_BREAKS.has(ch)) return '\n'
      if (ch === '\t') return ' '
      const code = ch.charCodeAt(0)
      return code < 0x20 || (code >= 0x7f && code <= 0x9f) ? '' : ch
    })
    .join('')
}

const knownZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return /^[A-Za-z][\w+-]*(\/[\w+-]+)*$/.test(value)
  } catch {
    return false
  }
}

describe('calendar.ics with generated text in every field', () => {
  it('keeps its lines and properties, folds, and reads back what was written', async () => {
    const fields = fc.record({
      seenName: text,
      headline: text,
      caption: text,
      addressBlock: text,
      cityName: text,
      countryCode: text,
      timeZoneId: zone,
    })
    await fc.assert(
      fc.asyncProperty(fields, async (row) => {
        await t.db.update(seens).set(row).where(eq(seens.shortName, shortName))
        const res = await api(t.app).get(`/api/seen/${shortName}/calendar.ics`)
        expect(res.status).toBe(200)
        const body = await res.text()
        expect(body.endsWith('\r\n')).toBe(true)
        const physical = body.slice(0, -2).split('\r\n')
        for (const line of physical) {
          expect(line).not.toMatch(/[\r\n]/)
          expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
        }
        const logical = body.replace(/\r\n /g, '').slice(0, -2).split('\r\n')
        expect(logical.map((line) => /^[A-Z]+/.exec(line)?.[0])).toEqual(LINES)

        const calendar = new ICAL.Component(ICAL.parse(body))
        const parts = [calendar, ...calendar.getAllSubcomponents()]
        const standard = calendar.getFirstSubcomponent('vtimezone')?.getAllSubcomponents() ?? []
        const count = [...parts, ...standard].reduce((n, c) => n + c.getAllProperties().length, 0)
        expect(count).toBe(PROPERTIES)
        const vevent = calendar.getFirstSubcomponent('vevent')
        expect(vevent?.getFirstPropertyValue('summary')).toBe(readBack(row.seenName))
        const place = [row.addressBlock.replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, ', ')]
          .concat(row.cityName, row.countryCode)
          .filter(Boolean)
          .join(', ')
        expect(vevent?.getFirstPropertyValue('location')).toBe(readBack(place))
        expect(String(vevent?.getFirstPropertyValue('description'))).toMatch(
          new RegExp(`https://seen\\.example/seen\\?shortname=${shortName}$`),
        )
        const tzid = knownZone(row.timeZoneId) ? row.timeZoneId : 'UTC'
        expect(vevent?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(tzid)
      }),
      { seed: SEED, numRuns: RUNS },
    )
  })
})
