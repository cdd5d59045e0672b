import { createFileRoute, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { Page } from '~/components/page'
import { PageSpinner } from '~/components/spinner'
import { shortNameSearch } from '~/features/seens/detail/seen-search'
import { loadSeenDetail } from '~/features/seens/detail-loader'
import { EditSeen } from '~/features/seens/form/edit-seen'
import { newSeenDraft } from '~/features/seens/form/form-model'
import { SEEN_FORM_TEXT } from '~/features/seens/form/form-text'
import { GuestRedirect } from '~/features/seens/form/guest-redirect'
import { SeenForm } from '~/features/seens/form/seen-form'
import { useSession } from '~/features/session/queries'
import { browserTimeZone } from '~/lib/zoned-time'

export const Route = createFileRoute('/makeseen')({
  validateSearch: shortNameSearch,
  loaderDeps: ({ search }) => ({ shortname: search.shortname }),
  loader: ({ context, deps }) => loadSeenDetail(context.queryClient, deps.shortname),
  component: MakeSeenPage,
})

function MakeSeenPage() {
  const { shortname } = Route.useSearch()
  const session = useSession()
  const location = useLocation()
  const title = shortname ? SEEN_FORM_TEXT.editTitle : SEEN_FORM_TEXT.makeTitle
  if (session.status !== 'authenticated') {
    return (
      <Page title={title}>
        {session.status === 'guest' ? <GuestRedirect returnUrl={location.href} /> : <PageSpinner />}
      </Page>
    )
  }
  return shortname ? <EditSeen shortName={shortname} /> : <MakeSeen />
}

function MakeSeen() {
  const [initial] = useState(() => newSeenDraft(browserTimeZone()))
  return (
    <Page title={SEEN_FORM_TEXT.makeTitle}>
      <SeenForm initial={initial} />
    </Page>
  )
}
