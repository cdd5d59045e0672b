// Every demo Seen of a first `npm start` opens for every kind of viewer: a guest, a guest who has
// just posted, a signed-in member and its creator, each seeing its headline and the appearances
// the server gives them. Runs against the second server Playwright starts with DEMO=true.
import type { Browser, Page } from '@playwright/test'
import { DEMO_PASSWORD } from '~/server/demo/seed'
import { APPEARANCE_MSG } from '~/shared/appearance-messages'
import { CSRF, photo } from './appearance-support'
import { expect, test } from './fixtures'
import { acceptCookieNotice, logIn } from './support'

const demoURL = `http://127.0.0.1:${process.env.E2E_DEMO_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1}`

type ListItem = { shortName: string; seenName: string; headline: string | null; createdBy: string }
type Appearance = { headline: string }

test.describe.configure({ mode: 'serial' })

async function viewer(browser: Browser, login?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: demoURL })
  const page = await context.newPage()
  if (login) {
    await page.goto('/account/login')
    await logIn(page, login, DEMO_PASSWORD)
    await expect(page).toHaveURL(`${demoURL}/`)
  } else {
    await page.goto('/')
  }
  await acceptCookieNotice(page)
  return page
}

async function demoSeens(page: Page): Promise<ListItem[]> {
  const seens: ListItem[] = []
  for (let offset = 0; ; offset += 15) {
    const res = await page.request.get(`/api/seen/trendinglist?limit=15&offset=${offset}`, {
      headers: CSRF,
    })
    expect(res.status()).toBe(200)
    const page_ = ((await res.json()) as { seenList: ListItem[] }).seenList
    seens.push(...page_)
    if (page_.length < 15) return seens
  }
}

/** Opens the Seen as this viewer: its headline, and the appearances the server gives them. */
async function expectSeenOpens(page: Page, seen: ListItem) {
  const res = await page.request.get(`/api/seen/${seen.shortName}?limit=15&offset=0`, {
    headers: CSRF,
  })
  expect(res.status(), seen.seenName).toBe(200)
  const { appearances } = ((await res.json()) as { seen: { appearances: Appearance[] } }).seen
  await page.goto(`/seen?shortname=${seen.shortName}`)
  await expect(page.getByRole('heading', { level: 1 }), seen.seenName).toHaveText(
    seen.headline ?? seen.seenName,
  )
  for (const a of appearances) {
    await expect(
      page.getByRole('article', { name: a.headline }).first(),
      seen.seenName,
    ).toBeVisible()
  }
  await expect(page.getByRole('alert')).toHaveCount(0)
}

test('every demo Seen opens for a guest, a guest who has posted, a member and its creator', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const guest = await viewer(browser)
  const seens = await demoSeens(guest)
  expect(seens.length).toBeGreaterThanOrEqual(12)
  for (const seen of seens) await expectSeenOpens(guest, seen)

  const poster = await viewer(browser)
  const jazz = seens.find((s) => s.seenName === 'Jazz on the Seine')
  if (!jazz) throw new Error('the demo has no Jazz on the Seine')
  const posted = await poster.request.post('/api/appearance', {
    headers: CSRF,
    data: {
      appearanceRecord: {
        appearanceShortName: '-new-',
        seenShortName: jazz.shortName,
        displayUserName: 'Passer-by',
        headline: 'From the bridge',
        caption: 'Heard the music from the bridge.',
        relativeLocation: 1,
        hasPhoto: true,
        imageInfo: { image: (await photo('#264653', 64, 48)).toString('base64') },
      },
    },
  })
  expect(posted.status()).toBe(200)
  for (const seen of seens) await expectSeenOpens(poster, seen)

  const member = await viewer(browser, 'carol')
  for (const seen of seens) await expectSeenOpens(member, seen)

  for (const creator of ['alice', 'bob', 'carol']) {
    const page = creator === 'carol' ? member : await viewer(browser, creator)
    for (const seen of seens.filter((s) => s.createdBy === creator)) {
      await expectSeenOpens(page, seen)
    }
  }
})

test('the creator approves a guest’s pending photo from the review list', async ({ browser }) => {
  const carol = await viewer(browser, 'carol')
  const canal = (await demoSeens(carol)).find((s) => s.seenName === 'Canal Photo Walk')
  if (!canal) throw new Error('the demo has no Canal Photo Walk')
  await carol.goto(`/seen?shortname=${canal.shortName}`)
  await carol.getByRole('button', { name: 'Review appearances' }).click()
  await carol.getByLabel('Review filter').selectOption('pending')
  const blueDoor = carol.getByRole('article', { name: 'Blue door' })
  await blueDoor.getByRole('button', { name: APPEARANCE_MSG.approve }).click()
  await expect(carol.getByText(APPEARANCE_MSG.approved).first()).toBeVisible()

  const guest = await viewer(browser)
  await guest.goto(`/seen?shortname=${canal.shortName}`)
  await expect(guest.getByRole('article', { name: 'Blue door' })).toBeVisible()
})
