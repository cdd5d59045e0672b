import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { cacheKeyFor } from '~/lib/offline/persister'
import { findChromium } from '../../scripts/find-chromium.mjs'

const PARIS_GEONAME_ID = 2988507
const SAVED_CACHE_WAIT_MS = 10_000

/** Creates a Seen as the signed-in user of `page` (through the API) and returns its short name. */
export async function createSeenViaApi(page: Page, seenName: string): Promise<string> {
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer()
  const response = await page.request.post('/api/seen', {
    headers: { 'X-CSRF': '1' },
    data: {
      createSeenRecord: {
        shortName: '-new-',
        seenName,
        headline: 'Offline test',
        caption: 'Liked without a connection.',
        seenAccessibilityType: 1,
        requiresApproval: false,
        locationType: 1,
        startDateTime: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
        durationHours: 3,
        preSeenDays: 1,
        postSeenDays: 1,
        timeZoneId: 'Europe/Paris',
        geoNameId: PARIS_GEONAME_ID,
        hasPhoto: true,
        imageInfo: { image: photo.toString('base64') },
      },
    },
  })
  const body = (await response.json()) as { seenShortName?: string }
  expect(response.status(), JSON.stringify(body)).toBe(200)
  if (!body.seenShortName) throw new Error('no seenShortName')
  return body.seenShortName
}

/** The server's like and bookmark counts of a Seen, as the signed-in user sees them. */
export async function serverReactions(page: Page, shortName: string) {
  const response = await page.request.get(`/api/seen/${encodeURIComponent(shortName)}`, {
    headers: { 'X-CSRF': '1' },
  })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as {
    seen: { likeCount?: number; isLiked?: boolean; bookmarkCount?: number }
  }
  return body.seen
}

/** Waits until a service worker controls the page (the first visit installs it). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/**
 * A browser with a profile on disk (not incognito): what installability needs, and what lets a
 * test close the browser and open the same profile again.
 */
export async function persistentBrowser(baseURL: string) {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'seen-profile-'))
  const executablePath = findChromium()
  /** `offline`: the browser opens with no connection (nothing is sent while it starts). */
  const open = ({ offline = false } = {}) =>
    chromium.launchPersistentContext(profile, {
      executablePath,
      baseURL,
      offline,
      viewport: { width: 1280, height: 800 },
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    })
  // Chromium may still be writing the profile just after it closed: rm tries again a few times.
  const remove = () => rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  return { open, remove }
}

/** The keys of the persisted query caches and the outbox databases in this browser profile. */
export function offlineStorage(page: Page) {
  return page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((db) => db.name ?? '')
    const caches = await new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('seen-query-cache')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('clients')) {
          db.close()
          resolve([])
          return
        }
        const keys = db.transaction('clients').objectStore('clients').getAllKeys()
        keys.onsuccess = () => {
          db.close()
          resolve(keys.result.map(String))
        }
      }
    })
    return { outboxes: databases.filter((name) => name.startsWith('seen-outbox:')), caches }
  })
}

/**
 * Waits until `username`'s query cache and outbox database both exist in this browser profile:
 * the outbox's database is opened by code loaded after the first paint, so it may come later.
 * A loaded full run once took over 10 s for the cache's first save, so the wait is longer.
 */
export async function waitForOfflineStorage(page: Page, username: string) {
  await expect
    .poll(
      async () => {
        const stored = await offlineStorage(page)
        return [
          stored.caches.includes(`user:${username}`),
          stored.outboxes.includes(`seen-outbox:${username}`),
        ]
      },
      { timeout: 30_000 },
    )
    .toEqual([true, true])
}

/**
 * Waits until the browser's saved query cache holds `text` (in `username`'s cache when given;
 * a page that opened as a guest saved its copy under the guest's): what the page shows after a
 * reload without a connection (the cache is saved at most once a second).
 */
export async function waitForSavedCache(page: Page, text: string, username?: string) {
  const key = username === undefined ? null : cacheKeyFor(username)
  const saved = () =>
    page.evaluate(
      async ([only, wanted]) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('seen-query-cache')
          open.onsuccess = () => resolve(open.result)
          open.onerror = () => reject(open.error)
        })
        try {
          const stored = await new Promise<unknown>((resolve, reject) => {
            const store = db.transaction('clients').objectStore('clients')
            const read = only === null ? store.getAll() : store.get(only)
            read.onsuccess = () => resolve(read.result)
            read.onerror = () => reject(read.error)
          })
          return JSON.stringify(stored ?? null).includes(wanted)
        } finally {
          db.close()
        }
      },
      [key, text] as const,
    )
  // A plain loop, not `expect.poll`: the venue bench waits with it outside a test.
  const until = Date.now() + SAVED_CACHE_WAIT_MS
  while (!(await saved())) {
    if (Date.now() > until) throw new Error(`the saved cache never held ${text}`)
    await page.waitForTimeout(200)
  }
}
