/**
 * A Seen's zone follows its city (decision record 168): a record that names no zone, as an old
 * or outside client sends it, is read and stored in the zone at its city; a named zone, UTC
 * included, is kept. The calendar file and the link preview then say the place's time.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { formatSeenTime } from '~/shared/seen-time'
import { api, createTestApp, type TestApp } from './helpers'
import { postSeen, register, seenRecord, type TestUser } from './seens-fixtures'

const SHELL =
  '<!doctype html><html lang="en"><head><title>Seen</title></head><body><div id="root"></div></body></html>'

let t: TestApp
let host: TestUser
beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'seen-local-time-'))
  await writeFile(path.join(clientDir, 'index.html'), SHELL)
  t = await createTestApp({ clientDir, env: { PUBLIC_URL: 'https://seen.example' } })
  host = await register(t, 'local_time_host')
})
afterAll(() => t.close())

/** Two days after the test clock, as a wall time with no offset: read on the Seen's clocks. */
function wallTimeInTwoDays(time: string): string {
  const day = new Date(t.clock.now().getTime() + 2 * 24 * 3600_000)
  return `${day.toISOString().slice(0, 10)}T${time}`
}

async function makeInAmsterdam(zone: Record<string, unknown>) {
  const { timeZoneId: _sent, ...record } = await seenRecord(t, {
    seenName: 'Canal Wedding',
    startDateTime: wallTimeInTwoDays('20:00'),
    geoNameId: KNOWN_CITIES.amsterdam.geoNameId,
  })
  const res = await postSeen(t, host.jar, { ...record, ...zone })
  const body = (await res.json()) as { seenShortName: string }
  expect(res.status, JSON.stringify(body)).toBe(200)
  const detail = await api(t.app, host.jar).get(`/api/seen/${body.seenShortName}`)
  return {
    shortName: body.seenShortName,
    seen: v.parse(seenDetailResponse, await detail.json()).seen,
  }
}

describe('a Seen made in Amsterdam', () => {
  for (const [sent, zone] of [
    ['no timeZoneId', {}],
    ['a null timeZoneId', { timeZoneId: null }],
    ['an empty timeZoneId', { timeZoneId: '' }],
  ] as const) {
    it(`with ${sent} stores Europe/Amsterdam and reads its start there`, async () => {
      const { seen } = await makeInAmsterdam(zone)
      expect(seen.timeZoneId).toBe('Europe/Amsterdam')
      expect(formatSeenTime(seen.startDateTime, seen.timeZoneId)).toMatch(/, 8:00 PM CES?T$/)
    })
  }

  it('has TZID Europe/Amsterdam in its calendar file, at 20:00 there', async () => {
    const { shortName } = await makeInAmsterdam({})
    const res = await api(t.app, host.jar).get(`/api/seen/${shortName}/calendar.ics`)
    expect(res.status).toBe(200)
    const ics = await res.text()
    expect(ics).toContain('\r\nTZID:Europe/Amsterdam\r\n')
    expect(ics).toMatch(/\r\nDTSTART;TZID=Europe\/Amsterdam:\d{8}T200000\r\n/)
  })

  it('says the Amsterdam time in its link preview, as every screen writes it', async () => {
    const { shortName, seen } = await makeInAmsterdam({})
    const res = await api(t.app).get(`/seen?shortname=${shortName}`, {
      headers: { Accept: 'text/html' },
    })
    const doc = new JSDOM(await res.text()).window.document
    const description = doc
      .querySelector('meta[property="og:description"]')
      ?.getAttribute('content')
    expect(description).toContain(formatSeenTime(seen.startDateTime, 'Europe/Amsterdam'))
  })

  it('keeps a zone the record names, UTC included: the person chose it', async () => {
    const { seen } = await makeInAmsterdam({ timeZoneId: 'UTC' })
    expect(seen.timeZoneId).toBe('UTC')
    expect(formatSeenTime(seen.startDateTime, seen.timeZoneId)).toMatch(/, 8:00 PM UTC$/)
  })
})
