import type { APIRequestContext, Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { STORAGE_KEYS } from '~/shared/constants'
import { PEOPLE_MSG } from '~/shared/people-messages'
import { expect, test } from './fixtures'
import { acceptCookieNotice, newUser, seriousViolations, signUp, type TestUser } from './support'

const CSRF = { 'X-CSRF': '1' }

/** A browser context of its own, signed in as a new user. */
async function person(browser: Browser): Promise<{ page: Page; user: TestUser }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const user = newUser()
  await signUp(page, user)
  await expect(page).toHaveURL('/')
  await acceptCookieNotice(page)
  return { page, user }
}

async function createSeen(request: APIRequestContext, name: string, headline = 'Timeline test') {
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer()
  const res = await request.post('/api/seen', {
    headers: CSRF,
    data: {
      createSeenRecord: {
        shortName: '-new-',
        seenName: name,
        headline,
        caption: 'Made by the people test.',
        seenAccessibilityType: 1,
        locationType: 1,
        startDateTime: new Date(Date.now() + 86_400_000).toISOString(),
        durationHours: 2,
        preSeenDays: 0,
        postSeenDays: 0,
        timeZoneId: 'Europe/Paris',
        geoNameId: KNOWN_CITIES.paris.geoNameId,
        hasPhoto: true,
        imageInfo: { image: image.toString('base64') },
      },
    },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { seenShortName: string }).seenShortName
}

const isDark = /(^|\s)dark(\s|$)/

test('follow from a Seen card popup: Activity lists them, the Following filter shows their Seens', async ({
  browser,
}) => {
  const star = await person(browser)
  const tag = `people${Date.now().toString(36)}`
  await createSeen(star.page.request, 'Star Gazing Night', `Under the stars #${tag}`)
  const fan = await person(browser)
  // Only the star's Seen in the fan's list (other tests share the server): a hashtag filter.
  await fan.page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.filters(fan.user.username),
    value: JSON.stringify({ hashtag: { isActive: true, tags: [tag] } }),
  })
  await fan.page.goto('/seen_list')
  const card = fan.page.getByRole('article', { name: 'Star Gazing Night' })
  await card.getByRole('button', { name: star.user.displayName }).click()
  const popup = fan.page.getByTestId('profile-popup')
  await expect(popup.getByText(`@${star.user.username}`)).toBeVisible()
  await popup.getByRole('button', { name: 'Follow' }).click()
  await expect(popup.getByRole('button', { name: 'Following' })).toBeVisible()
  await expect(fan.page.getByText(PEOPLE_MSG.nowFollowing)).toBeVisible()
  await fan.page.keyboard.press('Escape')

  const panel = fan.page.getByRole('complementary', { name: 'Filters' })
  await panel.getByRole('button', { name: /^Following/ }).click()
  await panel.getByRole('switch', { name: 'Only Seens of people I follow' }).click()
  await expect(fan.page.getByRole('heading', { level: 1 })).toHaveText('Following Seens')
  await expect(fan.page.getByRole('article', { name: 'Star Gazing Night' })).toBeVisible()

  await fan.page.goto('/activity')
  await expect(fan.page.getByRole('tab', { name: 'Following' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const list = fan.page.getByRole('list', { name: 'Followed users' })
  await expect(list.getByText(star.user.displayName)).toBeVisible()

  await fan.page.getByRole('button', { name: `Unfollow ${star.user.displayName}` }).click()
  await expect(fan.page.getByText(PEOPLE_MSG.unfollowed)).toBeVisible()
  await expect(fan.page.getByText(PEOPLE_MSG.noFollows)).toBeVisible()
  await expect
    .poll(
      async () =>
        (await (await fan.page.request.get('/api/follow/list', { headers: CSRF })).json())
          .followedUsers,
    )
    .toEqual([])
})

test('theme and slideshow speed are saved to the profile and back after a reload', async ({
  browser,
}) => {
  const { page } = await person(browser)
  await page.goto('/settings')
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('tab', { name: 'Personalization' }).click()
  await page.getByRole('switch', { name: 'Dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(isDark)

  await page.getByRole('tab', { name: 'Slideshow' }).click()
  const slider = page.getByRole('slider', { name: 'Slideshow speed' })
  await slider.focus()
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('slideshow-speed-value')).toHaveText('9 seconds')
  await page.getByRole('switch', { name: 'Show the organizer' }).click()
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText(PEOPLE_MSG.settingsSaved)).toBeVisible()

  // Saved on the server, so another device gets them too.
  const profile = (await (
    await page.request.get('/api/userprofile', { headers: CSRF })
  ).json()) as {
    userProfile: { theme: string; slideshowSpeedSeconds: number; slideshowShowSponsor: boolean }
  }
  expect(profile.userProfile).toMatchObject({
    theme: 'dark',
    slideshowSpeedSeconds: 9,
    slideshowShowSponsor: false,
  })

  await page.reload()
  await expect(page.locator('html')).toHaveClass(isDark)
  await expect(page.getByRole('tab', { name: 'Slideshow' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByTestId('slideshow-speed-value')).toHaveText('9 seconds')
  await expect(page.getByRole('switch', { name: 'Show the organizer' })).not.toBeChecked()
})

test('an avatar is uploaded, scaled to 400 px and shown', async ({ browser }) => {
  const { page } = await person(browser)
  await page.goto('/settings')
  const big = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#db2777' },
  })
    .png()
    .toBuffer()
  await page.locator('input[type=file]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: big,
  })
  await expect(page.getByRole('button', { name: 'Remove avatar' })).toBeVisible()
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText(PEOPLE_MSG.settingsSaved)).toBeVisible()

  const profile = (await (
    await page.request.get('/api/userprofile', { headers: CSRF })
  ).json()) as {
    userProfile: { imageInfo: { path: string; width: number; height: number } }
  }
  expect(profile.userProfile.imageInfo).toMatchObject({ width: 400, height: 300 })
  await page.reload()
  const avatar = page.getByRole('img', { name: /avatar/ })
  await expect(avatar).toHaveAttribute('src', /^\/media\/avatars\//)
})

test('the timeline shows created Seens and Load More fetches the next page', async ({
  browser,
}) => {
  const { page } = await person(browser)
  for (let i = 1; i <= 21; i++) await createSeen(page.request, `Timeline Seen ${i}`)
  await page.goto('/activity')
  await page.getByRole('tab', { name: 'Timeline' }).click()
  const timeline = page.getByRole('list', { name: 'Timeline' })
  await expect(timeline.getByRole('listitem')).toHaveCount(20)
  await expect(
    timeline.getByRole('link', { name: 'Created the Seen “Timeline Seen 21”' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Load More' }).click()
  await expect(timeline.getByRole('listitem')).toHaveCount(21)
  await expect(
    timeline.getByRole('link', { name: 'Created the Seen “Timeline Seen 1”' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true')
})

test('settings and activity have no serious accessibility issue in either theme', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { page } = await person(browser)
  await createSeen(page.request, 'Accessible Seen')
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await page.goto('/settings')
    for (const tab of ['Profile', 'Personalization', 'Slideshow']) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
      expect(await seriousViolations(page), `${theme} settings ${tab}`).toEqual([])
    }
    await page.goto('/activity')
    for (const tab of ['Following', 'Timeline']) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tabpanel', { name: tab })).not.toContainText('Loading')
      expect(await seriousViolations(page), `${theme} activity ${tab}`).toEqual([])
    }
  }
})
