// Issue 19, bad input: a batch started as a guest who then logs in. The guest's photos stay the
// guest's (docs/decisions/024-offline-cache-and-outbox.md): they go as the guest before the login
// page when they can, and otherwise from the signed-in page, still as the guest (each request says
// it is a guest's, and the server ignores the account's session for it). Never as the user, and
// never twice.
import type { APIRequestContext, Browser, BrowserContext, Page, Route } from '@playwright/test'
import { OFFLINE_TEXT } from '~/components/offline/offline-text'
import { BATCH_TEXT } from '~/features/appearances/batch/batch-text'
import { ADD_PHOTOS_TEXT } from '~/features/appearances/form/add-photos'
import { WELCOME_TEXT } from '~/shared/welcome'
import { CSRF, liveSeen, openSeen, person, photo } from './appearance-support'
import { expect, test } from './fixtures'
import { waitForServiceWorker } from './offline-support'
import { mainNav, navItem, newUser, signUp, type TestUser } from './support'

/** The photo uploads (the appearance posts); the Seen's list is another address. */
const UPLOADS = '**/api/appearance'
const panel = (page: Page) => page.getByRole('region', { name: BATCH_TEXT.progressTitle })

/** A guest on a live Seen open to guests (type 1), with the service worker in control. */
async function guestOnSeen(browser: Parameters<typeof person>[0]) {
  const host = await person(browser)
  const seen = await liveSeen(host.request, { type: 1, name: 'Garden Wedding' })
  const guest = await person(browser, false)
  await openSeen(guest, seen)
  await waitForServiceWorker(guest)
  await expect(guest.getByRole('button', { name: ADD_PHOTOS_TEXT.action })).toBeVisible()
  return { host: host.request, seen, guest }
}

/** "Add your photos": picks `count` photos, gives the name (a guest) and sends them. */
async function sendPhotos(page: Page, count: number, guestName?: string) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: ADD_PHOTOS_TEXT.action }).click()
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `IMG_${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(['#e76f51', '#2a9d8f', '#264653'][i % 3] ?? '#000', 800, 600),
    })),
  )
  await (await chooser).setFiles(files)
  const form = page.getByRole('dialog', { name: ADD_PHOTOS_TEXT.formTitle })
  await expect(form.getByRole('img', { name: /^Photo \d: / })).toHaveCount(count)
  if (guestName) await form.getByLabel(ADD_PHOTOS_TEXT.yourName).fill(guestName)
  await form.getByRole('button', { name: ADD_PHOTOS_TEXT.send(count) }).click()
  await expect(form).toHaveCount(0)
}

/** Who posted each appearance of the Seen, as the host's browser reads the server's list. */
async function posters(request: APIRequestContext, seen: string) {
  const res = await request.get(`/api/appearance/list/${seen}?limit=50&offset=0`, {
    headers: CSRF,
  })
  expect(res.status()).toBe(200)
  const body = (await res.json()) as {
    appearances: { displayUserName: string; createdBy?: string | null }[]
  }
  return body.appearances.map((a) => `${a.displayUserName} by ${a.createdBy ?? 'a guest'}`).sort()
}

/** How many entries the guest outbox of this browser holds (the page may be a server page). */
function guestOutboxSize(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('seen-outbox:guest')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('entries')) {
            db.close()
            resolve(0)
            return
          }
          const count = db.transaction('entries').objectStore('entries').count()
          count.onsuccess = () => {
            db.close()
            resolve(count.result)
          }
        }
      }),
  )
}

/** From the login page: "Create an account", filled in; the server sends them back signed in. */
async function registerFromLogin(page: Page, user: TestUser) {
  await page.getByRole('link', { name: 'Create an account' }).click()
  await page.getByLabel('Username', { exact: true }).fill(user.username)
  await page.getByLabel('Display name', { exact: true }).fill(user.displayName)
  await page.getByLabel('E-mail', { exact: true }).fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Create account' }).click()
}

/** A promise and the call that settles it: the test's hand on a held request. */
function signal() {
  let fire = () => {}
  const done = new Promise<void>((resolve) => {
    fire = resolve
  })
  return { done, fire }
}

/** A guest on a fresh Seen who saved three photos while offline: none is sent yet. */
async function guestQueuedOffline(browser: Browser, name: string) {
  const on = await guestOnSeen(browser)
  await on.guest.context().setOffline(true)
  await sendPhotos(on.guest, 3, name)
  await expect(panel(on.guest).getByRole('status')).toHaveText(BATCH_TEXT.progress(0, 3))
  return { ...on, context: on.guest.context() }
}

/**
 * One bar of signal: small requests pass, photo uploads do not. The first upload reaches the
 * server and only its answer is lost (`firstStored` settles then); every later one fails.
 */
async function uploadsFail(context: BrowserContext) {
  const stored = signal()
  let tries = 0
  await context.route(UPLOADS, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    tries += 1
    if (tries > 1) return route.abort('internetdisconnected')
    await route.fetch()
    stored.fire()
    return route.abort('connectionreset')
  })
  // Wrapped: an async function returning the promise itself would wait for it.
  return { firstStored: stored.done }
}

test('a guest’s photos still waiting when they register go as the guest’s from the account’s page: none as the user, none twice', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { host, seen, guest, context } = await guestQueuedOffline(browser, 'Nora')

  const { firstStored } = await uploadsFail(context)
  await context.setOffline(false)
  await firstStored
  expect(await posters(host, seen)).toEqual(['Nora by a guest'])

  // Still a guest with three photos waiting, they log in and make an account.
  await navItem(mainNav(guest), 'Login').click()
  await expect(guest).toHaveURL(/\/account\/login\?/)
  expect(await guestOutboxSize(guest)).toBe(3)
  const user = newUser()
  await registerFromLogin(guest, user)
  await expect(guest).toHaveURL(`/seen?shortname=${seen}`)
  // A new account is greeted once, on the page it returned to.
  await expect(guest.getByText(WELCOME_TEXT.greeting(user.displayName))).toBeVisible()
  await expect(navItem(mainNav(guest), 'Logout')).toBeVisible()
  // The account's page shows the guest's batch, still on its way.
  await expect(panel(guest).getByRole('status')).toHaveText(BATCH_TEXT.progress(0, 3))
  await expect(mainNav(guest).getByTestId('pending-actions')).toHaveText(OFFLINE_TEXT.waiting(3))

  // The connection is back and the app is opened again, signed in: the guest's photos go, as
  // the guest's, the first one once (its lost answer is replayed under its key).
  await context.unroute(UPLOADS)
  await guest.reload()
  await expect.poll(() => guestOutboxSize(guest), { timeout: 30_000 }).toBe(0)
  await expect(panel(guest).getByRole('status')).toHaveText(BATCH_TEXT.progress(3, 3))
  expect(await posters(host, seen)).toEqual([
    'Nora by a guest',
    'Nora by a guest',
    'Nora by a guest',
  ])

  // The user's own photo goes as theirs, counted as a batch of its own.
  await sendPhotos(guest, 1)
  await expect(panel(guest).getByRole('status')).toHaveText(BATCH_TEXT.progress(1, 1), {
    timeout: 30_000,
  })
  expect(await posters(host, seen)).toEqual([
    `${user.displayName} by ${user.username}`,
    'Nora by a guest',
    'Nora by a guest',
    'Nora by a guest',
  ])

  // The same guest session sent all three: this browser, a guest again, owns each of them.
  await navItem(mainNav(guest), 'Logout').click()
  await expect(guest).toHaveURL(/\/account\/login/)
  const mine = await guest.request.get(`/api/appearance/list/${seen}?limit=50&offset=0`, {
    headers: CSRF,
  })
  const { appearances } = (await mine.json()) as {
    appearances: { displayUserName: string; isOwner: boolean }[]
  }
  expect(appearances.filter((a) => a.displayUserName === 'Nora' && a.isOwner)).toHaveLength(3)
})

test('a guest’s photos on their way when they tap Login get a last send as the guest; none goes as the user', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { host, seen, guest, context } = await guestQueuedOffline(browser, 'Ola')

  // A slow connection: the uploads are held until the guest has tapped Login.
  const held = signal()
  const released = signal()
  await context.route(UPLOADS, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    held.fire()
    await released.done
    return route.continue()
  })
  await context.setOffline(false)
  await held.done
  await navItem(mainNav(guest), 'Login').click()
  released.fire()
  // The login page opens after at most 3 s of sending as the guest
  // (docs/decisions/024-offline-cache-and-outbox.md): on a quick device all three are there; a slow
  // one leaves the rest in the guest outbox.
  await expect(guest).toHaveURL(/\/account\/login\?/)
  const beforeLogin = await posters(host, seen)
  expect(beforeLogin.every((poster) => poster === 'Ola by a guest')).toBe(true)

  const user = newUser()
  await registerFromLogin(guest, user)
  await expect(guest).toHaveURL(`/seen?shortname=${seen}`)
  await expect(navItem(mainNav(guest), 'Logout')).toBeVisible()
  // Whatever the last send left goes from the account's page, as the guest's.
  await expect
    .poll(() => posters(host, seen), { timeout: 30_000 })
    .toEqual(['Ola by a guest', 'Ola by a guest', 'Ola by a guest'])
  await expect.poll(() => guestOutboxSize(guest)).toBe(0)
})

test('a guest’s batch going in one tab while they sign up in another: the rest still goes as the guest’s', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { host, seen, guest, context } = await guestQueuedOffline(browser, 'Pia')

  // The first photo reaches the server as the guest; its answer comes after the sign-up.
  const stored = signal()
  const answered = signal()
  let tries = 0
  await context.route(UPLOADS, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    tries += 1
    if (tries > 1) return route.continue()
    const response = await route.fetch()
    stored.fire()
    await answered.done
    return route.fulfill({ response })
  })
  await context.setOffline(false)
  await stored.done
  const user = newUser()
  await signUp(await context.newPage(), user)
  answered.fire()

  // The browser is signed in now, and photos 2 and 3 go with the account's cookie: as the guest's.
  await expect
    .poll(() => posters(host, seen), { timeout: 30_000 })
    .toEqual(['Pia by a guest', 'Pia by a guest', 'Pia by a guest'])
  await expect.poll(() => guestOutboxSize(guest), { timeout: 20_000 }).toBe(0)
})
