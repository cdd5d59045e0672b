/**
 * A Seen toolbar action by its accessible name, wherever the toolbar draws it: a labelled
 * button or link in the bar, or an item of its More menu (opened for the look-up).
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TOOLBAR_MORE_TEXT } from '~/components/toolbar-more'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'

type Name = string | RegExp

const inBar = (name: Name) => {
  const actions = screen.getByRole('group', { name: SEEN_DETAIL_TEXT.actions })
  return (
    within(actions).queryByRole('button', { name }) ?? within(actions).queryByRole('link', { name })
  )
}

/** The action, or null when this viewer has none by that name (More is opened to tell). */
export async function queryToolbarAction(name: Name): Promise<HTMLElement | null> {
  const shown = inBar(name)
  if (shown) return shown
  const actions = screen.getByRole('group', { name: SEEN_DETAIL_TEXT.actions })
  const more = within(actions).getByRole('button', { name: TOOLBAR_MORE_TEXT.moreActions })
  if (more.getAttribute('aria-expanded') !== 'true') await userEvent.click(more)
  const menu = await screen.findByRole('menu')
  return (
    within(menu).queryByRole('menuitem', { name }) ??
    within(menu).queryByRole('menuitemcheckbox', { name })
  )
}

export async function toolbarAction(name: Name): Promise<HTMLElement> {
  const found = await queryToolbarAction(name)
  if (!found) throw new Error(`No toolbar action named ${String(name)}`)
  return found
}
