import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Page } from '~/components/page'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { seenDetailQueryOptions } from '../detail-queries'
import { SeenQueryGate } from './detail-states'
import { SEEN_DETAIL_TEXT } from './detail-text'

/**
 * A page about one Seen named by `?shortname=` (poster, wall): says so when the name is
 * missing, loads the Seen with every state of SeenQueryGate, then draws `children`.
 */
export function SeenByShortName({
  shortName,
  children,
}: {
  shortName: string | undefined
  children: (seen: SeenDetail) => ReactNode
}) {
  if (!shortName) {
    return (
      <Page title={SEEN_DETAIL_TEXT.notFoundTitle}>
        <p className="mt-4 text-zinc-700 dark:text-zinc-300">{SEEN_DETAIL_TEXT.noShortName}</p>
      </Page>
    )
  }
  return <LoadedSeen shortName={shortName}>{children}</LoadedSeen>
}

function LoadedSeen({
  shortName,
  children,
}: {
  shortName: string
  children: (seen: SeenDetail) => ReactNode
}) {
  const query = useQuery({ ...seenDetailQueryOptions(shortName), retryOnMount: false })
  return (
    <SeenQueryGate query={query} title="Seen">
      {children}
    </SeenQueryGate>
  )
}
