import { seenTime } from '~/shared/seen-time'

/**
 * docs/product.md#screens date block: month, day, weekday and time, on the Seen's clocks, the zone
 * named.
 */
export function SeenCardDate({ start, timeZone }: { start: string; timeZone?: string | null }) {
  const parts = seenTime(start, timeZone)
  return (
    <time
      dateTime={start}
      title={parts.text}
      className="flex w-16 shrink-0 flex-col items-center self-start rounded-xl bg-brand-50 px-1 py-2 text-center text-brand-900 dark:bg-brand-400/15 dark:text-brand-100"
    >
      <span className="sr-only">{parts.text}</span>
      <span aria-hidden="true" className="text-xs font-semibold uppercase">
        {parts.month}
      </span>
      <span aria-hidden="true" className="text-2xl leading-tight font-bold">
        {parts.day}
      </span>
      <span aria-hidden="true" className="text-xs">
        {parts.weekday}
      </span>
      <span aria-hidden="true" className="text-xs whitespace-nowrap">
        {parts.time}
      </span>
      <span aria-hidden="true" className="text-xs">
        {parts.zone}
      </span>
    </time>
  )
}
