import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { Page } from '~/components/page'

/**
 * `?shortname=`: the router reads numeric-looking values as numbers, so any scalar is taken
 * back to text; a missing one is an empty string.
 */
const seenSearch = v.object({
  shortname: v.fallback(
    v.pipe(v.optional(v.union([v.string(), v.number()]), ''), v.transform(String), v.trim()),
    '',
  ),
})

export const Route = createFileRoute('/seen')({
  validateSearch: seenSearch,
  component: SeenPage,
})

function SeenPage() {
  const { shortname } = Route.useSearch()
  return (
    <Page title="Seen">
      {shortname && <p className="mt-2 text-zinc-600 dark:text-zinc-400">{shortname}</p>}
    </Page>
  )
}
