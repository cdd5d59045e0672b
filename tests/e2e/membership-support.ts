/** Shared steps of the invitation and join-request end-to-end tests. */
import { type APIRequestContext, type Browser, expect } from '@playwright/test'
import sharp from 'sharp'
import { KNOWN_CITIES } from '~/server/demo/cities'
import { acceptCookieNotice, newUser, signUp, type TestUser } from './support'

export const CSRF = { 'X-CSRF': '1' }

/**
 * A signed-in browser context of its own (the creator and the invitee are two people); it is
 * closed with the test (fixtures.ts).
 */
export async function signedIn(browser: Browser, user: TestUser = newUser()) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signUp(page, user)
  await expect(page).toHaveURL('/')
  await acceptCookieNotice(page)
  return { page, user, request: page.request }
}

/**
 * A live Seen made through docs/product.md#calls POST /api/seen (type 6 by default); returns its
 * short name.
 */
export async function createSeen(
  request: APIRequestContext,
  name: string,
  type: 3 | 6 = 6,
): Promise<string> {
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#6d28d9' },
  })
    .png()
    .toBuffer()
  const res = await request.post('/api/seen', {
    headers: CSRF,
    data: {
      createSeenRecord: {
        shortName: '-new-',
        seenName: name,
        headline: `${name} for members`,
        caption: 'Only for members.',
        seenAccessibilityType: type,
        locationType: 1,
        startDateTime: new Date(Date.now() + 12 * 3_600_000).toISOString(),
        durationHours: 3,
        preSeenDays: 1,
        postSeenDays: 1,
        timeZoneId: 'Europe/Paris',
        geoNameId: KNOWN_CITIES.paris.geoNameId,
        hasPhoto: true,
        imageInfo: { image: photo.toString('base64') },
      },
    },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { seenShortName: string }).seenShortName
}

export async function invite(request: APIRequestContext, seenShortName: string, invitee: string) {
  const res = await request.post('/api/seen/invitations/send', {
    headers: CSRF,
    data: { seenShortName, invitees: invitee },
  })
  expect(((await res.json()) as { results: { success: boolean }[] }).results).toEqual([
    expect.objectContaining({ success: true }),
  ])
}

export async function seenDetail(request: APIRequestContext, shortName: string) {
  const res = await request.get(`/api/seen/${shortName}`, { headers: CSRF })
  const body = (await res.json()) as { seen?: { isMember: boolean; canPostAppearance?: boolean } }
  return { status: res.status(), body }
}
