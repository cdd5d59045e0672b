import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Page } from '~/components/page'
import { AddPhotosAction } from '~/features/appearances/form/add-photos-action'
import { AddPhotosTool } from '~/features/appearances/form/add-photos-tool'
import { GuestUploadsButton } from '~/features/appearances/guest-uploads/guest-uploads-button'
import { AppearanceSection } from '~/features/appearances/list/appearance-section'
import {
  ReviewAppearancesButton,
  SlideshowButton,
} from '~/features/appearances/list/toolbar-buttons'
import { BlockedPostersButton } from '~/features/appearances/moderation/blocked-posters-button'
import { PendingBanner } from '~/features/appearances/moderation/pending-banner'
import { FindMeButton } from '~/features/find-me/find-me-button'
import { LiveUpdates } from '~/features/live/components/live-updates'
import { MembershipToolbarButtons } from '~/features/membership/components/membership-toolbar'
import { RequestToJoinAction } from '~/features/membership/components/request-to-join-action'
import { SeenQueryGate } from '~/features/seens/detail/detail-states'
import { SEEN_DETAIL_TEXT } from '~/features/seens/detail/detail-text'
import { SeenDetailView } from '~/features/seens/detail/seen-detail-view'
import { seenPageSearch } from '~/features/seens/detail/seen-search'
import { loadSeenDetail } from '~/features/seens/detail-loader'
import { seenDetailQueryOptions } from '~/features/seens/detail-queries'
import { sessionQueryOptions } from '~/features/session/queries'
import { ShareButton } from '~/features/share/components/share-dialog'
import { removeBootPreview } from '~/lib/boot-preview'

export const Route = createFileRoute('/seen')({
  validateSearch: seenPageSearch,
  loaderDeps: ({ search }) => ({ shortname: search.shortname }),
  loader: ({ context: { queryClient }, deps }) => {
    // The session starts with the Seen (no waterfall): who looks decides the page's buttons and
    // cards, and a first visit would otherwise ask only once the offline start has loaded.
    void queryClient.prefetchQuery(sessionQueryOptions())
    return loadSeenDetail(queryClient, deps.shortname)
  },
  component: SeenPage,
})

function SeenPage() {
  const { shortname, open } = Route.useSearch()
  if (!shortname) {
    return (
      <Page title={SEEN_DETAIL_TEXT.notFoundTitle}>
        <p className="mt-4 text-zinc-700 dark:text-zinc-300">{SEEN_DETAIL_TEXT.noShortName}</p>
      </Page>
    )
  }
  return <SeenDetail shortName={shortname} open={open} />
}

export const WELCOME_TEXT = {
  title: (seenName: string) => `Welcome to ${seenName}!`,
  body: 'You accepted the invitation and are a member now.',
} as const

function SeenDetail({ shortName, open }: { shortName: string; open?: 'joinRequests' }) {
  const navigate = Route.useNavigate()
  // A failed loader already tried once: show its error instead of asking again on mount.
  const query = useQuery({ ...seenDetailQueryOptions(shortName), retryOnMount: false })
  const settled = query.status !== 'pending'
  useEffect(() => {
    // The page now shows the Seen (or why it cannot): the server's preview of it may go.
    if (settled) removeBootPreview()
  }, [settled])
  const welcome = useRouterState({ select: (state) => state.location.state.welcome === true })
  return (
    <SeenQueryGate query={query} title="Seen">
      {(seen) => (
        <SeenDetailView
          seen={seen}
          now={new Date()}
          updatedAt={query.dataUpdatedAt}
          action={
            <>
              <PendingBanner seen={seen} />
              <AddPhotosAction seen={seen} requestToJoin={<RequestToJoinAction seen={seen} />} />
            </>
          }
          toolbarPrimary={
            <>
              <AddPhotosTool seen={seen} />
              <ShareButton seen={seen} />
              <ReviewAppearancesButton seen={seen} />
              <SlideshowButton seen={seen} />
              <MembershipToolbarButtons seen={seen} only="visitor" />
            </>
          }
          toolbarMore={
            <>
              <MembershipToolbarButtons
                seen={seen}
                only="host"
                openOnArrival={open}
                onArrivalClosed={() =>
                  void navigate({ search: { shortname: shortName }, replace: true })
                }
              />
              <BlockedPostersButton seen={seen} />
              <GuestUploadsButton seen={seen} />
              <FindMeButton seen={seen} />
            </>
          }
        >
          {welcome ? (
            <div role="status" className="card mb-6">
              <p className="font-semibold text-zinc-900 dark:text-white">
                {WELCOME_TEXT.title(seen.seenName)}
              </p>
              <p className="mt-1 text-zinc-700 dark:text-zinc-300">{WELCOME_TEXT.body}</p>
            </div>
          ) : null}
          <LiveUpdates seen={seen} />
          <AppearanceSection seen={seen} />
        </SeenDetailView>
      )}
    </SeenQueryGate>
  )
}
