import type { ClipUploads } from './clips/clip-uploads'
import type { Config } from './config'
import type { Db } from './db/client'
import type { ReadCache } from './http/read-cache'
import type { LiveHub } from './live/hub-types'
import type { Logger } from './logger'
import type { Mailer } from './mail'
import type { PushNotifier } from './push/notifier'
import type { MediaStorage } from './storage'

/** Shared between the app and the process that runs it: set once a stop has begun. */
export interface Lifecycle {
  draining: boolean
}

export interface SessionUser {
  id: string
  username: string
  displayName: string
  email: string
  sid: string
}

/** What the app is built from; tests build their own. */
export interface AppDeps {
  db: Db
  config: Config
  logger: Logger
  clock?: () => Date
  /** Defaults to local disk under DATA_DIR/media. */
  storage?: MediaStorage
  /** Clip uploads in progress (tus); defaults to DATA_DIR/uploads. */
  clipUploads?: ClipUploads
  /** Defaults to SMTP_URL, else .eml files under DATA_DIR/mail. */
  mailer?: Mailer
  /** Hot read answers (the Seen list); defaults to READ_CACHE_MS. */
  readCache?: ReadCache
  /** Set to draining on SIGTERM; /readyz then fails. */
  lifecycle?: Lifecycle
  /** Live streams of this instance; whoever builds the app closes it on shutdown. */
  live?: LiveHub
  /** Web Push after writes; whoever builds the app closes it on shutdown. */
  push?: PushNotifier
}

export interface AppEnv {
  Variables: {
    requestId: string
    log: Logger
    deps: Required<AppDeps>
    user: SessionUser | null
    /** Hash of the session token, when a valid session cookie came with the request. */
    sessionHash: string | null
    /**
     * The account of a valid session cookie that came with a request sent as a guest's
     * (`X-Guest-Sender`): the request acts as nobody, but that account's host blocks hold.
     */
    heldAccountId: string | null
  }
}
