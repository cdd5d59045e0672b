import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inspectClip, openClip } from '~/server/clips/inspect-clip'
import { appearances, clipUploads, seens } from '~/server/db/schema'
import { DEMO_CLIP } from '~/server/demo/demo-clip'
import { seedDemo } from '~/server/demo/seed'
import { DEMO_CLIP_RECORD } from '~/server/demo/seed-clip'
import { silentLogger } from '~/server/logger'
import { createLocalDiskStorage } from '~/server/storage'
import { DEMO_GUEST_SEEN_SHORT_NAME } from '~/shared/demo-seen'
import type { Appearance } from '~/shared/schemas/appearance'
import { listHeadlines } from './appearances-fixtures'
import { api, CookieJar, createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  const storage = createLocalDiskStorage(path.join(t.config.dataDir, 'media'))
  expect(await seedDemo(t.db, silentLogger, storage, t.clock.now())).toBe(true)
})
afterAll(() => t.close())

const shortNameOf = async (name: string) =>
  (await t.db.select({ sn: seens.shortName }).from(seens).where(eq(seens.seenName, name)))[0]?.sn ??
  ''

describe('demo appearances', () => {
  it('live demo Seens have appearances with photos', async () => {
    const jazz = await shortNameOf('Jazz on the Seine')
    const res = await api(t.app).get(`/api/seen/${jazz}`)
    const body = (await res.json()) as {
      seen: { appearanceCount: number; appearances: { imageInfo: { thumbnailPath: string } }[] }
    }
    expect(body.seen.appearanceCount).toBeGreaterThanOrEqual(3)
    const first = body.seen.appearances[0]
    expect((await t.app.request(first?.imageInfo.thumbnailPath ?? '')).status).toBe(200)
  })

  it('the moderated demo Seen has pending appearances only its creator can review', async () => {
    const canal = await shortNameOf('Canal Photo Walk')
    const carol = new CookieJar()
    await api(t.app, carol).form('/account/login', { login: 'carol', password: 'seen-demo-2026' })
    const pending = await listHeadlines(t, carol, canal, '&filter=pending')
    expect(pending.length).toBeGreaterThanOrEqual(2)
    const guestSees = await listHeadlines(t, undefined, canal)
    expect(guestSees).not.toContain(pending[0])
  })
})

/** The clips of the demo guest Seen, as anybody reads them. */
async function guestSeenClips(): Promise<Appearance[]> {
  const res = await api(t.app).get(`/api/seen/${DEMO_GUEST_SEEN_SHORT_NAME}`)
  const body = (await res.json()) as { seen: { appearances: Appearance[] } }
  return body.seen.appearances.filter((a) => a.kind === 'clip')
}

describe('the demo clip', () => {
  it('is the one clip of the demo, in the guest Seen, and leaves no upload behind', async () => {
    const clips = await t.db
      .select({ n: count() })
      .from(appearances)
      .where(eq(appearances.kind, 'clip'))
    expect(clips[0]?.n).toBe(1)
    expect((await t.db.select({ n: count() }).from(clipUploads))[0]?.n).toBe(0)

    const shown = await guestSeenClips()
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({
      headline: DEMO_CLIP_RECORD.headline,
      clipInfo: {
        contentType: 'video/mp4',
        width: DEMO_CLIP.width,
        height: DEMO_CLIP.height,
        durationSeconds: DEMO_CLIP.seconds,
      },
    })
  })

  it('is stored as an upload would be: a clip the server reads back, played by range', async () => {
    const [clip] = await guestSeenClips()
    const clipPath = clip?.clipInfo?.path ?? ''
    const file = path.join(t.config.dataDir, 'media', clipPath.replace(/^\/media\//, ''))
    const input = openClip(file)
    try {
      expect(await inspectClip(input)).toEqual({
        container: 'mp4',
        videoCodec: 'avc',
        audioCodec: null,
        durationSeconds: DEMO_CLIP.seconds,
        width: DEMO_CLIP.width,
        height: DEMO_CLIP.height,
      })
    } finally {
      input.dispose()
    }
    const part = await t.app.request(clipPath, { headers: { Range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    const poster = await t.app.request(clip?.imageInfo?.thumbnailPath ?? '')
    expect(poster.status).toBe(200)
  })
})
