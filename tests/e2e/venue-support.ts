// A phone at a venue: the browser talks to the server through the lie-fi proxy.
import { type Browser, expect, type Page } from '@playwright/test'
import { STORAGE_KEYS } from '~/shared/constants'
import { CSRF } from './appearance-support'
import { type LieFiProxy, startLieFiProxy } from './lie-fi-proxy'
import { newUser, register, type TestUser } from './support'

/** The proxy in front of the test server that `baseURL` names. */
export function proxyFor(baseURL: string | undefined): Promise<LieFiProxy> {
  return startLieFiProxy(Number(new URL(baseURL ?? '').port))
}

/** A phone's page (390x844, touch), nobody signed in, whose every request goes through `proxy`. */
export async function phoneThrough(browser: Browser, proxy: LieFiProxy) {
  const context = await browser.newContext({
    baseURL: proxy.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  // The notice would cover the floating Make Appearance button of a phone-sized page.
  await context.addInitScript(
    ([key]) => localStorage.setItem(key ?? '', 'true'),
    [STORAGE_KEYS.cookieNotice],
  )
  return context.newPage()
}

/** A signed-in phone (390x844, touch) whose every request goes through `proxy`. */
export async function venuePhone(browser: Browser, proxy: LieFiProxy) {
  const page = await phoneThrough(browser, proxy)
  const user: TestUser = newUser()
  await register(page, user)
  await expect(page).toHaveURL('/')
  return { page, user }
}

/**
 * The server as it is, asked past the proxy (the cookies hold for any port of the host): what
 * has really arrived, whatever the page shows.
 */
export function direct(page: Page, baseURL: string | undefined) {
  const url = (path: string) => new URL(path, baseURL).href
  return {
    async headlines(seen: string) {
      const res = await page.request.get(url(`/api/appearance/list/${seen}?limit=50&offset=0`), {
        headers: CSRF,
      })
      return ((await res.json()) as { appearances: { headline: string }[] }).appearances.map(
        (a) => a.headline,
      )
    },
    async seen(shortName: string) {
      const res = await page.request.get(url(`/api/seen/${shortName}`), { headers: CSRF })
      return ((await res.json()) as { seen: { likeCount: number; isLiked: boolean } }).seen
    },
    /** Subjects of `page`'s own inbox (the recipient's page, not through the proxy). */
    async inboxSubjects() {
      const res = await page.request.get(url('/api/messaging/inbox?limit=50&offset=0'), {
        headers: CSRF,
      })
      return ((await res.json()) as { messages: { subject: string }[] }).messages.map(
        (m) => m.subject,
      )
    },
  }
}
