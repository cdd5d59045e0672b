import { useLocation } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import type { BadgeCounts } from '~/app/nav/badge-counts'
import type { NavLayout } from '~/app/nav/nav-layout'
import { ThemeToggle } from '~/app/theme/theme-toggle'
import { Brand } from '~/components/brand'
import { Spinner } from '~/components/spinner'
import { loginHref } from '~/features/session/links'
import { logInOnClick, logOutOnClick } from '~/features/session/logout'
import type { Session } from '~/features/session/queries'
import { InstallButton, MoreButton, PendingActions } from '../shell/deferred'
import { MoreButtonFace } from './more-button-face'
import { NavEntry } from './nav-entry'
import { type NavItem, navItems } from './nav-items'

const FRAME: Record<NavLayout, string> = {
  sidebar: 'inset-y-0 left-0 w-60 flex-col gap-6 border-r px-3 py-5',
  rail: 'inset-y-0 left-0 w-20 flex-col items-center gap-5 border-r px-2 py-4',
  bottom: 'inset-x-0 bottom-0 border-t pb-[env(safe-area-inset-bottom)]',
}

const LIST: Record<NavLayout, string> = {
  sidebar: 'flex flex-col gap-1',
  rail: 'flex w-full flex-col gap-1',
  bottom: 'flex w-full items-stretch justify-around',
}

/** Both leave with a full page load after a last, short send of what is queued offline. */
const SERVER_CLICK = { login: logInOnClick, logout: logOutOnClick } as const

export interface MainNavProps {
  layout: NavLayout
  session: Session
  counts: BadgeCounts
  /** Whose theme the toggle saves (see app/theme). */
  themeOwner: string | null
}

/**
 * docs/product.md#screens navigation: side bar, icon rail or bottom bar; a spinner while the
 * session loads.
 */
export function MainNav({ layout, session, counts, themeOwner }: MainNavProps) {
  const here = useLocation({ select: (location) => location.href })
  const path = useLocation({ select: (location) => location.pathname })
  const serverHref = (item: NavItem) => {
    if (item.kind !== 'server') return ''
    return item.href === 'logout' ? session.logoutUrl : loginHref(here)
  }
  const countOf = (item: NavItem) =>
    item.kind === 'route' && item.badge ? counts[item.badge.count] : 0
  const items = navItems(session.status)
  // The bottom bar has room for four labelled entries: the rest sit behind More.
  const more = layout === 'bottom' ? items.filter((item) => item.inMore) : []
  const moreCurrent = more.some((item) => item.kind === 'route' && item.to === path)
  const [morePressed, setMorePressed] = useState(false)
  const entry = (item: NavItem, shape: NavLayout) => (
    <NavEntry
      item={item}
      layout={shape}
      count={countOf(item)}
      serverHref={serverHref(item)}
      onServerClick={item.kind === 'server' ? SERVER_CLICK[item.href] : undefined}
    />
  )

  return (
    <nav
      aria-label="Main"
      data-layout={layout}
      data-testid="main-nav"
      className={`fixed z-30 flex border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95 ${FRAME[layout]}`}
    >
      {layout !== 'bottom' && <Brand compact={layout === 'rail'} />}
      {session.status === 'loading' ? (
        <Spinner className={layout === 'bottom' ? 'h-16 w-full' : 'py-4'} />
      ) : (
        <ul className={LIST[layout]}>
          {items
            .filter((item) => !more.includes(item))
            .map((item) => (
              <li key={item.id} className={layout === 'bottom' ? 'flex min-w-0 flex-1' : ''}>
                {entry(item, layout)}
              </li>
            ))}
          {more.length > 0 && (
            <li className="flex min-w-0 flex-1">
              <Suspense
                fallback={
                  <MoreButtonFace current={moreCurrent} onClick={() => setMorePressed(true)} />
                }
              >
                <MoreButton current={moreCurrent} pressedEarly={morePressed}>
                  {more.map((item) => (
                    <li key={item.id}>{entry(item, 'sidebar')}</li>
                  ))}
                </MoreButton>
              </Suspense>
            </li>
          )}
        </ul>
      )}
      {layout !== 'bottom' && (
        <div className="mt-auto flex w-full flex-col gap-2">
          <Suspense fallback={null}>
            <PendingActions compact={layout === 'rail'} />
            <InstallButton compact={layout === 'rail'} />
          </Suspense>
          {layout === 'sidebar' && session.status === 'authenticated' && (
            <p className="truncate px-3 text-sm text-zinc-600 dark:text-zinc-400">
              Signed in as{' '}
              <span className="font-medium text-zinc-900 dark:text-zinc-100">
                {session.displayName}
              </span>
            </p>
          )}
          <ThemeToggle
            owner={themeOwner}
            showLabel={layout === 'sidebar'}
            className={
              layout === 'sidebar' ? 'w-full gap-3 px-3 py-2.5' : 'mx-auto size-12 justify-center'
            }
          />
        </div>
      )}
    </nav>
  )
}
