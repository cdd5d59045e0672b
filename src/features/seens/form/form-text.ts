/**
 * Words of the Make / Edit Seen page (docs/product.md#screens, #validation, #roles); tests import
 * the same constants.
 */
import { UPLOAD_HINT_TEXT } from '~/shared/constants'

export const SEEN_FORM_TEXT = {
  makeTitle: 'Make a Seen',
  editTitle: 'Edit Seen',
  makeSubmit: 'Make a Seen',
  editSubmit: 'Update Seen',
  uploading: 'Uploading…',
  preparingPhoto: 'Preparing photo…',
  photoHint: `JPG, PNG, GIF or WebP, max ${UPLOAD_HINT_TEXT}; scaled to 1440 px on the longer side.`,
  photoPreview: 'Preview of the chosen photo',
  helpButton: 'Seen accessibility explained',
  helpTitle: 'Seen Accessibility Explained',
  helpClose: 'Close',
  chooseOption: 'Choose…',
  loadFailed: 'The Seen could not be loaded.',
  invalidSubmit: 'Please correct the highlighted fields.',
  timeZoneHint: 'Follows the city; the start is on these clocks.',
} as const

export const SECTION_TITLES = {
  basic: 'Basic Information',
  settings: 'Settings',
  timing: 'Timing',
  location: 'Location',
  photo: 'Photo',
  additional: 'Additional Information',
} as const

/** Field labels; the schema's messages use the same names ("Seen Name is required."). */
export const FIELD_LABELS = {
  seenName: 'Seen Name',
  headline: 'Headline',
  caption: 'Caption',
  seenAccessibilityType: 'Accessibility Type',
  requiresApproval: 'Appearances need my approval before others see them',
  membersMayDownload: 'Members may download all appearances as one ZIP',
  findMeEnabled:
    'Guests may find themselves in the appearances (matched on their own phone; no face leaves it)',
  locationType: 'Location Type',
  startDate: 'Start Date',
  startTime: 'Start Time',
  durationHours: 'Duration (hours)',
  preSeenDays: 'Days Before',
  postSeenDays: 'Days After',
  timeZoneId: 'Time Zone',
  city: 'City',
  photo: 'Photo',
  webAddress: 'Web Address',
  sponsor: 'Organizer',
  addressBlock: 'Address',
  contactBlock: 'Additional Info',
} as const

export const LOCATION_TYPE_OPTIONS = [
  { value: 1, label: 'Physical' },
  { value: 2, label: 'Virtual' },
] as const

export interface AccessibilityTypeHelp {
  value: 1 | 2 | 3 | 4 | 5 | 6
  label: string
  /** Who can see the Seen. */
  sees: string
  /** Who can make appearances. */
  appears: string
  /** How membership arises. */
  membership: string
}

const PUBLIC_SEES = 'Anyone: it is listed in searches.'
const PRIVATE_SEES =
  'Hidden from searches; people who are not members can still open it with its direct link.'

/** The help text of each of the six Seen types (docs/product.md#seen-types). */
export const ACCESSIBILITY_TYPES: readonly AccessibilityTypeHelp[] = [
  {
    value: 1,
    label: 'Public, anonymous',
    sees: PUBLIC_SEES,
    appears: 'Anyone, even without logging in.',
    membership: 'People who appear while logged in become members.',
  },
  {
    value: 2,
    label: 'Public, self join',
    sees: PUBLIC_SEES,
    appears: 'Logged-in users only.',
    membership: 'A logged-in user becomes a member with their first appearance.',
  },
  {
    value: 3,
    label: 'Public, request to join',
    sees: PUBLIC_SEES,
    appears: 'Members only.',
    membership: 'A user must request to join and be approved by the creator.',
  },
  {
    value: 4,
    label: 'Private, anonymous',
    sees: PRIVATE_SEES,
    appears: 'Anyone, even without logging in.',
    membership: 'People who appear while logged in become members.',
  },
  {
    value: 5,
    label: 'Private, self join',
    sees: PRIVATE_SEES,
    appears: 'Logged-in users only.',
    membership: 'A logged-in user becomes a member with their first appearance.',
  },
  {
    value: 6,
    label: 'Private, invitation only',
    sees: 'Members only: it is hidden from searches and people who are not members cannot interact with it at all.',
    appears: 'Members only.',
    membership: 'A user needs an invitation from the creator.',
  },
]

export const HELP_HEADINGS = {
  sees: 'Who can see it',
  appears: 'Who can make appearances',
  membership: 'How membership arises',
} as const
