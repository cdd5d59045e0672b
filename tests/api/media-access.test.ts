/**
 * Who may read the renditions of Seen and appearance photos under /media: guest and user posts
 * in every moderation state on a public Seen, then the Seen turned private (types 4 and 6).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances, seens } from '~/server/db/schema'
import { MEDIA_CACHE } from '~/server/routes/media'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { addMember, call, makeAppearance } from './appearances-fixtures'
import { CookieJar, createTestApp, type TestApp } from './helpers'
import { createSeen, postSeen, register, seenRecord, type TestUser } from './seens-fixtures'

let t: TestApp
let creator: TestUser
let author: TestUser
let member: TestUser
let stranger: TestUser
const guest = new CookieJar()
const otherGuest = new CookieJar()
const anonymous = undefined
let seen: { id: string; shortName: string }
const posts: Record<string, string> = {}

const renditions = (image: ImageInfo | null | undefined) =>
  [image?.path, image?.reducedPath, image?.thumbnailPath].map((path) => path ?? '')

async function appearancePhotos(name: string): Promise<string[]> {
  const [row] = await t.db
    .select({ image: appearances.image })
    .from(appearances)
    .where(eq(appearances.shortName, posts[name] ?? ''))
  return renditions(row?.image)
}

async function seenPhotos(): Promise<string[]> {
  const [row] = await t.db.select({ image: seens.image }).from(seens).where(eq(seens.id, seen.id))
  return renditions(row?.image)
}

/** The status and caching of every rendition as `jar` reads them (one line per rendition). */
async function read(jar: CookieJar | undefined, paths: string[]) {
  const answers = await Promise.all(
    paths.map((path) => t.app.request(path, { headers: { Cookie: jar?.header() ?? '' } })),
  )
  return answers.map((res) => `${res.status} ${res.headers.get('cache-control')}`)
}

const allPublic = [
  `200 ${MEDIA_CACHE.public}`,
  `200 ${MEDIA_CACHE.public}`,
  `200 ${MEDIA_CACHE.public}`,
]
const allPrivate = [
  `200 ${MEDIA_CACHE.private}`,
  `200 ${MEDIA_CACHE.private}`,
  `200 ${MEDIA_CACHE.private}`,
]
const allDenied = ['404 private, no-store', '404 private, no-store', '404 private, no-store']

async function setType(type: number) {
  const [row] = await t.db.select().from(seens).where(eq(seens.id, seen.id))
  const res = await postSeen(t, creator.jar, {
    ...(await seenRecord(t)),
    shortName: seen.shortName,
    startDateTime: row?.startAt.toISOString(),
    requiresApproval: true,
    seenAccessibilityType: type,
    imageInfo: row?.image,
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

beforeAll(async () => {
  t = await createTestApp()
  creator = await register(t, 'media_creator')
  author = await register(t, 'media_author')
  member = await register(t, 'media_member')
  stranger = await register(t, 'media_stranger')
  // Starts in a day with one pre-Seen day: live now, so people can post.
  const shortName = await createSeen(t, creator, { requiresApproval: true })
  const [row] = await t.db
    .select({ id: seens.id })
    .from(seens)
    .where(eq(seens.shortName, shortName))
  seen = { id: row?.id ?? '', shortName }
  await addMember(t, member, seen.id)
  for (const name of ['approved', 'pending', 'rejected', 'hidden']) {
    posts[name] = await makeAppearance(t, author.jar, shortName, { headline: name })
  }
  posts.guestApproved = await makeAppearance(t, guest, shortName, { headline: 'guest approved' })
  posts.guestPending = await makeAppearance(t, guest, shortName, { headline: 'guest pending' })
  const decide = (name: string, approve: boolean) =>
    call(t, creator.jar).post(`/api/appearance/approve/${posts[name]}`, { approve })
  for (const name of ['approved', 'hidden', 'guestApproved']) await decide(name, true)
  await decide('rejected', false)
  await call(t, author.jar).post(`/api/appearance/hide/${posts.hidden}`, { hide: true })
})
afterAll(() => t.close())

describe('renditions on a public Seen', () => {
  it('serves the Seen photo and published posts (user and guest) to everyone, shared-cacheable', async () => {
    for (const photos of [
      await seenPhotos(),
      await appearancePhotos('approved'),
      await appearancePhotos('guestApproved'),
    ]) {
      for (const jar of [anonymous, otherGuest, stranger.jar, member.jar, creator.jar]) {
        expect(await read(jar, photos)).toEqual(allPublic)
      }
    }
  })

  it('keeps pending, rejected and hidden posts for their author and the creator only', async () => {
    for (const name of ['pending', 'rejected', 'hidden']) {
      const photos = await appearancePhotos(name)
      for (const jar of [anonymous, guest, stranger.jar, member.jar]) {
        expect(await read(jar, photos), `${name} to another`).toEqual(allDenied)
      }
      expect(await read(author.jar, photos), `${name} to its author`).toEqual(allPrivate)
      expect(await read(creator.jar, photos), `${name} to the creator`).toEqual(allPrivate)
    }
  })

  it("keeps a guest's pending post for that guest session and the creator", async () => {
    const photos = await appearancePhotos('guestPending')
    expect(await read(guest, photos)).toEqual(allPrivate)
    expect(await read(creator.jar, photos)).toEqual(allPrivate)
    for (const jar of [anonymous, otherGuest, author.jar, member.jar]) {
      expect(await read(jar, photos)).toEqual(allDenied)
    }
  })

  it('stops serving a published post to others as soon as its author hides it', async () => {
    const name = await makeAppearance(t, author.jar, seen.shortName, { headline: 'soon hidden' })
    await call(t, creator.jar).post(`/api/appearance/approve/${name}`, { approve: true })
    posts.soonHidden = name
    const photos = await appearancePhotos('soonHidden')
    expect(await read(stranger.jar, photos)).toEqual(allPublic)
    await call(t, author.jar).post(`/api/appearance/hide/${name}`, { hide: true })
    expect(await read(stranger.jar, photos)).toEqual(allDenied)
    expect(await read(anonymous, photos)).toEqual(allDenied)
    expect(await read(author.jar, photos)).toEqual(allPrivate)
  })

  it('serves a removed post to nobody, its author and the creator included', async () => {
    const name = await makeAppearance(t, author.jar, seen.shortName, { headline: 'removed' })
    posts.removed = name
    const photos = await appearancePhotos('removed')
    expect(await read(author.jar, photos)).toEqual(allPrivate)
    await t.db.delete(appearances).where(eq(appearances.shortName, name))
    for (const jar of [author.jar, creator.jar, anonymous]) {
      expect(await read(jar, photos)).toEqual(allDenied)
    }
  })
})

describe('renditions of a Seen turned private', () => {
  it('type 4 (anyone with the link): still readable by all, never shared-cached', async () => {
    await setType(4)
    for (const photos of [await seenPhotos(), await appearancePhotos('approved')]) {
      for (const jar of [anonymous, stranger.jar, member.jar, creator.jar]) {
        expect(await read(jar, photos)).toEqual(allPrivate)
      }
    }
    expect(await read(stranger.jar, await appearancePhotos('pending'))).toEqual(allDenied)
  })

  it('type 6 (invitation only): members, the creator and each post’s author only', async () => {
    await setType(6)
    const seenPhoto = await seenPhotos()
    const approved = await appearancePhotos('approved')
    const guestApproved = await appearancePhotos('guestApproved')
    for (const photos of [seenPhoto, approved, guestApproved]) {
      for (const jar of [anonymous, otherGuest, stranger.jar]) {
        expect(await read(jar, photos)).toEqual(allDenied)
      }
      expect(await read(member.jar, photos)).toEqual(allPrivate)
      expect(await read(creator.jar, photos)).toEqual(allPrivate)
    }
    // The guest who posted it keeps their own photo, and nothing else of the Seen.
    expect(await read(guest, guestApproved)).toEqual(allPrivate)
    expect(await read(guest, approved)).toEqual(allDenied)
    expect(await read(guest, seenPhoto)).toEqual(allDenied)
  })

  it('back to public: shared-cacheable again', async () => {
    await setType(1)
    expect(await read(anonymous, await appearancePhotos('approved'))).toEqual(allPublic)
  })
})
