import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Page } from '~/components/page'
import { imageUrl } from '~/lib/images'
import { hasEditPermission } from '~/shared/seen-edit-permission'
import { SEEN_MSG } from '~/shared/seen-messages'
import { SeenQueryGate } from '../detail/detail-states'
import { seenDetailQueryOptions } from '../detail-queries'
import { draftOfSeen } from './form-model'
import { SEEN_FORM_TEXT } from './form-text'
import { SeenForm } from './seen-form'

/**
 * Edit mode of /makeseen?shortname=: the Seen's form, or the refusal of docs/product.md#roles when
 * the viewer is not its creator or it is past its end plus postSeenDays (the server refuses such
 * saves too).
 */
export function EditSeen({ shortName }: { shortName: string }) {
  const query = useQuery({ ...seenDetailQueryOptions(shortName), retryOnMount: false })
  return (
    <SeenQueryGate query={query} title={SEEN_FORM_TEXT.editTitle}>
      {(seen) => (
        <Page title={SEEN_FORM_TEXT.editTitle}>
          {hasEditPermission(seen, new Date()) ? (
            <SeenForm
              key={seen.seenShortName}
              initial={draftOfSeen(seen, imageUrl(seen.imageInfo, 'reduced') ?? null)}
            />
          ) : (
            <div role="alert" className="card mt-6">
              <p className="text-zinc-800 dark:text-zinc-200">{SEEN_MSG.editNotAllowed}</p>
              <Link
                to="/seen"
                search={{ shortname: seen.seenShortName }}
                className="link mt-3 inline-block"
              >
                {seen.seenName}
              </Link>
            </div>
          )}
        </Page>
      )}
    </SeenQueryGate>
  )
}
