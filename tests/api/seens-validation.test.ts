import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seens } from '~/server/db/schema'
import { SEEN_MSG } from '~/shared/seen-messages'
import { api, createTestApp, type TestApp } from './helpers'
import { DAY, postSeen, register, seenRecord, type TestUser, tinyPhoto } from './seens-fixtures'

let t: TestApp
let host: TestUser
beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'validation_host')
})
afterAll(() => t.close())

describe('POST /api/seen: validation (docs/product.md#validation, generic messages)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['Seen Name required', { seenName: '  ' }, 'seenName', 'Seen Name is required.'],
    [
      'Seen Name max 100',
      { seenName: 'x'.repeat(101) },
      'seenName',
      'Seen Name must not exceed 100 characters.',
    ],
    [
      'Headline max 100',
      { headline: 'x'.repeat(101) },
      'headline',
      'Headline must not exceed 100 characters.',
    ],
    ['Caption required', { caption: '' }, 'caption', 'Caption is required.'],
    [
      'Caption max 500',
      { caption: 'x'.repeat(501) },
      'caption',
      'Caption must not exceed 500 characters.',
    ],
    [
      'accessibility type required',
      { seenAccessibilityType: undefined },
      'seenAccessibilityType',
      'Accessibility Type selection is required.',
    ],
    [
      'accessibility type 0',
      { seenAccessibilityType: 0 },
      'seenAccessibilityType',
      'Accessibility Type selection is required.',
    ],
    [
      'location type required',
      { locationType: 7 },
      'locationType',
      'Location Type selection is required.',
    ],
    ['start required', { startDateTime: '' }, 'startDateTime', 'Start Date is required.'],
    ['duration required', { durationHours: undefined }, 'durationHours', 'Duration is required.'],
    [
      'duration min 0.5',
      { durationHours: 0.25 },
      'durationHours',
      'Duration must not be less than 0.5.',
    ],
    [
      'duration max 24',
      { durationHours: 25 },
      'durationHours',
      'Duration must not be more than 24.',
    ],
    ['days before required', { preSeenDays: undefined }, 'preSeenDays', 'Days Before is required.'],
    [
      'days before max 90',
      { preSeenDays: 91 },
      'preSeenDays',
      'Days Before must not be more than 90.',
    ],
    [
      'days after min 0',
      { postSeenDays: -1 },
      'postSeenDays',
      'Days After must not be less than 0.',
    ],
    ['city required', { geoNameId: undefined }, 'geoNameId', 'City selection is required.'],
    ['city unknown', { geoNameId: 999999999 }, 'geoNameId', SEEN_MSG.citySelectionRequired],
    ['photo required', { imageInfo: null, hasPhoto: true }, 'hasPhoto', 'Photo is required.'],
    [
      'web address a URL',
      { webAddress: 'ftp://example.com' },
      'webAddress',
      'Web Address does not appear to be a valid URL.',
    ],
    [
      'web address max 100',
      { webAddress: `https://e.com/${'x'.repeat(100)}` },
      'webAddress',
      'Web Address must not exceed 100 characters.',
    ],
    [
      'Organizer max 160',
      { sponsor: 'x'.repeat(161) },
      'sponsor',
      'Organizer must not exceed 160 characters.',
    ],
    [
      'Address max 255',
      { addressBlock: 'x'.repeat(256) },
      'addressBlock',
      'Address must not exceed 255 characters.',
    ],
    [
      'Additional Info max 255',
      { contactBlock: 'x'.repeat(256) },
      'contactBlock',
      'Additional Info must not exceed 255 characters.',
    ],
  ]

  it.each(cases)('%s', async (_label, override, field, message) => {
    const seensBefore = (await t.db.select({ n: count() }).from(seens))[0]?.n
    const res = await postSeen(t, host.jar, await seenRecord(t, override))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { success: boolean; errors: Record<string, string[]> }
    expect(body.success).toBe(false)
    expect(body.errors[field]).toContain(message)
    expect(body.errors.userMessage).toContain(message)
    expect((await t.db.select({ n: count() }).from(seens))[0]?.n).toBe(seensBefore)
  })

  it('start date more than a day ago or more than 90 days ahead', async () => {
    for (const offset of [-2 * DAY, 91 * DAY]) {
      const startDateTime = new Date(t.clock.now().getTime() + offset).toISOString()
      const res = await postSeen(t, host.jar, await seenRecord(t, { startDateTime }))
      expect(res.status).toBe(400)
      const body = (await res.json()) as { errors: Record<string, string[]> }
      expect(body.errors.startDateTime?.[0]).toMatch(
        /^Start Date must be (greater|less) than \d{4}-\d{2}-\d{2}\.$/,
      )
    }
  })

  it('a photo that is not an image: 400 "Please select an image file."', async () => {
    for (const image of [
      Buffer.from('hello, not a picture').toString('base64'),
      '%%%not-base64%%%',
    ]) {
      const res = await postSeen(t, host.jar, await seenRecord(t, { imageInfo: { image } }))
      expect(res.status).toBe(400)
      const body = (await res.json()) as { errors: Record<string, string[]> }
      expect(body.errors.imageInfo).toEqual(['Please select an image file.'])
    }
  })

  it('an undecodable (truncated) image: 400', async () => {
    const truncated = Buffer.from(await tinyPhoto(), 'base64')
      .subarray(0, 40)
      .toString('base64')
    const res = await postSeen(
      t,
      host.jar,
      await seenRecord(t, { imageInfo: { image: truncated } }),
    )
    expect(res.status).toBe(400)
  })

  it('a missing record or malformed JSON: 400', async () => {
    const res = await api(t.app, host.jar).post('/api/seen', { other: 1 })
    expect(res.status).toBe(400)
    expect((await res.json()).errors.userMessage).toEqual([SEEN_MSG.seenRequired])
    const raw = await t.app.request('/api/seen', {
      method: 'POST',
      headers: {
        'X-CSRF': '1',
        'Content-Type': 'application/json',
        Cookie: host.jar.header() ?? '',
      },
      body: '{"createSeenRecord":',
    })
    expect(raw.status).toBe(400)
  })
})
