/** The live hub as the app sees it (kept apart from hub.ts so the app's context imports no queries). */
import type { SseStream } from './sse'
import type { StreamLimits } from './stream-limits'
import type { LiveViewer } from './visibility'

/** The signed-in session a stream was opened with: the stream ends when the session does. */
export interface StreamSession {
  tokenHash: string
  /** The session's public id, which the database announces when the session ends. */
  sid: string
}

export interface OpenStream {
  seenId: string
  shortName: string
  requiresApproval: boolean
  viewer: LiveViewer
  session: StreamSession | null
  /** The caller's address (http/client-ip.ts): streams held at once are limited per address. */
  address: string
  /** Streams one session and one address may hold at once on this instance. */
  limits: StreamLimits
  /** The id the client last received (Last-Event-ID), already checked to be a number. */
  lastEventId: number | undefined
}

export interface LiveHub {
  /** Throws TooManyStreamsError when the session or the address holds its limit already. */
  open(request: OpenStream): Promise<SseStream>
  /** Open streams on this instance. */
  readonly size: number
  /** Ends every stream (their clients reconnect elsewhere) and stops listening. */
  close(): Promise<void>
}
