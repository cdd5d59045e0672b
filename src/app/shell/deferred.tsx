import { type ComponentType, lazy } from 'react'

/** A named export of a module loaded on first render, as a component for `<Suspense>`. */
function deferred<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }))
}

// Parts of the frame a first paint does without: they matter once the offline platform has
// started (queued and failed actions, install, update), once a person has signed in (the
// profile's theme, the badge polls, the greeting) or once something happens (sonner's toasts). Each arrives in its own chunk after the page has drawn; render them inside
// `<Suspense fallback={null}>`.
export const PendingActions = deferred(
  () => import('~/components/offline/pending-actions'),
  'PendingActions',
)
export const InstallButton = deferred(
  () => import('~/components/offline/install-button'),
  'InstallButton',
)
export const FailedActions = deferred(
  () => import('~/components/offline/failed-actions'),
  'FailedActions',
)
export const UpdatePrompt = deferred(
  () => import('~/components/offline/update-prompt'),
  'UpdatePrompt',
)
export const ProfileThemeSync = deferred(
  () => import('../theme/profile-theme-sync'),
  'ProfileThemeSync',
)
export const AppToaster = deferred(() => import('./app-toaster'), 'AppToaster')
export const BadgePolls = deferred(() => import('../nav/badge-polls'), 'BadgePolls')
export const BatchProgress = deferred(
  () => import('~/features/appearances/batch/batch-progress'),
  'BatchProgress',
)
/** The bottom bar's More: its face is drawn in its place until it comes (nav/main-nav.tsx). */
export const MoreButton = deferred(() => import('../nav/more-button'), 'MoreButton')
export const WelcomeGreeting = deferred(() => import('./welcome-greeting'), 'WelcomeGreeting')
export const LoginPromptHost = deferred(
  () => import('~/features/session/components/login-prompt-host'),
  'LoginPromptHost',
)
