import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { LoadError } from '~/components/load-error'
import { Page } from '~/components/page'
import { PageSpinner } from '~/components/spinner'
import { myProfileQuery } from '~/features/people/queries'
import { requireUser } from '~/features/session/guards'
import { ChangeEmail } from '~/features/settings/components/change-email'
import { ChangePassword } from '~/features/settings/components/change-password'
import { DataDownloadSection } from '~/features/settings/components/data-download-section'
import { DeleteAccountSection } from '~/features/settings/components/delete-account-section'
import { NotificationsSection } from '~/features/settings/components/notifications-section'
import { SessionsSection } from '~/features/settings/components/sessions-section'
import { SettingsForm } from '~/features/settings/components/settings-form'
import { PEOPLE_MSG } from '~/shared/people-messages'

export const Route = createFileRoute('/settings')({
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, location.href),
  component: SettingsPage,
})

function SettingsPage() {
  const profile = useQuery(myProfileQuery())
  return (
    <Page title="Settings">
      {profile.data ? (
        <>
          <SettingsForm key={profile.data.id} profile={profile.data} />
          <ChangeEmail />
          <NotificationsSection />
          <ChangePassword />
          <SessionsSection />
          <DataDownloadSection />
          <DeleteAccountSection />
        </>
      ) : profile.isError ? (
        <LoadError message={PEOPLE_MSG.settingsFailed} onRetry={() => void profile.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </Page>
  )
}
