import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { FIELD_LABELS, SEEN_FORM_TEXT } from '~/features/seens/form/form-text'
import { seenDetailResponse } from '~/shared/schemas/seen-detail'
import { timelineResponse } from '~/shared/schemas/timeline'
import { formatSeenTime } from '~/shared/seen-time'
import { jpegWithExifAndGps } from '../fixtures/images/make-images'
import { expect, test } from './fixtures'
import { acceptCookieNotice, newUser, openMySeens, signUp, type TestUser } from './support'

// The browser is on UTC: what the pages show must be Amsterdam's clocks, not the viewer's.
test.use({ timezoneId: 'UTC' })

const AMSTERDAM = 'Europe/Amsterdam'
const CSRF = { headers: { 'X-CSRF': '1' } }
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label)

/** A date three days from now on Amsterdam clocks, as a date input takes it. */
const amsterdamDate = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: AMSTERDAM }).format(
    new Date(Date.now() + 3 * 24 * 3600_000),
  )

async function makeAmsterdamSeen(page: Page, user: TestUser, width: number): Promise<string> {
  await signUp(page, user, '/makeseen')
  await acceptCookieNotice(page)
  await field(page, FIELD_LABELS.seenName).fill('Canal Wedding')
  await field(page, FIELD_LABELS.caption).fill('Vows by the water.')
  await field(page, FIELD_LABELS.seenAccessibilityType).selectOption({ label: 'Public, self join' })
  await page.getByRole('radio', { name: 'Physical' }).check()
  await field(page, FIELD_LABELS.startDate).fill(amsterdamDate())
  await field(page, FIELD_LABELS.startTime).fill('20:00')
  await field(page, FIELD_LABELS.durationHours).fill('3')
  await expect(field(page, FIELD_LABELS.timeZoneId)).toHaveValue('UTC')
  await page.getByRole('combobox', { name: FIELD_LABELS.city }).fill('Amsterdam')
  await page.getByRole('option', { name: 'Amsterdam, Netherlands' }).first().click()
  // The zone follows the city, and stays a choice the person can change.
  await expect(field(page, FIELD_LABELS.timeZoneId)).toHaveValue(AMSTERDAM)
  await expect(field(page, FIELD_LABELS.timeZoneId)).toBeEnabled()
  await page
    .getByRole('main')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'wedding.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithExifAndGps(),
    })
  await expect(page.getByRole('img', { name: SEEN_FORM_TEXT.photoPreview })).toBeVisible()
  await field(page, FIELD_LABELS.timeZoneId).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `.tmp/shots/local-time-form-${width}.png` })
  await page.getByRole('main').getByRole('button', { name: SEEN_FORM_TEXT.makeSubmit }).click()
  await page.waitForURL((url) => url.pathname === '/seen' && url.searchParams.has('shortname'))
  return new URL(page.url()).searchParams.get('shortname') ?? ''
}

for (const width of [390, 1440]) {
  test(`a Seen made in Amsterdam shows Amsterdam time everywhere (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    const user = newUser()
    const shortName = await makeAmsterdamSeen(page, user, width)

    const detail = await page.request.get(`/api/seen/${shortName}`, CSRF)
    const { seen } = v.parse(seenDetailResponse, await detail.json())
    expect(seen.timeZoneId).toBe(AMSTERDAM)
    const starts = formatSeenTime(seen.startDateTime, AMSTERDAM)
    expect(starts).toMatch(/, 8:00 PM CES?T$/)

    // The Seen page.
    await expect(page.getByRole('main').getByText(starts).first()).toBeVisible()
    await page.screenshot({ path: `.tmp/shots/local-time-seen-${width}.png` })

    // Its card on the list: the date block's full text, the zone on its own line.
    await openMySeens(page, user.username)
    const card = page.getByRole('article').filter({ hasText: 'Canal Wedding' })
    await expect(card.locator(`time[title="${starts}"]`)).toBeVisible()
    await card.screenshot({ path: `.tmp/shots/local-time-card-${width}.png` })

    // The calendar file.
    const ics = await (await page.request.get(`/api/seen/${shortName}/calendar.ics`, CSRF)).text()
    expect(ics).toContain('TZID:Europe/Amsterdam')
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Amsterdam:\d{8}T200000/)

    // The poster.
    await page.goto(`/seen_poster?shortname=${shortName}`)
    await expect(page.getByText(starts)).toBeVisible()

    // The Activity timeline: the creation, on the Seen's clocks.
    const timeline = v.parse(
      timelineResponse,
      await (await page.request.get('/api/timeline', CSRF)).json(),
    )
    const created = timeline.timelineEvents.find((event) => event.seenShortName === shortName)
    expect(created?.timeZoneId).toBe(AMSTERDAM)
    await page.goto('/activity')
    await page.getByRole('tab', { name: 'Timeline' }).click()
    const list = page.getByRole('list', { name: 'Timeline' })
    await expect(list.getByText(formatSeenTime(created?.eventDate ?? '', AMSTERDAM))).toBeVisible()
  })
}
