/**
 * What a guest needs to know about a Seen, for the 'Seen details' panel: when, where (with a
 * map), who organizes it, where to read more, and who can join and post. Fields that are not
 * given are left out; nothing internal (ids, pixel sizes, the successor) is shown.
 */
import { placeName } from '~/shared/place-name'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { isHttpUrl } from '~/shared/schemas/seen-record'
import { formatSeenTime } from '~/shared/seen-time'
import { ACCESSIBILITY_TYPES } from '../form/form-text'

export interface DetailRow {
  label: string
  value: string
  /** A link for the value (web address, map). */
  href?: string
}

export interface DetailGroup {
  title: string
  rows: DetailRow[]
}

const given = (row: DetailRow | null | undefined | false): row is DetailRow =>
  !!row && row.value.trim() !== ''

function row(label: string, value: string | null | undefined, href?: string): DetailRow | null {
  if (!value) return null
  return href ? { label, value, href } : { label, value }
}

/** OpenStreetMap centred on the Seen's point: works in any browser, no account or key. */
export function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`
}

function whereRows(seen: SeenDetail): DetailRow[] {
  if (seen.locationType === 2) return [{ label: 'Place', value: 'Online' }]
  const place = placeName(seen)
  const map =
    seen.latitude != null && seen.longitude != null
      ? mapLink(seen.latitude, seen.longitude)
      : undefined
  const address = [seen.addressBlock, seen.postalCode].filter(Boolean).join(', ')
  return [
    row('Place', place),
    row('Address', address),
    row('Map', map && 'Open in a map', map),
  ].filter(given)
}

function relation(seen: SeenDetail): string {
  if (seen.isCreator) return 'You created this Seen'
  return seen.isMember ? 'You are a member' : 'You are not a member'
}

function accessRows(seen: SeenDetail): DetailRow[] {
  const type = ACCESSIBILITY_TYPES.find((t) => t.value === seen.seenAccessibilityType)
  return [
    row('Type', type?.label),
    row('Who can see it', type?.sees),
    row('Who can post photos', type?.appears),
    row('Who can join', type?.membership),
    row(
      'Photo review',
      seen.requiresApproval ? 'The host approves each photo before others see it.' : null,
    ),
    { label: 'You', value: relation(seen) },
  ].filter(given)
}

/** The panel's groups; times on the Seen's own clocks (`timeZoneId`), the zone named. */
export function detailGroups(seen: SeenDetail): DetailGroup[] {
  const when = (instant: string) => formatSeenTime(instant, seen.timeZoneId)
  const web = seen.webAddress && isHttpUrl(seen.webAddress) ? seen.webAddress : undefined
  const host = seen.createdByDisplayName ?? seen.createdBy
  const groups: DetailGroup[] = [
    {
      title: 'When',
      rows: [
        { label: 'Starts', value: when(seen.startDateTime) },
        { label: 'Ends', value: when(seen.endDateTime) },
      ],
    },
    { title: 'Where', rows: whereRows(seen) },
    {
      title: 'About',
      rows: [
        row('Hosted by', host),
        row('Organizer', seen.sponsor),
        row('Web Address', web, web),
        row('Additional Info', seen.contactBlock),
        row('Phone', seen.phoneNumber),
      ].filter(given),
    },
    { title: 'Joining and posting', rows: accessRows(seen) },
  ]
  return groups.filter((group) => group.rows.length > 0)
}
