import { abandonClipUpload } from './clip-upload-store'
import { planToggle } from './coalesce'
import { deliver, settleDelivery } from './deliver'
import { LANES, type Lane, LaneRun, laneOf } from './drain-lanes'
import { SendGate, timerWait, withDrainLock } from './drain-timing'
import { turnOf } from './drain-turn'
import { newEntry, type OutboxEntry, sentAgain, sentElsewhere } from './entry'
import { kindOf, type OfflineMutationKind, type OrderedKind, type ToggleKind } from './kinds'
import {
  addEntry,
  deleteEntry,
  GUEST_OUTBOX,
  listEntries,
  type OutboxDb,
  openOutboxDb,
  putEntry,
  replaceEntry,
} from './outbox-db'
import type { OutboxOptions, Transport } from './outbox-options'
import { writeToggle } from './toggle-write'
import { sendRequest } from './transport'

export type { OutboxOptions, Transport } from './outbox-options'

/**
 * The queue of one user's offline actions (docs/architecture/offline.md): optimistic, coalesced,
 * replayed.
 */
export class Outbox {
  private entries: readonly OutboxEntry[] = []
  private readonly sending = new Set<string>()
  /** Entries a queue operation is replacing or dropping: the drain leaves them alone. */
  private readonly changing = new Set<string>()
  private readonly listeners = new Set<() => void>()
  /** Each lane's drain (drain-lanes.ts), under its own Web Lock: one context sends a lane. */
  private readonly runs: Record<Lane, LaneRun> = {
    main: this.laneRun('main', () => this.username),
    bulk: this.laneRun('bulk', () => `${this.username}:bulk`),
  }
  private reapplying = false
  private timer: ReturnType<typeof setTimeout> | undefined
  private closed = false
  private ops: Promise<unknown> = Promise.resolve()
  private readonly now: () => number
  private readonly random: () => number
  private readonly transport: Transport
  private readonly gate: SendGate

  private constructor(
    private readonly db: OutboxDb,
    private readonly options: OutboxOptions,
  ) {
    this.now = options.now ?? Date.now
    this.random = options.random ?? Math.random
    this.transport = options.transport ?? sendRequest
    this.gate = new SendGate(options.maySend, this.now, options.onConnectionLost)
  }

  static async open(options: OutboxOptions): Promise<Outbox> {
    const outbox = new Outbox(await openOutboxDb(options.username), options)
    await outbox.reload()
    return outbox
  }

  get username() {
    return this.options.username
  }

  /** Whose queue this is: a username, or null for the guest one. */
  get owner(): string | null {
    return this.options.username === GUEST_OUTBOX ? null : this.options.username
  }

  /** Whether this outbox takes actions of `kind` (a guest's takes only kinds for guests). */
  accepts = (kind: OfflineMutationKind): boolean => this.options.accepts?.(kind) ?? true

  /** The entries, oldest first; a new array after every change (for `useSyncExternalStore`). */
  snapshot = (): readonly OutboxEntry[] => this.entries
  isSending = (id: string) => this.sending.has(id)

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Re-reads the database (another tab or the service worker may have changed it). A waiting
   * entry gone that this outbox did not send or change was sent elsewhere (the service worker's
   * background run, another tab): its answer never reaches this page, so the cached data is read
   * again, which replaces what the page showed while it waited.
   */
  async reload() {
    const before = this.entries
    this.entries = await listEntries(this.db)
    this.emit()
    const own = (id: string) => this.sending.has(id) || this.changing.has(id)
    if (sentElsewhere(before, this.entries, own)) void this.options.client.invalidateQueries()
  }

  /** Sets a toggle to `desired` (the cache showed `current`) at once, and queues the send. */
  queueToggle(kind: ToggleKind, target: string, desired: boolean, current: boolean) {
    const { client } = this.options
    kind.apply(client, { desired, initial: current }, target)
    return this.serial(() => this.storeToggle(kind, target, desired, current)).catch((error) => {
      // Not stored (storage full or gone): do not show a change that will never be sent.
      kind.apply(client, { desired: current, initial: current }, target)
      throw error
    })
  }

  /**
   * Queues an action that is always sent, after the earlier ones of its kind. `id` continues an
   * attempt already made online under that Idempotency-Key (its answer may have been lost).
   */
  queueOrdered<P>(kind: OrderedKind<P>, target: string, payload: P, id?: string) {
    const { client } = this.options
    kind.apply(client, payload, target)
    const entry = newEntry(kind, target, payload, this.now(), id)
    return this.serial(() => addEntry(this.db, entry))
      .catch((error) => {
        kind.rollback(client, payload, target)
        throw error
      })
      .then(() => this.stored())
  }

  /** Sends a waiting entry now instead of at its next scheduled try (the person asked). */
  retryNow(id: string) {
    return this.serial(async () => {
      const entry = this.entries.find((candidate) => candidate.id === id)
      if (entry?.status !== 'pending') return
      await putEntry(this.db, { ...entry, nextAttemptAt: this.now() })
      await this.stored()
    })
  }

  /** Queues a refused entry again under a new key (`sentAgain`); resolves to its new id. */
  sendAgain(id: string) {
    return this.serial(async () => {
      const entry = this.entries.find((candidate) => candidate.id === id)
      if (entry?.status !== 'failed') return undefined
      const again = sentAgain(entry, this.now())
      await replaceEntry(this.db, id, again)
      await this.stored()
      return again.id
    })
  }

  /** Forgets a failed entry once its message was read (a clip's upload is ended too). */
  dismiss(id: string) {
    return this.serial(async () => {
      const entry = this.entries.find((candidate) => candidate.id === id)
      await deleteEntry(this.db, id)
      await this.written()
      if (entry?.request?.clip) void abandonClipUpload(id, this.owner === null)
    })
  }

  /**
   * Sends every due entry; concurrent calls share one run (and trigger one more). The lanes run
   * side by side (`laneOf`): a clip's upload never holds back a like queued after it.
   */
  drain(): Promise<void> {
    return Promise.all(LANES.map((lane) => this.runs[lane].start())).then(() => undefined)
  }

  private laneRun(lane: Lane, lock: () => string) {
    return new LaneRun(
      () => withDrainLock(lock(), () => this.runDrain(lane)),
      () => this.closed,
      () => this.schedule(),
    )
  }

  /** Shows every waiting action again (after a refetch replaced the cached data). */
  reapply() {
    if (this.reapplying) return
    this.reapplying = true
    try {
      for (const entry of this.entries) {
        const kind = kindOf(entry.kind)
        if (kind && entry.status === 'pending')
          kind.apply(this.options.client, entry.payload as never, entry.target)
      }
    } finally {
      this.reapplying = false
    }
  }

  close() {
    this.closed = true
    clearTimeout(this.timer)
    this.listeners.clear()
    this.db.close()
  }

  private async storeToggle(kind: ToggleKind, target: string, desired: boolean, current: boolean) {
    const key = { kind: kind.kind, target }
    const plan = planToggle(this.entries, this.sending, key, desired, current)
    if (plan.type === 'none') return
    await writeToggle(this.db, kind, target, plan, this.now(), this.changing, () => this.stored())
  }

  /**
   * After a queue change: re-read, show every waiting action again (a refetch that landed while
   * the entry was written replaced its change, before it could reapply), tell tabs, send.
   */
  private async stored() {
    await this.written()
    this.reapply()
    void this.drain()
  }

  private async runDrain(lane: Lane) {
    if (this.options.isOnline && !this.options.isOnline()) return
    await this.reload()
    if (!this.entries.some((entry) => laneOf(entry) === lane && this.isDue(entry))) return
    if (!(await this.gate.allowed())) return
    const blocked = new Set<string>()
    const changing = this.changing
    for (const { id } of this.entries) {
      if (this.closed) return
      // Look again: a queue operation may have replaced or dropped it in the meantime.
      const entry = this.entries.find((candidate) => candidate.id === id)
      if (!entry || laneOf(entry) !== lane) continue
      const turn = turnOf(entry, { now: this.now(), accepts: this.accepts, changing, blocked })
      if (turn.type === 'wait' && turn.blocksLane) blocked.add(entry.kind)
      if (turn.type !== 'send') continue
      const outcome = await this.send(entry, turn.kind)
      if (outcome === 'offline') return
      if (outcome === 'retry' && turn.kind.policy === 'ordered') blocked.add(entry.kind)
    }
  }

  private async send(entry: OutboxEntry, kind: OfflineMutationKind) {
    this.sending.add(entry.id)
    this.emit()
    try {
      const clock = { now: this.now(), random: this.random }
      const delivery = await deliver(
        entry,
        () => kind.request(entry.payload as never, entry.target),
        (request, key) => this.transport(request, key, kind.response),
        clock,
      )
      if (delivery.outcome === 'sent') await deleteEntry(this.db, entry.id)
      else await putEntry(this.db, delivery.entry)
      // Re-read first: the cache changes below make the waiting entries apply again.
      await this.reload()
      settleDelivery(this.options.client, kind, entry, delivery)
      if (delivery.outcome === 'offline') this.options.onConnectionLost?.()
      return delivery.outcome
    } finally {
      this.sending.delete(entry.id)
      await this.written()
      this.reapply()
    }
  }

  /** Whether a pending entry of a known kind this outbox sends waits for its turn. */
  private isDue(entry: OutboxEntry) {
    const kind = kindOf(entry.kind)
    return entry.status === 'pending' && kind !== undefined && this.accepts(kind)
  }

  private schedule() {
    clearTimeout(this.timer)
    const due = this.entries.filter((entry) => this.isDue(entry))
    if (this.closed || due.length === 0) return
    const dueAt = due.map((entry) => entry.nextAttemptAt)
    const wait = timerWait(dueAt, this.gate.holdUntil, this.now())
    this.timer = setTimeout(() => void this.drain(), wait)
  }

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const run = this.ops.then(job, job)
    this.ops = run.catch(() => undefined)
    return run
  }

  private async written() {
    await this.reload()
    this.options.onWrite?.()
  }

  private emit() {
    for (const listener of this.listeners) listener()
  }
}
