/**
 * GET /api/seen/{shortname}/calendar.ics: RFC 5545 on the Seen's own clock, read back with
 * ical.js (Mozilla's maintained parser), for whoever may view the Seen and nobody else.
 */
import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seens } from '~/server/db/schema'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { TIME_ZONE_INVALID } from '~/shared/time-zone'
import { addMember } from './appearances-fixtures'
import { api, createTestApp, type TestApp } from './helpers'
import { createSeen, postSeen, register, seenRecord, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let member: TestUser
let stranger: TestUser
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://seen.example' } })
  host = await register(t, 'cal_host')
  member = await register(t, 'cal_member')
  stranger = await register(t, 'cal_stranger')
})
afterAll(() => t.close())

const ics = (shortName: string, who?: TestUser) =>
  api(t.app, who?.jar).get(`/api/seen/${shortName}/calendar.ics`)

function event(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body))
  const vevent = calendar.getFirstSubcomponent('vevent')
  const zone = calendar.getFirstSubcomponent('vtimezone')
  if (!vevent || !zone) throw new Error('no VEVENT or VTIMEZONE')
  // The calendar's own VTIMEZONE, as a client without a zone database of its own reads it.
  ICAL.TimezoneService.register(zone)
  return { calendar, vevent, ev: new ICAL.Event(vevent) }
}

describe('calendar.ics', () => {
  it('a public Seen: its name, start on its time zone, duration, place and link', async () => {
    // 18:30 UTC two days on: 19:30 in Paris (winter time, +01:00) for a test run in Nov–Feb.
    const start = new Date(t.clock.now().getTime() + 2 * 24 * 3600_000)
    start.setUTCHours(18, 30, 0, 0)
    const paris = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(start)
      .replace(' ', 'T')
    const caption = `Bring a blanket, a lamp; and "snacks".\nDoors at six. ${'Long words '.repeat(20)}`
    const shortName = await createSeen(t, host, {
      seenName: 'Garden "Concert"; Noël/2026 \\ <b>',
      caption,
      startDateTime: start.toISOString(),
      durationHours: 2.5,
      timeZoneId: 'Europe/Paris',
    })
    const res = await ics(shortName)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="Garden-Concert-Noel2026-b.ics"',
    )
    const body = await res.text()
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const { ev, vevent } = event(body)
    expect(ev.summary).toBe('Garden "Concert"; Noël/2026 \\ <b>')
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris')
    expect(ev.startDate.toString()).toBe(paris)
    expect(ev.startDate.toJSDate().getTime()).toBe(start.getTime())
    expect(ev.duration.toSeconds()).toBe(2.5 * 3600)
    expect(ev.location).toContain('Paris')
    expect(ev.description).toContain('Bring a blanket, a lamp; and "snacks".\nDoors at six.')
    const link = `https://seen.example/seen?shortname=${shortName}`
    expect(vevent.getFirstPropertyValue('url')).toBe(link)
    expect(ev.uid).toBe(`${shortName}@seen.example`)
    const geo = vevent.getFirstPropertyValue('geo') as number[]
    expect(geo[0]).toBeCloseTo(48.85, 1)
  })

  it('an invitation-only Seen: members and the creator only; everyone else 404', async () => {
    const shortName = await createSeen(t, host, { seenAccessibilityType: 6 })
    const [row] = await t.db
      .select({ id: seens.id })
      .from(seens)
      .where(eq(seens.shortName, shortName))
    await addMember(t, member, row?.id ?? '')
    expect((await ics(shortName, host)).status).toBe(200)
    expect((await ics(shortName, member)).status).toBe(200)
    expect((await ics(shortName, stranger)).status).toBe(404)
    expect((await ics(shortName)).status).toBe(404)
  })

  it('answers 404 for an unknown or malformed short name', async () => {
    expect((await ics('NoSuchSeen99')).status).toBe(404)
    expect((await ics('bad%20name')).status).toBe(404)
  })

  it('keeps a bare CR in the address inside LOCATION: no line of its own for what follows', async () => {
    const shortName = await createSeen(t, host, {
      addressBlock:
        'Hall 1\rORGANIZER:mailto:evil@example.com\rURL:https://evil.example\n\tBack door',
    })
    const body = await (await ics(shortName)).text()
    // However a parser ends lines (CRLF, CR or LF), no injected property starts one.
    const lines = body.split(/\r\n|\r|\n/)
    expect(lines.filter((line) => /^(ORGANIZER|URL)[:;]/i.test(line))).toEqual([
      `URL:https://seen.example/seen?shortname=${shortName}`,
    ])
    const { ev, vevent } = event(body)
    expect(vevent.getAllProperties('organizer')).toHaveLength(0)
    expect(vevent.getAllProperties('url')).toHaveLength(1)
    expect(ev.location).toMatch(
      /^Hall 1, ORGANIZER:mailto:evil@example\.com, URL:https:\/\/evil\.example, {2}Back door, /,
    )
  })
})

describe('the time zone of a Seen', () => {
  it.each(['Not/AZone', 'UTC;X=1', '+01:00', 'Europe/Paris ', 'Etc/Nowhere'])(
    'refuses %j on create with a field error under timeZoneId',
    async (timeZoneId) => {
      const res = await postSeen(t, host.jar, await seenRecord(t, { timeZoneId }))
      expect(res.status).toBe(400)
      const body = (await res.json()) as { errors: Record<string, string[]> }
      expect(body.errors.timeZoneId).toEqual([TIME_ZONE_INVALID])
    },
  )

  it('refuses an unknown zone when a Seen is edited, and keeps the stored one', async () => {
    const shortName = await createSeen(t, host, { timeZoneId: 'Europe/Paris' })
    const res = await postSeen(
      t,
      host.jar,
      await seenRecord(t, { shortName, timeZoneId: 'Not/AZone' }),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.timeZoneId).toEqual([
      TIME_ZONE_INVALID,
    ])
    const [row] = await t.db
      .select({ zone: seens.timeZoneId })
      .from(seens)
      .where(eq(seens.shortName, shortName))
    expect(row?.zone).toBe('Europe/Paris')
  })

  it('takes a known alias and UTC', async () => {
    for (const timeZoneId of ['Asia/Calcutta', 'UTC', 'America/Argentina/Buenos_Aires']) {
      expect(await createSeen(t, host, { timeZoneId })).not.toBe('')
    }
  })

  it('reads a bad zone stored before the check as UTC: calendar, detail and list', async () => {
    const shortName = await createSeen(t, host, { timeZoneId: 'Europe/Paris' })
    for (const zone of ['Not/AZone', 'UTC;X=1']) {
      await t.db.update(seens).set({ timeZoneId: zone }).where(eq(seens.shortName, shortName))
      const res = await ics(shortName)
      expect(res.status).toBe(200)
      const { vevent, calendar } = event(await res.text())
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('UTC')
      expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('UTC')
      const detail = await api(t.app, host.jar).get(`/api/seen/${shortName}`)
      expect(v.parse(seenDetailResponse, await detail.json()).seen.timeZoneId).toBe('UTC')
      const list = (await (await api(t.app).get('/api/seen/trendinglist?limit=50')).json()) as {
        seenList: { shortName: string; timeZoneId: string }[]
      }
      expect(list.seenList.find((seen) => seen.shortName === shortName)?.timeZoneId).toBe('UTC')
    }
  })
})
