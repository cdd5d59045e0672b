import type { OutboxEntry } from './entry'
import { kindOf } from './kinds'

/**
 * Entries are sent in two lanes at once: `bulk` for kinds whose send takes minutes (a clip's
 * upload), `main` for everything else, so that a like or a message never waits behind one.
 */
export type Lane = 'main' | 'bulk'
export const LANES: readonly Lane[] = ['main', 'bulk']
export const laneOf = (entry: OutboxEntry): Lane => (kindOf(entry.kind)?.bulk ? 'bulk' : 'main')

/**
 * One lane's drain: concurrent calls share the run in progress, and one asked for meanwhile runs
 * right after it (unless the outbox closed); otherwise `idle` sets the next timer.
 */
export class LaneRun {
  private draining: Promise<void> | null = null
  private rerun = false

  constructor(
    private readonly job: () => Promise<void>,
    private readonly closed: () => boolean,
    private readonly idle: () => void,
  ) {}

  start(): Promise<void> {
    if (this.draining) {
      this.rerun = true
      return this.draining
    }
    this.draining = this.job().finally(() => {
      this.draining = null
      if (this.rerun && !this.closed()) {
        this.rerun = false
        void this.start()
      } else this.idle()
    })
    return this.draining
  }
}
