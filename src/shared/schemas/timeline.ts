import * as v from 'valibot'
import { TIMELINE_PAGE_SIZE } from '../constants'
import { fieldMessage } from '../messages'

/**
 * docs/product.md#records timeline event types. `MadeAppearance` is the appearance event: one row
 * per Seen per day whose hitCount counts the appearances made that day.
 */
export const TIMELINE_EVENT_TYPES = [
  'CreatedSeen',
  'AcceptedInvitation',
  'UserMembership',
  'MadeAppearance',
] as const
export const timelineEventType = v.picklist(TIMELINE_EVENT_TYPES)
export type TimelineEventType = v.InferOutput<typeof timelineEventType>

/** docs/product.md#records Timeline event, as GET /api/timeline returns it. */
export const timelineEvent = v.object({
  id: v.string(),
  eventType: v.string(),
  hitCount: v.number(),
  details: v.string(),
  eventDate: v.string(),
  seenShortName: v.string(),
  /**
   * Beyond docs/product.md#records: the Seen's zone, so eventDate is shown on its clocks like
   * everywhere.
   */
  timeZoneId: v.string(),
})
export type TimelineEvent = v.InferOutput<typeof timelineEvent>

/** Page numbers start at 1; beyond this bound a request is refused rather than scanned. */
export const TIMELINE_MAX_PAGE = 1000

const pageNumber = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer(fieldMessage.notLess('Page number', 1)),
  v.minValue(1, fieldMessage.notLess('Page number', 1)),
  v.maxValue(TIMELINE_MAX_PAGE, fieldMessage.notMore('Page number', TIMELINE_MAX_PAGE)),
)

/**
 * docs/product.md#calls GET /api/timeline?pageNumber={n}&pageSize=20 (page size is fixed by
 * docs/product.md#constants).
 */
export const timelineQuerySchema = v.object({
  pageNumber: v.optional(pageNumber, '1'),
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.literal(TIMELINE_PAGE_SIZE, `Page size must be ${TIMELINE_PAGE_SIZE}.`),
    ),
    String(TIMELINE_PAGE_SIZE),
  ),
})

export const timelineResponse = v.object({
  timelineEvents: v.array(timelineEvent),
  hasNext: v.boolean(),
  totalPages: v.number(),
  totalCount: v.number(),
})
export type TimelineResponse = v.InferOutput<typeof timelineResponse>
