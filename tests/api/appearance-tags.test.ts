import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tags } from '~/server/db/schema'
import {
  appearanceRecord,
  call,
  makeAppearance,
  makeSeen,
  postAppearance,
} from './appearances-fixtures'
import { createTestApp, type TestApp } from './helpers'
import { HOUR, postSeen, register, seenRecord, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let author: TestUser
let other: TestUser

beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'tagged_creator')
  author = await register(t, 'tagged_author')
  other = await register(t, 'tagged_other')
})
afterAll(() => t.close())

/** What GET /api/tags/autocomplete suggests to somebody else (logged out). */
const suggest = async (search: string) => {
  const res = await call(t).get(`/api/tags/autocomplete?search=${search}`)
  expect(res.status).toBe(200)
  return res.body.tags as string[]
}

const useCount = async (tag: string) => {
  const [row] = await t.db.select({ n: tags.useCount }).from(tags).where(eq(tags.tag, tag))
  return row?.n ?? null
}

/** Edit an appearance as its author with new fields (photo kept). */
async function edit(user: TestUser, seenShortName: string, shortName: string, fields: object) {
  const record = await appearanceRecord(seenShortName, {
    appearanceShortName: shortName,
    imageInfo: null,
    ...fields,
  })
  const res = await postAppearance(t, user.jar, record)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

describe('hashtags of appearances feed tag autocomplete', () => {
  it('suggests a tag of a new appearance, counted once however often it is saved', async () => {
    const seen = await makeSeen(t, creator)
    const sn = await makeAppearance(t, author.jar, seen.shortName, {
      headline: 'Look at this #Sunset',
      caption: 'Over the bay.\n#sunset again and #seaside',
    })
    expect(await suggest('su')).toEqual(['sunset'])
    expect(await suggest('sea')).toEqual(['seaside'])
    for (let i = 0; i < 3; i++) {
      await edit(author, seen.shortName, sn, { headline: `Still #sunset ${i}` })
    }
    expect(await useCount('sunset')).toBe(1)
    // Edited away: the caption's #seaside went with it.
    expect(await useCount('seaside')).toBeNull()
  })

  it('drops a tag edited away once nothing else uses it', async () => {
    const seen = await makeSeen(t, creator)
    const first = await makeAppearance(t, author.jar, seen.shortName, { headline: '#moonrise' })
    const second = await makeAppearance(t, other.jar, seen.shortName, { headline: 'A #moonrise' })
    expect(await useCount('moonrise')).toBe(2)
    await edit(author, seen.shortName, first, { headline: 'no tag any more' })
    expect(await suggest('moon')).toEqual(['moonrise'])
    expect(await useCount('moonrise')).toBe(1)
    await edit(other, seen.shortName, second, { headline: 'none here either' })
    expect(await suggest('moon')).toEqual([])
    expect(await useCount('moonrise')).toBeNull()
  })

  it('adds to the count of the same tag on a Seen', async () => {
    const res = await postSeen(t, creator.jar, await seenRecord(t, { headline: '#lanterns' }))
    expect(res.status).toBe(200)
    const seen = await makeSeen(t, creator)
    await makeAppearance(t, author.jar, seen.shortName, { headline: '#lanterns' })
    expect(await useCount('lanterns')).toBe(2)
  })

  it('keeps the tags of a hidden appearance out until it is unhidden', async () => {
    const seen = await makeSeen(t, creator)
    const sn = await makeAppearance(t, author.jar, seen.shortName, {
      headline: 'Secret #hideaway',
      isHidden: true,
    })
    expect(await suggest('hide')).toEqual([])
    const hide = (hide: boolean) => call(t, author.jar).post(`/api/appearance/hide/${sn}`, { hide })
    expect((await hide(false)).status).toBe(200)
    expect(await suggest('hide')).toEqual(['hideaway'])
    expect((await hide(true)).status).toBe(200)
    expect(await suggest('hide')).toEqual([])
    expect(await useCount('hideaway')).toBeNull()
  })

  it('counts tags on a moderated Seen only once approved', async () => {
    const seen = await makeSeen(t, creator, { requiresApproval: true })
    const sn = await makeAppearance(t, author.jar, seen.shortName, { headline: '#pendingword' })
    expect(await suggest('pendingw')).toEqual([])
    const decide = (approve: boolean) =>
      call(t, creator.jar).post(`/api/appearance/approve/${sn}`, { approve })
    expect((await decide(true)).status).toBe(200)
    expect(await suggest('pendingw')).toEqual(['pendingword'])
    // An edit by the author waits for approval again, and so does its tag.
    await edit(author, seen.shortName, sn, { headline: '#pendingword edited' })
    expect(await suggest('pendingw')).toEqual([])
    expect((await decide(true)).status).toBe(200)
    expect((await decide(false)).status).toBe(200)
    expect(await suggest('pendingw')).toEqual([])
    // The creator's own appearance is approved at once.
    await makeAppearance(t, creator.jar, seen.shortName, { headline: '#hostword' })
    expect(await suggest('hostw')).toEqual(['hostword'])
  })

  it('never suggests tags of appearances on a private Seen', async () => {
    const seen = await makeSeen(t, creator, { type: 4 })
    await makeAppearance(t, author.jar, seen.shortName, { headline: '#privateword' })
    expect(await suggest('privatew')).toEqual([])
  })

  it('follows its Seen: private, the tags leave; public again, they return', async () => {
    const start = new Date(t.clock.now().getTime() - HOUR).toISOString()
    const res = await postSeen(t, creator.jar, await seenRecord(t, { startDateTime: start }))
    const shortName = ((await res.json()) as { seenShortName: string }).seenShortName
    await makeAppearance(t, author.jar, shortName, { headline: '#switchword' })
    expect(await suggest('switchw')).toEqual(['switchword'])
    const editSeen = async (type: number) => {
      const record = await seenRecord(t, {
        shortName,
        startDateTime: start,
        seenAccessibilityType: type,
      })
      expect((await postSeen(t, creator.jar, record)).status).toBe(200)
    }
    await editSeen(4)
    expect(await suggest('switchw')).toEqual([])
    await editSeen(1)
    expect(await suggest('switchw')).toEqual(['switchword'])
    expect(await useCount('switchword')).toBe(1)
  })
})
