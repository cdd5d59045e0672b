/**
 * `/seen?shortname=…`: a public Seen's page carries Open Graph and Twitter card tags (read back
 * with jsdom); private and invitation-only Seens, and unknown names, get the plain shell.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seens } from '~/server/db/schema'
import { imageUrl } from '~/shared/image-url'
import { seenDetailResponse } from '~/shared/schemas/seen'
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
