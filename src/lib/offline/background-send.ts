/**
 * The service worker's own replay (docs/architecture/offline.md, Background Sync). When the browser
 * wakes the worker because the connection is back and no page of the app is open, nobody else would
 * send the outbox until the app is opened again: phones at a venue are often put away. The worker
 * sends it then, as the page would:
 *
 * - It asks `GET /bff/user` whose browser this is now and sends that user's outbox, then the
 *   guest outbox whoever is signed in: what a guest queued goes as the guest (every request
 *   says so with `X-Guest-Sender: 1`, and the server then ignores a user's session), after one
 *   `GET /bff/user` that gives the guest their session cookie first (see `guest-outbox.ts`).
 *   So an entry is only ever sent as whoever queued it.
 * - It holds each outbox's Web Lock, so a tab's drain and this one never overlap, and sends each
 *   pending entry's stored request with its Idempotency-Key, oldest first.
 * - A kind whose entry must wait (5xx, 408, 409, 429) sends nothing more this time: messages
 *   keep their order. A lost connection stops the run. Either way the answer is `retry`, and the
 *   browser wakes the worker again later.
 * - An entry the server refuses for good is marked failed with the server's message; the app
 *   shows it and its data is reloaded from the server when it next opens.
 *
 * It needs no page code (no query cache, no kinds): only what the entry stored. It sends through
 * the pages' own core (`deliver`, with the same HTTP client and `claimGuestSession`), so expiry,
 * attempts, the retry rule and Retry-After are one rule for both.
 */
import * as v from 'valibot'
import { GUEST_SENDER_HEADER } from '~/shared/guest-session'
import { claims, sessionUserFromClaims } from '~/shared/schemas/session'
import { type Api, CommunicationError, createApi } from '../api'
import { deliver, type Send } from './deliver'
import { claimGuestSession } from './guest-outbox'
import {
  deleteEntry,
  GUEST_OUTBOX,
  listEntries,
  openOutboxDb,
  outboxLockName,
  putEntry,
} from './outbox-db'

export interface BackgroundSendDeps {
  fetch: typeof fetch
  /** The app's origin, which the worker's requests go to. */
  origin: string
  /** The clock (ms since epoch); Date.now by default. */
  now?: () => number
  /** Absent where the browser has no Web Locks; the run then relies on idempotency alone. */
  locks?: LockManager | undefined
}

/** `retry`: something is left to send later; `done`: nothing is (or another context sends). */
export type BackgroundOutcome = 'done' | 'retry'

/** The outboxes to send now: the signed-in user's (when someone is), then the guest one. */
async function outboxesToSend(client: Api): Promise<string[]> {
  try {
    const user = sessionUserFromClaims(await client.getJson('/bff/user', claims))
    return user ? [user.username, GUEST_OUTBOX] : [GUEST_OUTBOX]
  } catch (error) {
    if (error instanceof CommunicationError && error.status === 401) return [GUEST_OUTBOX]
    throw error
  }
}

/**
 * The stored request, sent as a page sends it; a photo without a deadline (no progress events
 * here tell a stall from a slow link).
 */
const sendStored =
  (client: Api, asGuest: boolean): Send =>
  (request, key) =>
    client[request.method](request.path, v.unknown(), {
      json: request.body,
      headers: { ...(asGuest ? { [GUEST_SENDER_HEADER]: '1' } : {}), 'Idempotency-Key': key },
      ...(request.upload ? { deadlineMs: null } : {}),
    })

/** Sends what the outboxes hold: the signed-in user's, then what a guest queued here. */
export async function sendQueuedInBackground(deps: BackgroundSendDeps): Promise<BackgroundOutcome> {
  const client = createApi({ fetch: deps.fetch, prefixUrl: deps.origin })
  let names: string[]
  try {
    names = await outboxesToSend(client)
  } catch {
    return 'retry'
  }
  let outcome: BackgroundOutcome = 'done'
  for (const name of names) {
    if ((await sendOutbox(name, client, deps)) === 'retry') outcome = 'retry'
  }
  return outcome
}

async function sendOutbox(
  name: string,
  client: Api,
  deps: BackgroundSendDeps,
): Promise<BackgroundOutcome> {
  const asGuest = name === GUEST_OUTBOX
  const send = sendStored(client, asGuest)
  const run = async (): Promise<BackgroundOutcome> => {
    const db = await openOutboxDb(name)
    try {
      let outcome: BackgroundOutcome = 'done'
      const waiting = new Set<string>()
      // A guest's posts carry their guest session cookie: asked for once, before the first.
      let claimed = !asGuest
      for (const entry of await listEntries(db)) {
        if (entry.status !== 'pending' || waiting.has(entry.kind)) continue
        const { request } = entry
        // Stored before requests were kept, or a clip (its bytes go over tus, which only a page
        // runs): the app sends it; its kind waits behind it.
        if (!request || request.clip) {
          waiting.add(entry.kind)
          continue
        }
        if (!claimed && !(await claimGuestSession(client).catch(() => false))) return 'retry'
        claimed = true
        const clock = { now: deps.now?.() ?? Date.now(), random: Math.random }
        const delivery = await deliver(entry, () => request, send, clock)
        // Not reached: the entry stays as it was, and the browser wakes the worker again.
        if (delivery.outcome === 'offline') return 'retry'
        if (delivery.outcome === 'sent') await deleteEntry(db, entry.id)
        else await putEntry(db, delivery.entry)
        if (delivery.outcome === 'retry') {
          waiting.add(entry.kind)
          outcome = 'retry'
        }
      }
      return outcome
    } finally {
      db.close()
    }
  }
  if (!deps.locks) return run()
  return deps.locks.request(outboxLockName(name), { ifAvailable: true }, (lock) =>
    lock ? run() : 'done',
  )
}
