import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userProfiles, users } from '~/server/db/schema'
import { IMAGE_MSG } from '~/shared/image-messages'
import { MSG } from '~/shared/messages'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { api, createTestApp, type TestApp } from './helpers'
import { insertSeen, register, type TestUser } from './seens-fixtures'

let t: TestApp
let ann: TestUser
let ben: TestUser
beforeAll(async () => {
  t = await createTestApp()
  ann = await register(t, 'profile_ann')
  ben = await register(t, 'profile_ben')
})
afterAll(() => t.close())

type Body = {
  success: boolean
  userProfile?: Record<string, unknown>
  errors?: Record<string, string[]>
}

async function get(user: TestUser | undefined, path: string) {
  const res = await api(t.app, user?.jar).get(path)
  return { status: res.status, body: (await res.json()) as Body }
}

async function save(user: TestUser | undefined, profile: Record<string, unknown>) {
  const res = await api(t.app, user?.jar).post('/api/userprofile', { userProfile: profile })
  return { status: res.status, body: (await res.json()) as Body }
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  displayName: 'Ann Example',
  bio: 'Photographer.',
  website: 'https://ann.example.com',
  socialLinks: { twitter: '@ann', facebook: '', instagram: 'ann.pics', linkedIn: '' },
  professionalInfo: { company: 'Acme', position: 'Lead', industry: 'Media' },
  interests: ['Jazz', '  ', 'jazz', 'Hiking '],
  theme: 'dark',
  slideshowSpeedSeconds: 7,
  slideshowShowName: true,
  slideshowShowHeadline: false,
  slideshowShowCaption: true,
  slideshowShowLocation: false,
  slideshowShowSponsor: true,
  slideshowShowDate: true,
  ...overrides,
})

const row = async (userId: string) =>
  (await t.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]

describe('GET /api/userprofile', () => {
  it('answers a new user the docs/product.md#records defaults', async () => {
    const { status, body } = await get(ben, '/api/userprofile')
    expect(status).toBe(200)
    expect(body.userProfile).toEqual({
      id: ben.id,
      username: 'profile_ben',
      displayName: 'profile_ben Display',
      bio: '',
      website: '',
      socialLinks: { twitter: '', facebook: '', instagram: '', linkedIn: '', LinkedIn: '' },
      professionalInfo: { company: '', position: '', industry: '' },
      interests: [],
      theme: 'light',
      imageInfo: null,
      slideshowSpeedSeconds: 5,
      slideshowShowName: true,
      slideshowShowHeadline: true,
      slideshowShowCaption: true,
      slideshowShowLocation: true,
      slideshowShowSponsor: true,
      slideshowShowDate: true,
    })
  })

  it('refuses a guest', async () => {
    const { status, body } = await get(undefined, '/api/userprofile')
    expect(status).toBe(401)
    expect(body.errors?.userMessage).toEqual([MSG.notLoggedIn])
  })
})

describe('POST /api/userprofile', () => {
  it('saves every setting; interests lose blanks and duplicates', async () => {
    const { status, body } = await save(ann, valid())
    expect(status).toBe(200)
    expect(body.userProfile).toMatchObject({
      displayName: 'Ann Example',
      website: 'https://ann.example.com',
      socialLinks: { twitter: '@ann', instagram: 'ann.pics' },
      professionalInfo: { company: 'Acme', position: 'Lead', industry: 'Media' },
      interests: ['Jazz', 'Hiking'],
      theme: 'dark',
      slideshowSpeedSeconds: 7,
      slideshowShowHeadline: false,
      slideshowShowLocation: false,
    })
    const again = await get(ann, '/api/userprofile')
    expect(again.body.userProfile).toEqual(body.userProfile)
    const [user] = await t.db.select().from(users).where(eq(users.id, ann.id))
    expect(user?.theme).toBe('dark')
    expect(user?.displayName).toBe('Ann Example')
  })

  it('ignores identity fields in the record', async () => {
    const { body } = await save(ann, valid({ id: ben.id, username: 'profile_ben' }))
    expect(body.userProfile?.id).toBe(ann.id)
    expect((await get(ben, '/api/userprofile')).body.userProfile?.displayName).toBe(
      'profile_ben Display',
    )
  })

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a missing display name', { displayName: '  ' }, 'displayName', 'Display Name is required.'],
    [
      'a display name of 51 characters',
      { displayName: 'x'.repeat(51) },
      'displayName',
      'Display Name must not exceed 50 characters.',
    ],
    [
      'a bio of 501 characters',
      { bio: 'b'.repeat(501) },
      'bio',
      'Bio must not exceed 500 characters.',
    ],
    [
      'a javascript: website',
      { website: 'javascript:alert(1)' },
      'website',
      'Website does not appear to be a valid URL.',
    ],
    [
      'an ftp: website',
      { website: 'ftp://files.example.com' },
      'website',
      'Website does not appear to be a valid URL.',
    ],
    [
      'a website over 100 characters',
      { website: `https://example.com/${'a'.repeat(90)}` },
      'website',
      'Website must not exceed 100 characters.',
    ],
    [
      'an overlong social link',
      { socialLinks: { twitter: 't'.repeat(101), facebook: '', instagram: '', linkedIn: '' } },
      'twitter',
      'Twitter must not exceed 100 characters.',
    ],
    [
      'an overlong LinkedIn link',
      { socialLinks: { twitter: '', facebook: '', instagram: '', linkedIn: 'l'.repeat(101) } },
      'linkedIn',
      'LinkedIn must not exceed 100 characters.',
    ],
    [
      'an overlong company',
      { professionalInfo: { company: 'c'.repeat(101), position: '', industry: '' } },
      'company',
      'Company must not exceed 100 characters.',
    ],
    [
      'slideshow speed 0',
      { slideshowSpeedSeconds: 0 },
      'slideshowSpeedSeconds',
      'Slideshow speed must not be less than 1.',
    ],
    [
      'slideshow speed 16',
      { slideshowSpeedSeconds: 16 },
      'slideshowSpeedSeconds',
      'Slideshow speed must not be more than 15.',
    ],
    ['an unknown theme', { theme: 'neon' }, 'theme', ''],
  ]

  it.each(refusals)('refuses %s and changes nothing', async (_, overrides, field, message) => {
    const before = await row(ann.id)
    const { status, body } = await save(
      ann,
      valid({ ...overrides, bio: overrides.bio ?? 'new bio' }),
    )
    expect(status).toBe(400)
    expect(body.success).toBe(false)
    expect(body.errors?.[field]).toBeDefined()
    if (message) expect(body.errors?.[field]).toContain(message)
    expect(await row(ann.id)).toEqual(before)
  })

  it('refuses a body without a userProfile record', async () => {
    const res = await api(t.app, ann.jar).post('/api/userprofile', { displayName: 'x' })
    expect(res.status).toBe(400)
  })

  it('refuses a non-image avatar', async () => {
    const before = await row(ann.id)
    const { status, body } = await save(
      ann,
      valid({ imageInfo: { image: Buffer.from('not an image at all').toString('base64') } }),
    )
    expect(status).toBe(400)
    expect(body.errors?.userMessage).toEqual([IMAGE_MSG.selectImage])
    expect(await row(ann.id)).toEqual(before)
  })

  it('stores an avatar scaled to 400 px, keeps it on later saves, removes it with null', async () => {
    const png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#cc3366' },
    })
      .png()
      .toBuffer()
    const { status, body } = await save(
      ann,
      valid({ imageInfo: { image: png.toString('base64') } }),
    )
    expect(status).toBe(200)
    const info = body.userProfile?.imageInfo as Record<string, unknown>
    expect(info.path).toMatch(/^\/media\/avatars\//)
    expect(info.width).toBe(400)
    expect(info.height).toBe(300)
    expect(info.image).toBeUndefined()
    const media = await api(t.app).get(info.path as string)
    expect(media.status).toBe(200)

    const kept = await save(ann, valid({ imageInfo: info }))
    expect(kept.body.userProfile?.imageInfo).toEqual(info)
    const removed = await save(ann, valid({ imageInfo: null }))
    expect(removed.body.userProfile?.imageInfo).toBeNull()
    expect((await api(t.app).get(info.path as string)).status).toBe(404)
  })

  it("shows the creator's avatar thumbnail on their Seens in the list (userAvatarPath)", async () => {
    const png = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer()
    const saved = await save(ben, valid({ imageInfo: { image: png.toString('base64') } }))
    const info = saved.body.userProfile?.imageInfo as Record<string, unknown>
    const seen = await insertSeen(t, ben.id, { type: 1, start: t.clock.now() })
    const res = await api(t.app).get('/api/seen/trendinglist?limit=15&offset=0')
    const list = ((await res.json()) as { seenList: Record<string, unknown>[] }).seenList
    const item = list.find((s) => s.shortName === seen.shortName)
    expect(item?.userAvatarPath).toBe(info.thumbnailPath)
  })

  it('refuses a guest', async () => {
    const { status } = await save(undefined, valid())
    expect(status).toBe(401)
  })
})

describe('GET /api/userprofile/by-username/{username}', () => {
  it('shows anyone the public part, case-insensitively, without private preferences', async () => {
    await save(ann, valid())
    for (const viewer of [undefined, ben]) {
      const { status, body } = await get(viewer, '/api/userprofile/by-username/PROFILE_ANN')
      expect(status).toBe(200)
      expect(body.userProfile).toMatchObject({
        id: ann.id,
        username: 'profile_ann',
        displayName: 'Ann Example',
        bio: 'Photographer.',
        interests: ['Jazz', 'Hiking'],
      })
      expect(body.userProfile).not.toHaveProperty('theme')
      expect(body.userProfile).not.toHaveProperty('slideshowSpeedSeconds')
    }
  })

  it('shows the owner their whole profile', async () => {
    const { body } = await get(ann, '/api/userprofile/by-username/profile_ann')
    expect(body.userProfile).toMatchObject({ theme: 'dark', slideshowSpeedSeconds: 7 })
  })

  it('answers 404 for an unknown user', async () => {
    const { status, body } = await get(ben, '/api/userprofile/by-username/nobody_here')
    expect(status).toBe(404)
    expect(body.errors?.userMessage).toEqual([PEOPLE_MSG.userNotFound])
  })
})
