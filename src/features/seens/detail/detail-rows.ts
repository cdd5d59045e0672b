/** Every field of SPEC §3 Seen (detail) as labelled text for the 'Seen details' panel. */
import { imageUrl } from '~/lib/images'
import { isHttpUrl, type SeenDetail } from '~/shared/schemas/seen'
import { ACCESSIBILITY_TYPES } from '../form/form-text'
import { formatInZone } from '../form/zoned-time'
import { captionLines } from './caption-lines'

export interface DetailRow {
  label: string
  value: string
  /** A link for the value (web address, photo). */
  href?: string
}

export interface DetailGroup {
  title: string
  rows: DetailRow[]
}

export const NOT_GIVEN = 'Not given'

const LOCATION_TYPES: Record<number, string> = { 0: 'None', 1: 'Physical', 2: 'Virtual' }
const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NOT_GIVEN : String(value)
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

function accessibilityLabel(type: number): string {
  return ACCESSIBILITY_TYPES.find((t) => t.value === type)?.label ?? 'None'
}

function relation(seen: SeenDetail): string {
  if (seen.isCreator) return 'You created this Seen'
  return seen.isMember ? 'You are a member' : 'You are not a member'
}

function photoRow(seen: SeenDetail): DetailRow {
  const info = seen.imageInfo
  const href = imageUrl(info, 'original')
  if (!info || !href) return { label: 'Photo', value: NOT_GIVEN }
  const size = info.width && info.height ? `${info.width} × ${info.height} px` : 'Original'
  return { label: 'Photo', value: size, href }
}

/** The panel's groups; times on the Seen's own clocks (`timeZoneId`). */
export function detailGroups(seen: SeenDetail, locale?: string): DetailGroup[] {
  const zone = seen.timeZoneId
  const when = (instant: string) => formatInZone(instant, zone, locale)
  const web = seen.webAddress && isHttpUrl(seen.webAddress) ? seen.webAddress : undefined
  return [
    {
      title: 'About',
      rows: [
        { label: 'Seen Name', value: seen.seenName },
        { label: 'Headline', value: text(seen.headline) },
        { label: 'Caption', value: text(captionLines(seen.caption).join('\n')) },
        { label: 'Organizer', value: text(seen.sponsor) },
        { label: 'Web Address', value: text(seen.webAddress), ...(web ? { href: web } : {}) },
        { label: 'Additional Info', value: text(seen.contactBlock) },
        { label: 'Phone Number', value: text(seen.phoneNumber) },
        photoRow(seen),
      ],
    },
    {
      title: 'When',
      rows: [
        { label: 'Starts', value: when(seen.startDateTime) },
        { label: 'Ends', value: when(seen.endDateTime) },
        { label: 'Duration', value: plural(seen.durationHours, 'hour') },
        { label: 'Time Zone', value: zone },
        { label: 'Days Before', value: String(seen.preSeenDays) },
        { label: 'Days After', value: String(seen.postSeenDays) },
      ],
    },
    {
      title: 'Where',
      rows: [
        { label: 'Location Type', value: LOCATION_TYPES[seen.locationType] ?? 'None' },
        { label: 'City', value: text([seen.cityName, seen.stateCode].filter(Boolean).join(', ')) },
        { label: 'Country Code', value: text(seen.countryCode) },
        { label: 'Postal Code', value: text(seen.postalCode) },
        { label: 'Address', value: text(seen.addressBlock) },
        {
          label: 'Coordinates',
          value:
            seen.latitude != null && seen.longitude != null
              ? `${seen.latitude}, ${seen.longitude}`
              : NOT_GIVEN,
        },
        { label: 'GeoNames Id', value: text(seen.geoNameId) },
      ],
    },
    {
      title: 'Access',
      rows: [
        { label: 'Accessibility Type', value: accessibilityLabel(seen.seenAccessibilityType) },
        { label: 'Relation Rules', value: text(seen.seenRelationRules) },
        {
          label: 'Appearance Approval',
          value: seen.requiresApproval ? 'Required' : 'Not required',
        },
        { label: 'Active', value: yesNo(seen.active) },
        { label: 'Successor', value: text(seen.successor) },
        { label: 'Your Relation', value: relation(seen) },
      ],
    },
    {
      title: 'Record',
      rows: [
        { label: 'Short Name', value: seen.shortName },
        { label: 'Id', value: seen.id },
        {
          label: 'Created By',
          value: seen.createdByDisplayName
            ? `${seen.createdByDisplayName} (@${seen.createdBy})`
            : `@${seen.createdBy}`,
        },
        { label: 'Creator Id', value: seen.createdById },
        { label: 'Created', value: when(seen.createdDateTime) },
        { label: 'Appearances', value: String(seen.appearanceCount) },
      ],
    },
  ]
}
