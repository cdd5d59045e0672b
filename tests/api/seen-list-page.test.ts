/**
 * `/seen_list`: the route's page names the viewer's first card photo in its head (the page's
 * largest paint), the same URL the card asks for, from the same list the page's first request
 * gets; a guest is never named a private Seen's photo; with nothing to show, the plain page.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seens } from '~/server/db/schema'
import { priorityPhotoUrl } from '~/shared/image-url'
import { seenListResponse } from '~/shared/schemas/seen'
import { api, type CookieJar, createTestApp, type TestApp } from './helpers'
import { createSeen, register, type TestUser } from './seens-fixtures'

const LIST_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Seen</title>
    <link rel="modulepreload" crossorigin href="/assets/seen-list-route.js">
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`

let t: TestApp
let host: TestUser
beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'seen-list-page-'))
  await writeFile(path.join(clientDir, 'index.html'), LIST_SHELL.replace(/\s*<link[^>]*>/, ''))
  await mkdir(path.join(clientDir, 'pages'))
  await writeFile(path.join(clientDir, 'pages', 'seen_list.html'), LIST_SHELL)
  t = await createTestApp({ clientDir })
  host = await register(t, 'list_page_host')
})
afterAll(() => t.close())

async function listPage(jar?: CookieJar) {
  const res = await api(t.app, jar).get('/seen_list', { headers: { Accept: 'text/html' } })
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-cache')
  const html = await res.text()
  const doc = new JSDOM(html).window.document
  return { html, doc, preload: doc.head.querySelector('link[rel="preload"][as="image"]') }
}

/** The first card as the page's own first request gets it, read with the client's schema. */
async function firstCard(jar?: CookieJar) {
  const res = await api(t.app, jar).get('/api/seen/trendinglist?limit=15&offset=0', {
    headers: { 'X-CSRF': '1' },
  })
  const { seenList } = v.parse(seenListResponse, await res.json())
  return { name: seenList[0]?.seenName, photo: priorityPhotoUrl(seenList[0]?.imageInfo) }
}

const rank = (shortName: string, score: number) =>
  t.db.update(seens).set({ trendingScore: score }).where(eq(seens.shortName, shortName))

describe("the Seen list's page", () => {
  it('with no Seen to show: the plain route page, its code still preloaded', async () => {
    const { html } = await listPage()
    expect(html).toBe(LIST_SHELL)
  })

  it("names each viewer's first card photo early in the head, never a private one to a guest", async () => {
    const open = await createSeen(t, host, { seenName: 'Open Air Market' })
    const hidden = await createSeen(t, host, {
      seenName: 'Family Dinner',
      seenAccessibilityType: 4,
    })
    await rank(open, 10)
    await rank(hidden, 50)

    const guest = await listPage()
    const { photo: guestPhoto } = await firstCard()
    expect(guestPhoto).toMatch(/-reduced\.webp$/)
    expect(guest.preload?.getAttribute('href')).toBe(guestPhoto)
    expect(guest.preload?.getAttribute('fetchpriority')).toBe('high')
    // Before the route's script links, so it is not queued behind them.
    expect(guest.html.indexOf('rel="preload"')).toBeLessThan(guest.html.indexOf('modulepreload'))

    const member = await listPage(host.jar)
    const { photo: memberPhoto } = await firstCard(host.jar)
    expect(member.preload?.getAttribute('href')).toBe(memberPhoto)
    // The host's private Seen ranks first for the host only.
    expect(memberPhoto).not.toBe(guestPhoto)
    expect(guest.html).not.toContain(memberPhoto)
    expect(guest.html).not.toContain('Family Dinner')
    expect(member.doc.querySelector('script[src="/assets/app.js"]')).not.toBeNull()
  })

  it("shows that card's Seen over the boot screen, the app under it inert until the list shows", async () => {
    const { doc, html, preload } = await listPage()
    const first = await firstCard()
    const boot = doc.querySelector('body > #boot-preview')
    // Before the app's root, the preloaded photo (one download), the name, a spinner.
    expect(boot?.nextElementSibling?.id).toBe('root')
    expect(doc.getElementById('root')?.hasAttribute('inert')).toBe(true)
    expect(boot?.getAttribute('role')).toBe('status')
    expect(boot?.querySelector('img.boot-photo')?.getAttribute('src')).toBe(
      preload?.getAttribute('href'),
    )
    expect(boot?.querySelector('.boot-name')?.getAttribute('data-name')).toBe(first.name)
    expect(boot?.lastElementChild?.className).toBe('boot-spinner')
    // Everything else is the route's page as built.
    const plain = html
      .replace(/\s*<link rel="preload"[^>]*>/, '')
      .replace(/<div id="boot-preview"[\s\S]*?<\/div>/, '')
      .replace('<div id="root" inert>', '<div id="root">')
    expect(plain).toBe(LIST_SHELL)
  })
})
