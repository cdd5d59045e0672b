/** docs/decisions/173-labelled-actions.md: the labelled bottom bar and the Seen toolbar's More. */
import { NAV_MORE_TEXT } from '~/app/nav/nav-more-text'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import { MODERATION_MSG } from '~/shared/moderation-messages'
import { liveSeen, openSeen, person } from './appearance-support'
import { expect, test } from './fixtures'
import { mainNav, navItem, seriousViolations } from './support'
import { moreActions, seenActions } from './toolbar-support'

const PRIMARY = ['Add photos', 'Share', 'Review', 'Slideshow'] as const

for (const width of [390, 1440] as const) {
  test(`at ${width} px the navigation and the host's toolbar show labelled actions, the rest in More`, async ({
    browser,
  }) => {
    test.setTimeout(60_000)
    const host = await person(browser)
    await host.setViewportSize({ width, height: width < 500 ? 844 : 900 })
    const seen = await liveSeen(host.request, { approval: true })
    await openSeen(host, seen)
    const nav = mainNav(host)

    if (width < 500) {
      for (const label of ['Seens', 'Make a Seen', 'Messages', 'Notifications', 'More']) {
        await expect(nav.getByText(label, { exact: true })).toBeVisible()
      }
      await expect(navItem(nav, 'Logout')).toHaveCount(0)
      const more = nav.getByRole('button', { name: NAV_MORE_TEXT.more })
      await more.click()
      const sheet = host.getByRole('dialog', { name: NAV_MORE_TEXT.title })
      await expect(sheet.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', /logout/)
      await expect(sheet.getByRole('link', { name: 'Settings' })).toBeVisible()
      await expect(sheet.getByRole('link', { name: 'Activity' })).toBeVisible()
      expect(await seriousViolations(host)).toEqual([])
      await host.keyboard.press('Escape')
      await expect(sheet).toHaveCount(0)
      await expect(more).toBeFocused()
    } else {
      await expect(navItem(nav, 'Logout')).toBeVisible()
      await expect(nav.getByText('Settings', { exact: true })).toBeVisible()
    }

    const actions = seenActions(host)
    for (const words of PRIMARY) {
      await expect(actions.getByRole('button').getByText(words, { exact: true })).toBeVisible()
    }
    // The keyboard opens More, moves through its items and closes it back onto More.
    const more = moreActions(host)
    await more.focus()
    await host.keyboard.press('Enter')
    const menu = host.getByRole('menu')
    await expect(menu).toBeVisible()
    for (const name of [SEEN_DETAIL_TEXT.edit, 'Invitations', MODERATION_MSG.blockedList]) {
      await expect(menu.getByRole('menuitem', { name })).toBeVisible()
    }
    await expect(menu.getByRole('menuitemcheckbox', { name: /^Like, 0 likes/ })).toBeVisible()
    // Opened from the keyboard, the menu moves the focus onto its first item; an arrow pressed
    // before that (a loaded machine) would not move it on.
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await host.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused()
    expect(await seriousViolations(host)).toEqual([])
    await host.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(more).toBeFocused()
    expect(await seriousViolations(host)).toEqual([])
  })
}
