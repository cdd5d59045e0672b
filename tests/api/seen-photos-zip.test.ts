/**
 * GET /api/seen/{shortname}/photos.zip: the creator (and members when the creator allows it)
 * download every published photo's original as one ZIP, unzipped here with fflate.
 */
import { eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances, seens } from '~/server/db/schema'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { addMember, makeAppearance, makeSeen } from './appearances-fixtures'
import { api, createTestApp, type TestApp } from './helpers'
import { createSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser
let member: TestUser
let stranger: TestUser
beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'zip_host')
  member = await register(t, 'zip_member')
  stranger = await register(t, 'zip_stranger')
})
afterAll(() => t.close())

const zipOf = (shortName: string, who?: TestUser) =>
  api(t.app, who?.jar).get(`/api/seen/${shortName}/photos.zip`)

async function entries(res: Response): Promise<Record<string, Uint8Array>> {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/zip')
  return unzipSync(new Uint8Array(await res.arrayBuffer()))
}

const allowDownload = (seenId: string, allowed: boolean) =>
  t.db.update(seens).set({ membersMayDownload: allowed }).where(eq(seens.id, seenId))

async function errorOf(res: Response) {
  return (await res.json()) as { success: boolean; errors: { userMessage: string[] } }
}

describe('photos.zip', () => {
  it('holds every published original, named date-uploader-n, and leaves hidden ones out', async () => {
    const seen = await makeSeen(t, host)
    await makeAppearance(t, member.jar, seen.shortName, { displayUserName: 'Zoë / "DJ" <b>' })
    await makeAppearance(t, member.jar, seen.shortName, { displayUserName: 'Zoë / "DJ" <b>' })
    await makeAppearance(t, host.jar, seen.shortName, { displayUserName: '../../etc/passwd' })
    const hidden = await makeAppearance(t, host.jar, seen.shortName, { displayUserName: 'Ghost' })
    await t.db.update(appearances).set({ isHidden: true }).where(eq(appearances.shortName, hidden))
    const res = await zipOf(seen.shortName, host)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Seen-[\w-]+-photos\.zip"$/,
    )
    const files = await entries(res)
    const day = t.clock.now().toISOString().slice(0, 10) // the Seen's clock is UTC
    expect(Object.keys(files).sort()).toEqual([
      `${day}-Zoe-DJ-b-1.jpg`,
      `${day}-Zoe-DJ-b-2.jpg`,
      `${day}-etcpasswd-1.jpg`,
    ])
    for (const data of Object.values(files)) {
      const meta = await sharp(data).metadata()
      expect(meta.format).toBe('jpeg')
      expect(meta.width).toBe(64)
    }
  })

  it('refuses who may not download: 403 for those who may view, 404 for the rest', async () => {
    const seen = await makeSeen(t, host, { type: 6 })
    await addMember(t, member, seen.id)
    await makeAppearance(t, host.jar, seen.shortName)
    expect((await zipOf(seen.shortName, host)).status).toBe(200)
    const refused = await zipOf(seen.shortName, member)
    expect(refused.status).toBe(403)
    expect(await errorOf(refused)).toMatchObject({
      success: false,
      errors: { userMessage: ['You are not allowed to do that.'] },
    })
    expect((await zipOf(seen.shortName, stranger)).status).toBe(404)
    expect((await zipOf(seen.shortName)).status).toBe(404)

    await allowDownload(seen.id, true)
    expect(Object.keys(await entries(await zipOf(seen.shortName, member)))).toHaveLength(1)
    expect((await zipOf(seen.shortName, stranger)).status).toBe(404)
    expect((await zipOf(seen.shortName)).status).toBe(404)
  })

  it('a public Seen: viewers who are not members get 403, even when members may download', async () => {
    const seen = await makeSeen(t, host, { type: 1 })
    await allowDownload(seen.id, true)
    await addMember(t, member, seen.id)
    expect((await zipOf(seen.shortName, member)).status).toBe(200)
    expect((await zipOf(seen.shortName, stranger)).status).toBe(403)
    expect((await zipOf(seen.shortName)).status).toBe(403)
  })

  it('downloads through a plain link: no X-CSRF header needed, the session cookie decides', async () => {
    const seen = await makeSeen(t, host)
    await makeAppearance(t, host.jar, seen.shortName)
    const path = `/api/seen/${seen.shortName}/photos.zip`
    const asHost = await t.app.request(path, { headers: { Cookie: host.jar.header() ?? '' } })
    expect(Object.keys(await entries(asHost))).toHaveLength(1)
    expect((await t.app.request(path)).status).toBe(403)
    // Other API calls still need the header.
    const other = await t.app.request(`/api/seen/${seen.shortName}`)
    expect(other.status).toBe(403)
  })

  it('the Seen form saves the setting, and the detail tells who may download', async () => {
    const shortName = await createSeen(t, host, {
      seenAccessibilityType: 1,
      membersMayDownload: true,
    })
    const [row] = await t.db.select().from(seens).where(eq(seens.shortName, shortName))
    expect(row?.membersMayDownload).toBe(true)
    await addMember(t, member, row?.id ?? '')
    const detail = async (who?: TestUser) => {
      const res = await api(t.app, who?.jar).get(`/api/seen/${shortName}`)
      return v.parse(seenDetailResponse, await res.json()).seen
    }
    expect(await detail(host)).toMatchObject({ membersMayDownload: true, canDownloadPhotos: true })
    expect((await detail(member)).canDownloadPhotos).toBe(true)
    expect((await detail(stranger)).canDownloadPhotos).toBe(false)
    expect((await detail()).canDownloadPhotos).toBe(false)
  })

  it('answers 404 for an unknown or malformed short name', async () => {
    expect((await zipOf('NoSuchSeen99', host)).status).toBe(404)
    expect((await zipOf('bad%20name', host)).status).toBe(404)
  })

  it('a Seen with no photos is an empty, valid ZIP', async () => {
    const seen = await makeSeen(t, host)
    expect(await entries(await zipOf(seen.shortName, host))).toEqual({})
  })

  it('a Seen with 2,000 photos: all of them, across the pages of rows, names unique', async () => {
    const seen = await makeSeen(t, host)
    const first = await makeAppearance(t, host.jar, seen.shortName, { displayUserName: 'Crowd' })
    const [row] = await t.db.select().from(appearances).where(eq(appearances.shortName, first))
    if (!row) throw new Error('no appearance')
    const { id: _id, shortName: _short, ...rest } = row
    const base = t.clock.now().getTime()
    const rows = Array.from({ length: 1999 }, (_, i) => ({
      ...rest,
      shortName: `zipbulk${String(i).padStart(6, '0')}x`,
      // Several rows share an instant so the page cursor must break ties by id.
      createdAt: new Date(base + Math.floor(i / 3)),
    }))
    for (let i = 0; i < rows.length; i += 500) {
      await t.db.insert(appearances).values(rows.slice(i, i + 500))
    }
    const files = await entries(await zipOf(seen.shortName, host))
    const names = Object.keys(files)
    expect(names).toHaveLength(2000)
    expect(new Set(names).size).toBe(2000)
    expect(names.every((name) => /^\d{4}-\d{2}-\d{2}-Crowd-\d+\.jpg$/.test(name))).toBe(true)
  }, 60_000)
})
