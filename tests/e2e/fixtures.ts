/**
 * The `test` every end-to-end spec uses: Playwright's, plus the rule that a browser context a
 * test opens itself (a second person, a phone behind the lie-fi proxy) ends with the test.
 * The browser lives for the whole run; a context left open keeps its pages polling and its
 * live streams open, and thirty of them slow every later test until timing-bound ones fail.
 */
import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts())
      await use(undefined)
      const opened = browser.contexts().filter((context) => !before.has(context))
      await Promise.all(opened.map((context) => context.close()))
    },
    { auto: true },
  ],
})
