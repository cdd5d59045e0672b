const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

export interface LiveWindowInput {
  startDateTime: string | Date
  durationHours: number
  preSeenDays: number
  postSeenDays: number
}

/**
 * End of a Seen: start plus its duration (docs/product.md#records: endDateTime is computed on
 * submit).
 */
export function endOf(start: string | Date, durationHours: number): Date {
  return new Date(new Date(start).getTime() + durationHours * HOUR_MS)
}

/**
 * docs/product.md#states: a Seen is live from start minus preSeenDays until end plus postSeenDays.
 */
export function liveWindow(seen: LiveWindowInput): { from: Date; until: Date } {
  const start = new Date(seen.startDateTime).getTime()
  return {
    from: new Date(start - seen.preSeenDays * DAY_MS),
    until: new Date(
      endOf(seen.startDateTime, seen.durationHours).getTime() + seen.postSeenDays * DAY_MS,
    ),
  }
}

export function isLive(seen: LiveWindowInput, now: Date): boolean {
  const { from, until } = liveWindow(seen)
  return now >= from && now <= until
}

/** Past = ended, including its postSeenDays (the list's past filter and the edit cut-off). */
export function isPast(seen: LiveWindowInput, now: Date): boolean {
  return now > liveWindow(seen).until
}
