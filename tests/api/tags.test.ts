import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, createTestApp, type TestApp } from './helpers'
import { createSeen, postSeen, register, seenRecord, type TestUser } from './seens-fixtures'

let t: TestApp
let host: TestUser

beforeAll(async () => {
  t = await createTestApp()
  host = await register(t, 'tags_host')
  await createSeen(t, host, { headline: '#summer #sunset', caption: 'At #sunrise' })
  await createSeen(t, host, { headline: '#summer', caption: '#Sunset again' })
  await createSeen(t, host, { headline: '#summer', caption: 'plain' })
  await createSeen(t, host, { headline: '#sun_dance', caption: 'x' })
  // Tags of private Seens are never suggested.
  await createSeen(t, host, { headline: '#sunsecret', caption: 'x', seenAccessibilityType: 6 })
})
afterAll(() => t.close())

const get = async (path: string) => {
  const res = await api(t.app).get(path)
  return { status: res.status, body: (await res.json()) as { success: boolean; tags: string[] } }
}

describe('GET /api/tags/autocomplete', () => {
  it('answers prefix matches, most used first', async () => {
    expect(await get('/api/tags/autocomplete?search=su')).toEqual({
      status: 200,
      body: { success: true, tags: ['summer', 'sunset', 'sun_dance', 'sunrise'] },
    })
    expect((await get('/api/tags/autocomplete?search=SUN')).body.tags).toEqual([
      'sunset',
      'sun_dance',
      'sunrise',
    ])
    expect((await get('/api/tags/autocomplete?search=%23sun_')).body.tags).toEqual(['sun_dance'])
  })

  it('needs two characters; anything else is an empty list', async () => {
    for (const search of ['', 's', '%25', '12', 'no%20tag']) {
      expect((await get(`/api/tags/autocomplete?search=${search}`)).body).toEqual({
        success: true,
        tags: [],
      })
    }
    expect((await get('/api/tags/autocomplete')).body.tags).toEqual([])
  })

  it('follows edits: a removed tag is no longer counted', async () => {
    const shortName = await createSeen(t, host, { headline: '#wintertime', caption: 'x' })
    expect((await get('/api/tags/autocomplete?search=wint')).body.tags).toEqual(['wintertime'])
    const res = await postSeen(t, host.jar, await seenRecord(t, { shortName, headline: 'none' }))
    expect(res.status).toBe(200)
    expect((await get('/api/tags/autocomplete?search=wint')).body.tags).toEqual([])
  })
})

describe('GET /api/tags/byname/{name}', () => {
  it('answers the tags starting with the name, without # or @', async () => {
    expect((await get('/api/tags/byname/sunr')).body).toEqual({ success: true, tags: ['sunrise'] })
    expect((await get('/api/tags/byname/%23summ')).body.tags).toEqual(['summer'])
    expect((await get('/api/tags/byname/@summ')).body.tags).toEqual(['summer'])
    expect((await get('/api/tags/byname/nothing')).body.tags).toEqual([])
  })
})
