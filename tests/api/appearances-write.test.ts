import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances } from '~/server/db/schema'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { IMAGE_MSG } from '~/shared/image-messages'
import { fieldMessage } from '~/shared/messages'
import {
  appearanceRecord,
  call,
  makeAppearance,
  makeSeen,
  postAppearance,
} from './appearances-fixtures'
import { CookieJar, createTestApp, type TestApp } from './helpers'
import { DAY, register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let author: TestUser
let fan: TestUser
let seen: { id: string; shortName: string }

beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'write_creator')
  author = await register(t, 'write_author')
  fan = await register(t, 'write_fan')
  seen = await makeSeen(t, creator, { type: 1 })
})
afterAll(() => t.close())

const rows = async () =>
  (await t.db.select({ n: count() }).from(appearances).where(eq(appearances.seenId, seen.id)))[0]
    ?.n ?? 0

describe('POST /api/appearance: docs/product.md#validation bad input changes nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'no display name',
      { displayUserName: '' },
      'displayUserName',
      fieldMessage.required('Displayed User Name'),
    ],
    [
      'missing display name',
      { displayUserName: undefined },
      'displayUserName',
      fieldMessage.required('Displayed User Name'),
    ],
    [
      'display name over 100',
      { displayUserName: 'x'.repeat(101) },
      'displayUserName',
      fieldMessage.tooLong('Displayed User Name', 100),
    ],
    ['no headline', { headline: '   ' }, 'headline', fieldMessage.required('Headline')],
    [
      'headline over 100',
      { headline: 'h'.repeat(101) },
      'headline',
      fieldMessage.tooLong('Headline', 100),
    ],
    ['no caption', { caption: '' }, 'caption', fieldMessage.required('Caption')],
    ['caption of tags only', { caption: '<b></b>' }, 'caption', fieldMessage.required('Caption')],
    [
      'caption over 500',
      { caption: 'c'.repeat(501) },
      'caption',
      fieldMessage.tooLong('Caption', 500),
    ],
    [
      'no relative location',
      { relativeLocation: undefined },
      'relativeLocation',
      fieldMessage.selectionRequired('Relative Location'),
    ],
    [
      'relative location 3',
      { relativeLocation: 3 },
      'relativeLocation',
      fieldMessage.selectionRequired('Relative Location'),
    ],
    [
      'no photo',
      { imageInfo: undefined, hasPhoto: true },
      'hasPhoto',
      fieldMessage.required('Photo'),
    ],
    [
      'a photo that does not decode',
      { imageInfo: { image: Buffer.from('not an image at all').toString('base64') } },
      'imageInfo',
      IMAGE_MSG.selectImage,
    ],
  ]
  for (const [name, overrides, field, message] of cases) {
    it(`${name}: 400 "${message}"`, async () => {
      const record = { ...(await appearanceRecord(seen.shortName)), ...overrides }
      const res = await postAppearance(t, author.jar, record)
      expect(res.status).toBe(400)
      expect(res.body.errors?.[field]).toEqual([message])
      expect(res.body.errors?.userMessage).toContain(message)
      expect(await rows()).toBe(0)
    })
  }

  it('no record, malformed JSON and an unknown Seen are refused', async () => {
    expect(
      (await call(t, author.jar).post('/api/appearance', {})).body.errors?.userMessage,
    ).toEqual([APPEARANCE_MSG.recordRequired])
    const res = await t.app.request('/api/appearance', {
      method: 'POST',
      headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
      body: '{',
    })
    expect(res.status).toBe(400)
    expect(
      (await postAppearance(t, author.jar, await appearanceRecord('NoSuchSeen123'))).status,
    ).toBe(404)
    expect(await rows()).toBe(0)
  })

  it('keeps line breaks as <br> and strips tags from the caption', async () => {
    const sn = await makeAppearance(t, author.jar, seen.shortName, {
      caption: 'Line one\n<script>alert(1)</script><b>Line</b> two & more',
      relativeLocation: 2,
    })
    const { body } = await call(t, author.jar).get(`/api/appearance/${sn}`)
    expect(body.appearanceRecord).toMatchObject({
      caption: 'Line one<br>Line two &amp; more',
      relativeLocation: 2,
    })
    const image = body.appearanceRecord?.imageInfo as { path: string; width: number }
    expect(image.path).toMatch(/^\/media\/appearances\//)
    expect((await t.app.request(image.path)).status).toBe(200)
  })

  it('scales a large photo to 800 px on the long side', async () => {
    const big = (
      await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#884422' } })
        .jpeg()
        .toBuffer()
    ).toString('base64')
    const sn = await makeAppearance(t, author.jar, seen.shortName, { imageInfo: { image: big } })
    const { body } = await call(t, author.jar).get(`/api/appearance/${sn}`)
    expect(body.appearanceRecord?.imageInfo).toMatchObject({ width: 800, height: 500 })
  })
})

describe('POST /api/appearance: edit', () => {
  it('the owner edits while live; the photo is optional and can be replaced', async () => {
    const sn = await makeAppearance(t, author.jar, seen.shortName)
    const res = await postAppearance(t, author.jar, {
      appearanceShortName: sn,
      seenShortName: seen.shortName,
      displayUserName: 'New Name',
      headline: 'Edited',
      caption: 'Edited caption',
      relativeLocation: 2,
      isHidden: true,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.appearanceRecord).toMatchObject({
      appearanceShortName: sn,
      seenShortName: seen.shortName,
      displayUserName: 'New Name',
      headline: 'Edited',
      isHidden: true,
    })
    expect(res.body.appearanceRecord?.imageInfo).toMatchObject({ path: expect.any(String) })
  })

  it('someone else, or after the Seen is over, cannot edit', async () => {
    const sn = await makeAppearance(t, author.jar, seen.shortName, { headline: 'Original' })
    const edit = async (jar: CookieJar | undefined) =>
      postAppearance(
        t,
        jar,
        await appearanceRecord(seen.shortName, { appearanceShortName: sn, headline: 'Taken' }),
      )
    const byFan = await edit(fan.jar)
    expect(byFan.status).toBe(403)
    expect(byFan.body.errors?.userMessage).toEqual([APPEARANCE_MSG.editNotAllowed])
    expect((await edit(creator.jar)).status).toBe(403)
    expect((await edit(new CookieJar())).status).toBe(403)
    t.clock.advance(2 * DAY)
    try {
      expect((await edit(author.jar)).status).toBe(403)
      const late = await postAppearance(t, author.jar, await appearanceRecord(seen.shortName))
      expect(late.status).toBe(403)
      expect(late.body.errors?.userMessage).toEqual([APPEARANCE_MSG.notLive])
    } finally {
      t.clock.advance(-2 * DAY)
    }
    const { body } = await call(t, author.jar).get(`/api/appearance/${sn}`)
    expect(body.appearanceRecord?.headline).toBe('Original')
  })

  it('an edit on a moderated Seen waits for approval again', async () => {
    const moderated = await makeSeen(t, creator, { type: 1, requiresApproval: true })
    const sn = await makeAppearance(t, author.jar, moderated.shortName)
    await call(t, creator.jar).post(`/api/appearance/approve/${sn}`, { approve: true })
    const res = await postAppearance(
      t,
      author.jar,
      await appearanceRecord(moderated.shortName, { appearanceShortName: sn, headline: 'Swapped' }),
    )
    expect(res.body.appearanceRecord).toMatchObject({ isApproved: false, isRejected: false })
  })
})
