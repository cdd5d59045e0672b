import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { lazyNamed } from '~/components/lazy-dialog'
import { LoadError } from '~/components/load-error'
import { Page } from '~/components/page'
import { PageSpinner } from '~/components/spinner'
import { myProfileQuery } from '~/features/people/queries'
import { requireUser } from '~/features/session/guards'
import { SettingsForm } from '~/features/settings/components/settings-form'
import { PEOPLE_MSG } from '~/shared/people-messages'

/**
 * The sections under the form (e-mail, notifications, password, sessions, data, deletion):
 * below the fold on a phone, so their code loads beside the form's instead of before it.
 */
const AccountSections = lazyNamed(
  () => import('~/features/settings/components/account-sections'),
  'AccountSections',
)

export const Route = createFileRoute('/settings')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, location.href),
  component: SettingsPage,
})

function SettingsPage() {
  const profile = useQuery(myProfileQuery())
  // Fetched while the profile loads, not after it.
  useEffect(() => AccountSections.preload(), [])
  return (
    <Page title="Settings">
      {profile.data ? (
        <>
          <SettingsForm key={profile.data.id} profile={profile.data} />
          <Suspense fallback={<PageSpinner />}>
            <AccountSections />
          </Suspense>
        </>
      ) : profile.isError ? (
        <LoadError message={PEOPLE_MSG.settingsFailed} onRetry={() => void profile.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </Page>
  )
}
