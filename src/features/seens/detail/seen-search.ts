import * as v from 'valibot'

/**
 * `?shortname=` of /seen and /makeseen: the router reads numeric-looking values as numbers, so
 * any scalar is taken back to text. A missing or blank one is left out (no `?shortname=` in the
 * address, so /makeseen stays /makeseen).
 */
export const shortNameSearch = v.object({
  shortname: v.fallback(
    v.pipe(
      v.optional(v.union([v.string(), v.number()])),
      v.transform((value) => (value === undefined ? undefined : String(value).trim() || undefined)),
    ),
    undefined,
  ),
})

/**
 * The Seen page's address: `?shortname=` and, from a join request's push, `open=joinRequests`
 * (the creator's Join requests dialog opens on arrival). Any other `open` is ignored.
 */
export const seenPageSearch = v.object({
  ...shortNameSearch.entries,
  open: v.fallback(v.optional(v.picklist(['joinRequests'])), undefined),
})
