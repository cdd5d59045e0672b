import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LoadError } from '~/components/load-error'
import { Spinner } from '~/components/spinner'
import { PEOPLE_MSG } from '~/shared/people-messages'
import type { TimelineEvent } from '~/shared/schemas/timeline'
import { formatSeenTime } from '~/shared/seen-time'
import { timelineMarker } from '~/shared/timeline-marker'
import { timelineQuery } from '../queries'
import { TimelineMarkerDot } from './timeline-marker-dot'

function TimelineEntry({ event }: { event: TimelineEvent }) {
  return (
    <li className="relative flex gap-4 pb-6 last:pb-0">
      <div className="flex w-5 shrink-0 justify-center pt-1.5">
        <TimelineMarkerDot marker={timelineMarker(event.eventType, event.hitCount)} />
      </div>
      <div className="min-w-0">
        <Link to="/seen" search={{ shortname: event.seenShortName }} className="link">
          {event.details}
        </Link>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <time dateTime={event.eventDate}>
            {formatSeenTime(event.eventDate, event.timeZoneId)}
          </time>
        </p>
      </div>
    </li>
  )
}

/**
 * docs/product.md#screens Activity, Timeline tab: page 1 first, Load More while more remain
 * (docs/product.md#states).
 */
export function TimelineList() {
  const timeline = useInfiniteQuery(timelineQuery())
  if (timeline.isPending) return <Spinner className="py-10" label="Loading timeline" />
  if (timeline.isError) {
    return <LoadError message={PEOPLE_MSG.timelineFailed} onRetry={() => void timeline.refetch()} />
  }
  const events = timeline.data.pages.flatMap((page) => page.timelineEvents)
  if (events.length === 0) {
    return <p className="py-6 text-zinc-700 dark:text-zinc-300">{PEOPLE_MSG.emptyTimeline}</p>
  }
  return (
    <div>
      <ol aria-label="Timeline" className="border-l border-zinc-200 pl-2 dark:border-zinc-800">
        {events.map((event) => (
          <TimelineEntry key={event.id} event={event} />
        ))}
      </ol>
      {timeline.hasNextPage && (
        <button
          type="button"
          className="btn-secondary mt-6"
          disabled={timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
        >
          {timeline.isFetchingNextPage ? 'Loading…' : 'Load More'}
        </button>
      )}
    </div>
  )
}
