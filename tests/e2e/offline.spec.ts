import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from './fixtures'
import {
  createSeenViaApi,
  offlineStorage,
  persistentBrowser,
  serverReactions,
  waitForOfflineStorage,
  waitForSavedCache,
  waitForServiceWorker,
} from './offline-support'
import { acceptCookieNotice, mainNav, newUser, openMySeens, signUp } from './support'

test.use({ viewport: { width: 1280, height: 800 } })

test('the service worker takes over and the app opens without a connection', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.reload()
  await expect(mainNav(page)).toBeVisible()
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await page.goto('/seen_list')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.setOffline(false)
})

test('Login without a connection opens a page that says so and leads back to the app', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await acceptCookieNotice(page)
  await context.setOffline(true)
  await mainNav(page).getByRole('link', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /\/login/)
  await page.getByRole('link', { name: 'Back to Seen' }).click()
  await expect(mainNav(page)).toBeVisible()
  // Back online, the same link opens the real login page through the worker.
  await context.setOffline(false)
  await mainNav(page).getByRole('link', { name: 'Login' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('a login form sent without a connection gets the same page, not the browser’s error', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await acceptCookieNotice(page)
  await mainNav(page).getByRole('link', { name: 'Login' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await context.setOffline(true)
  await page.getByLabel('Username or e-mail', { exact: true }).fill('someone')
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Seen' })).toBeVisible()
  await context.setOffline(false)
})

test('the manifest passes Chromium’s installability check', async ({ baseURL }) => {
  const browser = await persistentBrowser(baseURL ?? '')
  const context = await browser.open()
  try {
    const page = await context.newPage()
    await page.goto('/')
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    await browser.remove()
  }
})

test('a like queued offline is sent when the browser opens again', async ({ baseURL }) => {
  const browser = await persistentBrowser(baseURL ?? '')
  let context = await browser.open()
  try {
    let page = await context.newPage()
    const user = newUser()
    const restartName = `Restart ${user.username}`
    await signUp(page, user)
    await acceptCookieNotice(page)
    const shortName = await createSeenViaApi(page, restartName)
    await openMySeens(page, user.username)
    await waitForServiceWorker(page)
    const likeOf = (p: typeof page) =>
      p.getByRole('article').filter({ hasText: restartName }).getByRole('button', {
        name: /^Like/,
      })
    await expect(likeOf(page)).toHaveAccessibleName(/^Like, 0 likes/)
    await context.setOffline(true)
    await likeOf(page).click()
    await expect(mainNav(page).getByTestId('pending-actions')).toBeVisible()
    await context.close()

    context = await browser.open()
    page = await context.newPage()
    await page.goto('/seen_list')
    await expect(likeOf(page)).toHaveAccessibleName(/^Like, 1 like/)
    await expect(mainNav(page).getByTestId('pending-actions')).toBeHidden()
    expect(await serverReactions(page, shortName)).toMatchObject({ likeCount: 1, isLiked: true })
  } finally {
    await context.close()
    await browser.remove()
  }
})

test('a like and a bookmark made offline wait, survive a reload and reach the server once', async ({
  page,
  context,
}) => {
  const user = newUser()
  const offlineName = `Offline ${user.username}`
  await signUp(page, user)
  await acceptCookieNotice(page)
  const shortName = await createSeenViaApi(page, offlineName)
  await openMySeens(page, user.username)
  await waitForServiceWorker(page)
  const card = page.getByRole('article').filter({ hasText: offlineName })
  await expect(card.getByRole('button', { name: /^Like, 0 likes/ })).toBeVisible()
  // Images load lazily: other tests' Seens may push this card below the fold.
  await card.scrollIntoViewIfNeeded()
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)

  await context.setOffline(true)
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await card.getByRole('button', { name: /^Like/ }).click()
  await card.getByRole('button', { name: /^Bookmark/ }).click()
  await expect(card.getByRole('button', { name: /^Like, 1 like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const pending = mainNav(page).getByTestId('pending-actions')
  await expect(pending).toHaveText('2 actions waiting to send')
  await waitForSavedCache(page, '"isLiked":true')

  await page.reload()
  await expect(card.getByRole('button', { name: /^Like, 1 like/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(pending).toHaveText('2 actions waiting to send')
  // The photo comes from the service worker's image cache.
  await card.scrollIntoViewIfNeeded()
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  expect(await serverReactions(page, shortName)).toMatchObject({ likeCount: 0, bookmarkCount: 0 })

  await context.setOffline(false)
  await expect(pending).toBeHidden()
  await expect(page.getByTestId('offline-banner')).toBeHidden()
  expect(await serverReactions(page, shortName)).toMatchObject({
    likeCount: 1,
    isLiked: true,
    bookmarkCount: 1,
  })

  // Nothing is sent twice: another start finds an empty outbox.
  await page.reload()
  await expect(card.getByRole('button', { name: /^Like, 1 like/ })).toBeVisible()
  expect(await serverReactions(page, shortName)).toMatchObject({ likeCount: 1, bookmarkCount: 1 })
})

test('an action the server refuses is shown with its message and rolled back', async ({
  page,
  context,
}) => {
  const user = newUser()
  const refusedName = `Refused ${user.username}`
  await signUp(page, user)
  await acceptCookieNotice(page)
  await createSeenViaApi(page, refusedName)
  await openMySeens(page, user.username)
  await waitForServiceWorker(page)
  const card = page.getByRole('article').filter({ hasText: refusedName })
  await expect(card.getByRole('button', { name: /^Like, 0 likes/ })).toBeVisible()

  await context.setOffline(true)
  await card.getByRole('button', { name: /^Like/ }).click()
  await expect(card.getByRole('button', { name: /^Like, 1 like/ })).toBeVisible()
  await page.route('**/api/seen/like', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, errors: { userMessage: ['Seen not found'] } }),
    }),
  )
  await context.setOffline(false)

  const alert = page.getByRole('alert').filter({ hasText: 'Seen not found' })
  await expect(alert).toBeVisible()
  await expect(card.getByRole('button', { name: /^Like, 0 likes/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toBeHidden()
})

test('a new version waits for the user: "New version available" then Reload', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  // Deploy "a new version": the served worker file with one more line is a different worker.
  const worker = path.resolve(process.env.SEEN_CLIENT_DIR ?? 'dist/client', 'sw.js')
  const original = await readFile(worker, 'utf8')
  await writeFile(worker, `${original}\n// next version\n`)
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
  } finally {
    await writeFile(worker, original)
  }
  const prompt = page.getByRole('region', { name: 'New version available' })
  await expect(prompt).toBeVisible()
  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Reload' }).click()
  await reloaded
  await expect(prompt).toBeHidden()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated')
})

test('logout removes the user’s persisted cache and outbox from the browser', async ({ page }) => {
  const user = newUser()
  await signUp(page, user)
  await acceptCookieNotice(page)
  await page.goto('/seen_list')
  await waitForOfflineStorage(page, user.username)

  await mainNav(page).getByRole('link', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/account\/login/)
  const after = await offlineStorage(page)
  expect(after.caches).not.toContain(`user:${user.username}`)
  expect(after.outboxes).not.toContain(`seen-outbox:${user.username}`)
})
