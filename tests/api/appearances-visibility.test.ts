import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, call, listHeadlines, makeAppearance, makeSeen } from './appearances-fixtures'
import { CookieJar, createTestApp, type TestApp } from './helpers'
import { register, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let author: TestUser
let other: TestUser
const guest = new CookieJar()
let moderated: { id: string; shortName: string }
let open: { id: string; shortName: string }
const names: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'vis_creator')
  author = await register(t, 'vis_author')
  other = await register(t, 'vis_other')
  moderated = await makeSeen(t, creator, { type: 1, requiresApproval: true })
  open = await makeSeen(t, creator, { type: 1 })
  await addMember(t, other, moderated.id)
  for (const headline of ['pending', 'approved', 'rejected', 'hidden-approved']) {
    names[headline] = await makeAppearance(t, author.jar, moderated.shortName, { headline })
    t.clock.advance(1000)
  }
  names.guest = await makeAppearance(t, guest, moderated.shortName, { headline: 'guest' })
  t.clock.advance(1000)
  names.mine = await makeAppearance(t, creator.jar, moderated.shortName, { headline: 'creator' })
  const decide = (name: string, approve: boolean) =>
    call(t, creator.jar).post(`/api/appearance/approve/${names[name]}`, { approve })
  await decide('approved', true)
  await decide('rejected', false)
  await decide('hidden-approved', true)
  await call(t, author.jar).post(`/api/appearance/hide/${names['hidden-approved']}`, { hide: true })
  await makeAppearance(t, author.jar, open.shortName, { headline: 'open-visible' })
  const hidden = await makeAppearance(t, author.jar, open.shortName, { headline: 'open-hidden' })
  await call(t, author.jar).post(`/api/appearance/hide/${hidden}`, { hide: true })
})
afterAll(() => t.close())

describe('visibility on a Seen that requires approval (docs/product.md#roles)', () => {
  it('others see only approved, not hidden appearances', async () => {
    expect(await listHeadlines(t, other.jar, moderated.shortName)).toEqual(['approved', 'creator'])
    expect(await listHeadlines(t, undefined, moderated.shortName)).toEqual(['approved', 'creator'])
  })

  it('the author sees the approved ones plus all of their own', async () => {
    expect(await listHeadlines(t, author.jar, moderated.shortName)).toEqual(
      ['approved', 'creator', 'hidden-approved', 'pending', 'rejected'].sort(),
    )
  })

  it('a guest sees their own pending appearance through the guest session', async () => {
    expect(await listHeadlines(t, guest, moderated.shortName)).toEqual([
      'approved',
      'creator',
      'guest',
    ])
  })

  it('the creator sees per review filter; others cannot use the filter', async () => {
    const creatorSees = (filter: string) =>
      listHeadlines(t, creator.jar, moderated.shortName, `&filter=${filter}`)
    expect(await creatorSees('viewer')).toEqual(['approved', 'creator'])
    expect(await creatorSees('all')).toEqual(
      ['approved', 'creator', 'guest', 'hidden-approved', 'pending', 'rejected'].sort(),
    )
    expect(await creatorSees('pending')).toEqual(['guest', 'pending'])
    expect(await creatorSees('approved')).toEqual(['approved', 'creator', 'hidden-approved'])
    expect(await creatorSees('rejected')).toEqual(['rejected'])
    expect(await listHeadlines(t, other.jar, moderated.shortName, '&filter=all')).toEqual([
      'approved',
      'creator',
    ])
    const bad = await call(t, creator.jar).get(
      `/api/appearance/list/${moderated.shortName}?filter=x`,
    )
    expect(bad.status).toBe(400)
  })

  it('an appearance one may not see cannot be opened (404)', async () => {
    const res = await call(t, other.jar).get(`/api/appearance/${names.pending}`)
    expect(res.status).toBe(404)
    const own = await call(t, author.jar).get(`/api/appearance/${names.pending}`)
    expect(own.status).toBe(200)
    expect(own.body.appearanceRecord).toMatchObject({
      headline: 'pending',
      isApproved: false,
      isRejected: false,
      isOwner: true,
      relativeLocation: 1,
      relativeTime: 2,
      displayUserName: 'Dancing Queen',
      caption: 'What a night!<br>See you next year.',
      createdBy: author.username,
    })
    expect((await call(t, creator.jar).get(`/api/appearance/${names.pending}`)).status).toBe(200)
  })
})

describe('visibility without approval', () => {
  it('everyone sees everything not hidden; the creator and the owner also see hidden ones', async () => {
    expect(await listHeadlines(t, other.jar, open.shortName)).toEqual(['open-visible'])
    expect(await listHeadlines(t, author.jar, open.shortName)).toEqual([
      'open-hidden',
      'open-visible',
    ])
    expect(await listHeadlines(t, creator.jar, open.shortName)).toEqual([
      'open-hidden',
      'open-visible',
    ])
  })
})

describe('GET /api/seen/{shortname} returns the first page of appearances', () => {
  it('newest first, paged by limit and offset, as the viewer may see them', async () => {
    const first = await call(t, author.jar).get(`/api/seen/${moderated.shortName}?limit=2&offset=0`)
    const seen = first.body.seen as { appearances: { headline: string }[]; appearanceCount: number }
    expect(seen.appearances.map((a) => a.headline)).toEqual(['creator', 'hidden-approved'])
    expect(seen.appearanceCount).toBe(6)
    const all = await call(t, other.jar).get(`/api/seen/${moderated.shortName}`)
    const list = (all.body.seen as { appearances: { headline: string }[] }).appearances
    expect(list.map((a) => a.headline)).toEqual(['creator', 'approved'])
  })

  it('list paging is stable: pages do not repeat or skip', async () => {
    const page = async (offset: number) =>
      (
        await call(t, creator.jar).get(
          `/api/appearance/list/${moderated.shortName}?limit=2&offset=${offset}&filter=all`,
        )
      ).body.appearances?.map((a) => a.appearanceShortName) ?? []
    const seen = [...(await page(0)), ...(await page(2)), ...(await page(4)), ...(await page(6))]
    expect(seen).toHaveLength(6)
    expect(new Set(seen).size).toBe(6)
  })
})
