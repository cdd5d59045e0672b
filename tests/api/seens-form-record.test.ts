/**
 * The Seen form's record (src/features/seens/form/form-record.ts) against the real server: what
 * the form builds is what POST /api/seen takes, and edit mode round-trips a loaded Seen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { draftOfSeen, newSeenDraft, type SeenDraft } from '~/features/seens/form/form-model'
import { recordOf } from '~/features/seens/form/form-record'
import { errorsFromFieldErrors, validateDraft } from '~/features/seens/form/form-validation'
import { instantToZoned, zonedToInstant } from '~/lib/zoned-time'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { fieldMessage } from '~/shared/messages'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { SEEN_MSG } from '~/shared/seen-messages'
import { api, createTestApp, type TestApp } from './helpers'
import { DAY, HOUR, postSeen, register, type TestUser, tinyPhoto } from './seens-fixtures'

let t: TestApp
let host: TestUser
let guestUser: TestUser
beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'form_host')
  guestUser = await register(t, 'form_other')
})
afterAll(() => t.close())

/** 18:00 in Paris, three days after the test clock. */
const startWall = () => ({
  date: instantToZoned(new Date(t.clock.now().getTime() + 3 * DAY), 'Europe/Paris').date,
  time: '18:00',
})

async function filledDraft(): Promise<SeenDraft> {
  const paris = KNOWN_CITIES.paris
  return {
    ...newSeenDraft('Europe/Paris'),
    seenName: 'Garden Concert',
    headline: 'Music under the trees #music',
    caption: 'Bring a blanket.\nDoors at six.',
    seenAccessibilityType: 2,
    locationType: 1,
    startDate: startWall().date,
    startTime: startWall().time,
    durationHours: '2.5',
    postSeenDays: '2',
    city: {
      geoNameId: paris.geoNameId,
      cityName: paris.name,
      stateCode: paris.stateCode ?? null,
      countryCode: paris.countryCode ?? null,
      latitude: paris.latitude,
      longitude: paris.longitude,
    },
    photo: {
      base64: await tinyPhoto(),
      contentType: 'image/png',
      name: 'garden.png',
      width: 64,
      height: 48,
      previewUrl: '',
    },
    sponsor: 'City Orchestra',
  }
}

async function loadSeen(shortName: string, user: TestUser): Promise<SeenDetail> {
  const res = await api(t.app, user.jar).get(`/api/seen/${shortName}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { seen: SeenDetail }).seen
}

describe("the form's record on the server", () => {
  it('creates the Seen the form describes, start and end on the Seen clocks', async () => {
    const draft = await filledDraft()
    expect(validateDraft(draft, t.clock.now())).toEqual({})
    const res = await postSeen(t, host.jar, recordOf(draft))
    const body = (await res.json()) as { seenShortName: string }
    expect(res.status).toBe(200)

    const seen = await loadSeen(body.seenShortName, host)
    const start = zonedToInstant(startWall(), 'Europe/Paris')?.getTime() ?? 0
    expect(seen).toMatchObject({
      seenName: 'Garden Concert',
      caption: 'Bring a blanket.<br>Doors at six.',
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + 2.5 * HOUR).toISOString(),
      timeZoneId: 'Europe/Paris',
      durationHours: 2.5,
      sponsor: 'City Orchestra',
      seenAccessibilityType: 2,
      hasEditPermission: true,
    })
  })

  it('edits a Seen after it started, sending the loaded start back unchanged', async () => {
    const open = { ...(await filledDraft()), postSeenDays: '5' }
    const created = await postSeen(t, host.jar, recordOf(open))
    const { seenShortName } = (await created.json()) as { seenShortName: string }
    const loaded = await loadSeen(seenShortName, host)
    // Over a day after the start, a new start that long ago is refused (docs/product.md#validation:
    // -1 day).
    t.clock.advance(5 * DAY)
    try {
      const draft = {
        ...draftOfSeen(await loadSeen(seenShortName, host), '/x'),
        seenName: 'Renamed',
      }
      expect(validateDraft(draft, t.clock.now())).toEqual({})
      const res = await postSeen(t, host.jar, recordOf(draft))
      expect(res.status).toBe(200)
      const seen = await loadSeen(seenShortName, host)
      expect(seen).toMatchObject({ seenName: 'Renamed', startDateTime: loaded.startDateTime })
      expect(seen.imageInfo?.path).toMatch(/^\/media\//)
    } finally {
      t.clock.advance(-5 * DAY)
    }
  })

  it("maps the server's field errors onto the form's fields", async () => {
    const draft = { ...(await filledDraft()), seenName: '', city: null }
    const res = await postSeen(t, host.jar, recordOf(draft))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: Record<string, string[]> }
    expect(errorsFromFieldErrors(body.errors)).toEqual({
      seenName: fieldMessage.required('Seen Name'),
      city: fieldMessage.selectionRequired('City'),
    })
  })

  it("refuses someone else's edit with the server's message", async () => {
    const created = await postSeen(t, host.jar, recordOf(await filledDraft()))
    const { seenShortName } = (await created.json()) as { seenShortName: string }
    const seen = await loadSeen(seenShortName, guestUser)
    expect(seen.isCreator).toBe(false)
    const res = await postSeen(t, guestUser.jar, recordOf(draftOfSeen(seen, '/x')))
    expect(res.status).toBe(403)
    expect(
      ((await res.json()) as { errors: { userMessage: string[] } }).errors.userMessage,
    ).toEqual([SEEN_MSG.editNotAllowed])
  })
})
