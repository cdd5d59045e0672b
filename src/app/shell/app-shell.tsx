import { Outlet } from '@tanstack/react-router'
import { Suspense, useCallback, useState } from 'react'
import { type BadgeCounts, NO_BADGES } from '~/app/nav/badge-counts'
import type { NavLayout } from '~/app/nav/nav-layout'
import { useNavLayout } from '~/app/nav/use-nav-layout'
import { themeOwner, useSavedThemeOf } from '~/app/theme/use-theme-owner'
import { CookieNotice } from '~/components/cookie-notice'
import { OfflineBanner } from '~/components/offline/offline-banner'
import { useSession } from '~/features/session/queries'
import { MainNav } from '../nav/main-nav'
import {
  AppToaster,
  BadgePolls,
  BatchProgress,
  FailedActions,
  LoginPromptHost,
  ProfileThemeSync,
  UpdatePrompt,
  WelcomeGreeting,
} from './deferred'
import { TopBar } from './top-bar'

/** Room kept free for the fixed navigation. */
const CONTENT_OFFSET: Record<NavLayout, string> = {
  sidebar: 'pl-60',
  rail: 'pl-20',
  bottom: 'pt-14 pb-16',
}

const NOTICE_OFFSET: Record<NavLayout, string> = {
  sidebar: 'right-4 bottom-4 left-64',
  rail: 'right-4 bottom-4 left-24',
  bottom: 'right-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] left-3',
}

/** The batch progress panel keeps clear of the 'Make Appearance' button (bottom right). */
const BATCH_OFFSET: Record<NavLayout, string> = {
  sidebar: 'bottom-4 left-64',
  rail: 'bottom-4 left-24',
  bottom: 'right-3 bottom-[calc(8.5rem+env(safe-area-inset-bottom))] left-3',
}

/** The page frame of every route: navigation, content, cookie notice and toasts. */
export function AppShell() {
  const layout = useNavLayout()
  const session = useSession()
  const [counts, setCounts] = useState(NO_BADGES)
  // The polls report their counts when they start and whenever a poll answers; the same counts
  // again would re-render the whole frame for nothing.
  const showCounts = useCallback(
    (next: BadgeCounts) =>
      setCounts((shown) =>
        shown.unread === next.unread && shown.pendingInvitations === next.pendingInvitations
          ? shown
          : next,
      ),
    [],
  )
  const owner = themeOwner(session)
  useSavedThemeOf(owner)
  // The badge polls, the profile's theme and the new account's greeting act for a signed-in
  // person only: a guest's start (most first visits at a venue) loads none of their code.
  const signedIn = session.status === 'authenticated'

  return (
    <div className="min-h-dvh">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {layout === 'bottom' && <TopBar themeOwner={owner} />}
      <MainNav
        layout={layout}
        session={session}
        counts={signedIn ? counts : NO_BADGES}
        themeOwner={owner}
      />
      <main id="main" tabIndex={-1} className={`min-w-0 outline-none ${CONTENT_OFFSET[layout]}`}>
        <OfflineBanner className={`sticky z-20 ${layout === 'bottom' ? 'top-14' : 'top-0'}`} />
        <Outlet />
      </main>
      <CookieNotice className={NOTICE_OFFSET[layout]} />
      <Suspense fallback={null}>
        <FailedActions className={NOTICE_OFFSET[layout]} />
        <BatchProgress className={BATCH_OFFSET[layout]} />
        <UpdatePrompt className="inset-x-3 top-[calc(4rem+env(safe-area-inset-top))]" />
        {signedIn && <ProfileThemeSync owner={owner} />}
        {signedIn && <BadgePolls onCounts={showCounts} />}
        <AppToaster />
        <LoginPromptHost />
        {signedIn && <WelcomeGreeting />}
      </Suspense>
    </div>
  )
}
