import { expect, type Locator, type Page } from '@playwright/test'
import { TOOLBAR_MORE_TEXT } from '~/components/toolbar-more'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'

type Name = string | RegExp

/** The Seen page's toolbar (its labelled primary actions and More). */
export const seenActions = (page: Page) =>
  page.getByRole('group', { name: SEEN_DETAIL_TEXT.actions })

export const moreActions = (page: Page) =>
  seenActions(page).getByRole('button', { name: TOOLBAR_MORE_TEXT.moreActions })

/**
 * A Seen toolbar action by its accessible name, wherever the page draws it: an item of More
 * (opened to look; what it holds does not wait for the session), else a labelled button or link
 * in the bar, which Playwright then waits for as usual.
 */
export async function toolbarAction(page: Page, name: Name): Promise<Locator> {
  const more = moreActions(page)
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  const item = menu.getByRole('menuitem', { name }).or(menu.getByRole('menuitemcheckbox', { name }))
  if ((await item.count()) > 0) return item
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  const bar = seenActions(page)
  return bar.getByRole('button', { name }).or(bar.getByRole('link', { name }))
}

/** Clicks a Seen toolbar action, opening More first when it is there. */
export async function clickToolbarAction(page: Page, name: Name): Promise<void> {
  await (await toolbarAction(page, name)).click()
}
