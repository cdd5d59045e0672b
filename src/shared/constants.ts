/** docs/product.md#constants business constants and limits: the one place they are defined. */

export const SEEN_LIST_PAGE_SIZE = 15
export const APPEARANCE_PAGE_SIZE = 15
export const MESSAGES_PAGE_SIZE = 50
export const MESSAGES_OFFSET = 0
export const TIMELINE_PAGE_SIZE = 20
export const MAX_TAGS_SENT = 10

export const GEO_RADIUS_MIN_KM = 1
export const GEO_RADIUS_MAX_KM = 100
export const GEO_RADIUS_DEFAULT_KM = 10
export const GEO_RADIUS_DEBOUNCE_MS = 500
export const GEO_FILTER_CALLBACK_MS = 1000
export const FILTER_SETTLING_MS = 500
export const GEOLOCATION_TIMEOUT_MS = 5000

export const HASHTAG_DEBOUNCE_MS = 300
export const HASHTAG_MIN_CHARS = 2
export const USER_SUGGESTION_MIN_CHARS = 2
export const SUGGESTION_BLUR_HIDE_MS = 200
export const LOCATION_SEARCH_MIN_EXCLUSIVE = 2

export const BADGE_POLL_MS = 60_000
export const BADGE_CAP = 99

export const IMAGE_LONG_SIDE = { appearance: 800, seen: 1440, avatar: 400 } as const
export const UPLOAD_HINT_BYTES = 2 * 1024 * 1024
export const UPLOAD_HINT_TEXT = '2MB'

/**
 * Clips (docs/decisions/180-video-clips-server.md): at most 60 s long and 200 MB as sent, in
 * resumable chunks of at most 5 MB (under the API's body limit, and short enough for a venue's
 * link to finish one); an upload left unfinished for a day is removed with its chunks. One
 * poster holds at most 10 uploads open at once (2 GB of someone's disk at most).
 */
export const CLIP_LIMITS = {
  maxSeconds: 60,
  maxBytes: 200 * 1024 * 1024,
  maxChunkBytes: 5 * 1024 * 1024,
  uploadKeptMs: 24 * 60 * 60 * 1000,
  openUploads: 10,
} as const

/** At most this many photos in one batch (the appearance form, photos shared from the gallery). */
export const BATCH_PHOTO_LIMIT = 50

/**
 * Guest posts one Seen takes, all guests together, unless its host changes it
 * (docs/decisions/166-guest-identities-and-limits.md): Kululu's fair use for an event. The host
 * is told at `warnAt` of it, and may set anything from 0 to `max`.
 */
export const GUEST_UPLOADS = { quota: 10_000, max: 100_000, warnAt: 0.8 } as const

export const TEXT_LIMITS = {
  appearanceDisplayName: 100,
  appearanceHeadline: 100,
  appearanceCaption: 500,
  settingsDisplayName: 50,
  settingsBio: 500,
} as const

export const DURATION_HOURS = { min: 0.5, max: 24 } as const
export const SEEN_DAYS = { min: 0, max: 90 } as const
export const INVITATION_EXPIRY_DAYS = [7, 14, 30, 60, 90] as const
export const INVITATION_EXPIRY_DEFAULT_DAYS = 30

export const SLIDESHOW = {
  speedMinSeconds: 1,
  speedMaxSeconds: 15,
  speedDefaultSeconds: 5,
  loadMoreEveryIntervals: 3,
  maxHeld: 100,
  newCheckMs: 60_000,
  observerStartMs: 2000,
  uiFadeMs: 10_000,
} as const

export const LIKE_PULSE_MS = 300
export const GUEST_MAKESEEN_REDIRECT_MS = 1500
export const REDIRECT_LIMIT = 100

export const TOASTS = {
  defaultMs: 3000,
  maxWidthPx: 350,
  position: 'top-right',
  gutterPx: 8,
  successMs: 2000,
  errorMs: 4000,
  blankMs: 4000,
  /** A question with an action (turning notifications on): long enough to read and decide. */
  offerMs: 12_000,
  /** An action with Undo (approving all waiting photos): time to see it and take it back. */
  undoMs: 8_000,
} as const

/** Breakpoints of docs/product.md#constants, in CSS pixels. */
export const BREAKPOINTS = {
  xs: 500,
  sm: 641,
  md: 769,
  lg: 1024,
  xl: 1280,
  xx: 1600,
} as const

export const FILTER_PANEL_WIDTH_PX = 350
export const FILTER_PANEL_FIXED_MIN_WIDTH = BREAKPOINTS.xl

export const LAZY_IMAGE = {
  marginPx: 200,
  upgradeAfterMs: 2000,
  unloadDistancePx: 2000,
} as const
export const INFINITE_SCROLL_MARGIN_PX = 200

/** Local storage keys (docs/product.md#constants "Local storage"). */
export const STORAGE_KEYS = {
  filters: (username: string) => `seen.filters.${username}`,
  settingsTab: 'seen.settings-tab',
  activityTab: 'seen.activity-tab',
  cookieNotice: 'seen.cookie-notice-accepted',
  approvalFilter: 'seen.approval-filter',
  listScroll: 'seen.list-scroll',
  theme: (username: string) => `seen.theme.${username}`,
  /** The theme last shown on this device, applied before the first paint by public/theme-init.js. */
  activeTheme: 'seen.active-theme',
  /** The display name a guest posted under on this device, offered again next time. */
  guestName: 'seen.guest-name',
} as const

/**
 * Live streams (GET /api/seen/{shortname}/live). A comment line every 20 s keeps proxies and
 * NATs from closing an idle stream (nginx's and most load balancers' idle limits are 60 s).
 */
export const LIVE = {
  heartbeatMs: 20_000,
  /** What EventSource waits before reconnecting on its own (the SSE `retry:` field). */
  retryMs: 3000,
  /** The client's own reconnects back off from 1 s up to 30 s (with jitter). */
  backoffMinMs: 1000,
  backoffMaxMs: 30_000,
  /** Bytes a stream may have waiting for a client that does not read, before it is dropped. */
  maxBufferedBytes: 256 * 1024,
  /** Streams opened per address per minute: a venue's guests behind one address reconnecting. */
  opensPerAddressPerMinute: 600,
  /** Streams one session (a user's or a guest's) may hold at once: a person's several tabs. */
  streamsPerSession: 8,
  /**
   * Streams one address may hold at once (× RATE_LIMIT_FACTOR): a venue's crowd behind one
   * Wi-Fi, 500 guests with a stream or two each.
   */
  streamsPerAddress: 1000,
} as const
