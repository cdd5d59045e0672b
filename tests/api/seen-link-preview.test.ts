/**
 * `/seen?shortname=…`: a public Seen's page carries Open Graph and Twitter card tags (read back
 * with jsdom), its newest published clip as og:video; private and invitation-only Seens, and
 * unknown names, get the plain shell.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appearances, seens } from '~/server/db/schema'
import { imageUrl } from '~/shared/image-url'
import { appearanceRecordResponse } from '~/shared/schemas/appearance'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { appearanceRecord, makeSeen } from './appearances-fixtures'
import { testClip, uploadClip } from './clip-fixtures'
import { api, createTestApp, type TestApp } from './helpers'
import { createSeen, register, type TestUser } from './seens-fixtures'

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Seen</title>
  </head>
  <body><div id="root"><div class="boot" role="status" aria-label="Loading"><span class="boot-spinner"></span></div></div><script type="module" src="/assets/app.js"></script></body>
</html>`

const SEEN_ROUTE_CODE = '<link rel="modulepreload" crossorigin href="/assets/seen-route.js">'
/** The plain shell of the Seen route: no data of any Seen, only the route's code. */
const SEEN_SHELL = SHELL.replace('</head>', `${SEEN_ROUTE_CODE}\n  </head>`)

let t: TestApp
let host: TestUser
beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'seen-preview-'))
  await writeFile(path.join(clientDir, 'index.html'), SHELL)
  // The build's copy of the shell for the Seen route, its code as preload links.
  await mkdir(path.join(clientDir, 'pages'))
  await writeFile(path.join(clientDir, 'pages', 'seen.html'), SEEN_SHELL)
  t = await createTestApp({ clientDir, env: { PUBLIC_URL: 'https://seen.example' } })
  host = await register(t, 'preview_host')
})
afterAll(() => t.close())

async function page(shortName: string) {
  const res = await api(t.app).get(`/seen?shortname=${encodeURIComponent(shortName)}`, {
    headers: { Accept: 'text/html' },
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/html/)
  const html = await res.text()
  const doc = new JSDOM(html).window.document
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ??
    null
  return { html, doc, meta }
}

describe("the Seen route's page", () => {
  it('starts the route code from the head, with or without a preview (private, unknown)', async () => {
    const shortName = await createSeen(t, host, { seenName: 'Route Code Fair' })
    const preview = await page(shortName)
    expect(preview.doc.querySelector('meta[property="og:title"]')).not.toBeNull()
    const unknown = await page('no_such_seen')
    for (const { doc } of [preview, unknown]) {
      expect(
        doc.querySelector('link[rel="modulepreload"][href="/assets/seen-route.js"]'),
      ).not.toBeNull()
    }
  })
})

describe('link previews', () => {
  it('a public Seen: title, headline, date, place and the reduced photo as an absolute URL', async () => {
    const shortName = await createSeen(t, host, {
      seenName: 'Garden Concert',
      headline: 'Music under the trees',
    })
    const { meta, doc } = await page(shortName)
    expect(meta('og:title')).toBe('Garden Concert')
    expect(meta('twitter:title')).toBe('Garden Concert')
    const description = meta('og:description') ?? ''
    expect(description).toMatch(/^Music under the trees · .+ · Paris/)
    expect(description).toMatch(/\d{4}/)
    expect(meta('twitter:description')).toBe(description)
    expect(meta('og:url')).toBe(`https://seen.example/seen?shortname=${shortName}`)
    expect(meta('og:image')).toMatch(/^https:\/\/seen\.example\/media\/seens\/.+-reduced\.webp$/)
    expect(meta('twitter:image')).toBe(meta('og:image'))
    expect(meta('twitter:card')).toBe('summary_large_image')
    // The rest is the app's shell as before.
    expect(doc.querySelector('#root')).not.toBeNull()
    expect(doc.querySelector('script[src="/assets/app.js"]')).not.toBeNull()
    const image = await api(t.app).get(new URL(meta('og:image') ?? '').pathname)
    expect(image.status).toBe(200)
  })

  it('a public Seen: the header photo the page shows first is preloaded from the head', async () => {
    const shortName = await createSeen(t, host, { seenName: 'Preloaded Picnic' })
    const { doc, html } = await page(shortName)
    // Before the route's script links, so it is not queued behind them.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('modulepreload'))
    const detail = await api(t.app).get(`/api/seen/${shortName}?limit=15&offset=0`, {
      headers: { 'X-CSRF': '1' },
    })
    const { seen } = v.parse(seenDetailResponse, await detail.json())
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]')
    // The same URL the page's <img> asks for, so the browser uses the preloaded copy.
    expect(preload?.getAttribute('href')).toBe(imageUrl(seen.imageInfo, 'reduced'))
    expect(preload?.getAttribute('fetchpriority')).toBe('high')
  })

  it('a public Seen: the boot screen shows its photo and name while the app loads', async () => {
    const shortName = await createSeen(t, host, { seenName: 'Lantern Walk' })
    const { doc } = await page(shortName)
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]')
    const boot = doc.querySelector('body > #boot-preview')
    // Before the app's root, the same photo as the header's (one download), the name, a spinner.
    expect(boot?.nextElementSibling?.id).toBe('root')
    // The app under it is inert (no focus, not read out) until the app takes the preview away.
    expect(doc.getElementById('root')?.hasAttribute('inert')).toBe(true)
    expect(boot?.querySelector('img.boot-photo')?.getAttribute('src')).toBe(
      preload?.getAttribute('href'),
    )
    expect(boot?.querySelector('.boot-name')?.getAttribute('data-name')).toBe('Lantern Walk')
    expect(boot?.lastElementChild?.className).toBe('boot-spinner')
  })

  it.each([4, 5, 6])(
    'a private Seen of type %i: the plain shell, none of its data',
    async (type) => {
      const shortName = await createSeen(t, host, {
        seenName: `Secret Party ${type}`,
        headline: 'Hush hush',
        seenAccessibilityType: type,
      })
      const { html } = await page(shortName)
      expect(html).toBe(SEEN_SHELL)
      expect(html).not.toContain('Secret Party')
      expect(html).not.toContain('og:')
    },
  )

  it('an inactive public Seen and unknown or malformed names get the plain shell', async () => {
    const shortName = await createSeen(t, host, { seenName: 'Cancelled Fair' })
    await t.db.update(seens).set({ active: false }).where(eq(seens.shortName, shortName))
    expect((await page(shortName)).html).toBe(SEEN_SHELL)
    expect((await page('NoSuchSeen99')).html).toBe(SEEN_SHELL)
    expect((await page('<script>alert(1)</script>')).html).toBe(SEEN_SHELL)
  })

  it('escapes a Seen name and headline that try to inject HTML', async () => {
    const name = `"/><script>alert(1)</script><meta x=" $' $&`
    const headline = 'It\'s <b>bold</b> & "quoted"'
    const shortName = await createSeen(t, host, { seenName: name, headline })
    const { html, doc, meta } = await page(shortName)
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<b>bold')
    expect(doc.querySelectorAll('script')).toHaveLength(1)
    expect(meta('og:title')).toBe(name)
    expect(doc.querySelector('.boot-name')?.getAttribute('data-name')).toBe(name)
    expect(meta('og:description')).toMatch(/^It's <b>bold<\/b> & "quoted" · /)
  })
})

describe("a public Seen's clip in its link preview", () => {
  /** Posts a clip as the host; its record as the client reads it. */
  async function postClip(seenShortName: string) {
    const { id } = await uploadClip(t, host.jar, seenShortName, await testClip({ seconds: 2 }))
    const res = await api(t.app, host.jar).post(
      '/api/appearance',
      { appearanceRecord: await appearanceRecord(seenShortName, { clipUploadId: id }) },
      { headers: { 'Idempotency-Key': randomUUID() } },
    )
    expect(res.status).toBe(200)
    const record = v.parse(appearanceRecordResponse, await res.json()).appearanceRecord
    // The test clock stands still: the next clip is a second newer.
    t.clock.advance(1000)
    return record
  }

  it('names the newest published clip as og:video, an absolute URL anyone may read', async () => {
    const seen = await makeSeen(t, host)
    expect((await page(seen.shortName)).meta('og:video')).toBeNull()
    const older = await postClip(seen.shortName)
    const newest = await postClip(seen.shortName)
    const { meta } = await page(seen.shortName)
    expect(meta('og:video')).toBe(`https://seen.example${newest.clipInfo?.path}`)
    expect(meta('og:video:secure_url')).toBe(meta('og:video'))
    expect(meta('og:video:type')).toBe(newest.clipInfo?.contentType)
    expect(meta('og:video:width')).toBe(String(newest.clipInfo?.width))
    expect(meta('og:video:height')).toBe(String(newest.clipInfo?.height))
    // A chat's crawler has no cookie.
    const video = await api(t.app).get(new URL(meta('og:video') ?? '').pathname)
    expect(video.status).toBe(200)
    expect(video.headers.get('content-type')).toBe('video/mp4')

    // A hidden clip is nobody's preview: the older one takes its place.
    await t.db
      .update(appearances)
      .set({ isHidden: true })
      .where(eq(appearances.shortName, newest.appearanceShortName))
    expect((await page(seen.shortName)).meta('og:video')).toBe(
      `https://seen.example${older.clipInfo?.path}`,
    )
  })

  it('a Seen that asks for approval shows no clip before the host approves it', async () => {
    const seen = await makeSeen(t, host, { requiresApproval: true })
    const clip = await postClip(seen.shortName)
    await t.db
      .update(appearances)
      .set({ isApproved: false })
      .where(eq(appearances.shortName, clip.appearanceShortName))
    expect((await page(seen.shortName)).meta('og:video')).toBeNull()
    await t.db
      .update(appearances)
      .set({ isApproved: true })
      .where(eq(appearances.shortName, clip.appearanceShortName))
    expect((await page(seen.shortName)).meta('og:video')).toBe(
      `https://seen.example${clip.clipInfo?.path}`,
    )
  })
})
