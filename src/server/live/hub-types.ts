/** The live hub as the app sees it (kept apart from hub.ts so the app's context imports no queries). */
import type { SseStream } from './sse'
import type { LiveViewer } from './visibility'

export interface OpenStream {
  seenId: string
  shortName: string
  requiresApproval: boolean
  viewer: LiveViewer
  sessionHash: string | null
  /** The id the client last received (Last-Event-ID), already checked to be a number. */
  lastEventId: number | undefined
}

export interface LiveHub {
  open(request: OpenStream): Promise<SseStream>
  /** Open streams on this instance. */
  readonly size: number
  /** Ends every stream (their clients reconnect elsewhere) and stops listening. */
  close(): Promise<void>
}
