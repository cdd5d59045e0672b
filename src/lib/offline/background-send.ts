/**
 * The service worker's own replay (DESIGN §8, Background Sync). When the browser wakes the
 * worker because the connection is back and no page of the app is open, nobody else would send
 * the outbox until the app is opened again: phones at a venue are often put away. The worker
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
 * It needs no page code (no query cache, no kinds): only what the entry stored.
 */
import * as v from 'valibot'
import { GUEST_SENDER_HEADER, GUEST_SESSION_HEADER } from '~/shared/guest-session'
import { claims, sessionUserFromClaims } from '~/shared/schemas/session'
import { envelopeSucceeded, failureText } from '../envelope'
import { expiredEntry, type OutboxEntry } from './entry'
import {
  deleteEntry,
  GUEST_OUTBOX,
  listEntries,
  type OutboxDb,
  openOutboxDb,
  outboxLockName,
  putEntry,
} from './outbox-db'
import { isRetryableStatus, retryAfterMs } from './retryable'

export interface BackgroundSendDeps {
  fetch: typeof fetch
  /** The clock (ms since epoch); Date.now by default. */
  now?: () => number
  /** Absent where the browser has no Web Locks; the run then relies on idempotency alone. */
  locks?: LockManager | undefined
}

/** `retry`: something is left to send later; `done`: nothing is (or another context sends). */
export type BackgroundOutcome = 'done' | 'retry'

type Sent = 'sent' | 'wait' | 'failed' | 'unreachable'

const CSRF = { 'X-CSRF': '1' }

/** The outboxes to send now: the signed-in user's (when someone is), then the guest one. */
async function outboxesToSend(deps: BackgroundSendDeps): Promise<string[]> {
  const response = await deps.fetch('/bff/user', { credentials: 'same-origin', headers: CSRF })
  if (response.status === 401) return [GUEST_OUTBOX]
  if (!response.ok) throw new Error(`GET /bff/user answered ${response.status}`)
  const user = sessionUserFromClaims(v.parse(claims, await response.json()))
  return user ? [user.username, GUEST_OUTBOX] : [GUEST_OUTBOX]
}

/**
 * Asks, as the guest, for the browser's guest session cookie before a guest's post: true on the
 * guest's 401 (false also when the server cannot be asked).
 */
const claimGuestSession = (deps: BackgroundSendDeps) =>
  deps
    .fetch('/bff/user', {
      credentials: 'same-origin',
      headers: { ...CSRF, [GUEST_SESSION_HEADER]: '1', [GUEST_SENDER_HEADER]: '1' },
    })
    .then(
      (response) => response.status === 401,
      () => false,
    )

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

async function send(
  db: OutboxDb,
  entry: OutboxEntry,
  deps: BackgroundSendDeps,
  asGuest: boolean,
): Promise<Sent> {
  const { request } = entry
  if (!request) return 'wait'
  const expired = expiredEntry(entry, deps.now?.() ?? Date.now())
  if (expired) {
    await putEntry(db, expired)
    return 'failed'
  }
  let response: Response
  try {
    response = await deps.fetch(request.path, {
      method: request.method.toUpperCase(),
      credentials: 'same-origin',
      headers: {
        ...CSRF,
        ...(asGuest ? { [GUEST_SENDER_HEADER]: '1' } : {}),
        'Content-Type': 'application/json',
        'Idempotency-Key': entry.id,
      },
      body: JSON.stringify(request.body),
    })
  } catch {
    return 'unreachable'
  }
  const body = await readBody(response)
  if (response.ok && envelopeSucceeded(body) !== false) {
    await deleteEntry(db, entry.id)
    return 'sent'
  }
  const attempts = entry.attempts + 1
  const lastError = failureText(response.status, body)
  const retry = isRetryableStatus(response.status)
  // The server's Retry-After (429) holds the entry back for pages too, which read nextAttemptAt.
  const asked = retryAfterMs(response.headers.get('retry-after'))
  const wait = asked === undefined ? {} : { nextAttemptAt: Date.now() + asked }
  await putEntry(db, {
    ...entry,
    attempts,
    lastError,
    ...(retry ? wait : { status: 'failed' as const }),
  })
  return retry ? 'wait' : 'failed'
}

/** Sends what the outboxes hold: the signed-in user's, then what a guest queued here. */
export async function sendQueuedInBackground(deps: BackgroundSendDeps): Promise<BackgroundOutcome> {
  let names: string[]
  try {
    names = await outboxesToSend(deps)
  } catch {
    return 'retry'
  }
  let outcome: BackgroundOutcome = 'done'
  for (const name of names) {
    if ((await sendOutbox(name, deps)) === 'retry') outcome = 'retry'
  }
  return outcome
}

async function sendOutbox(name: string, deps: BackgroundSendDeps): Promise<BackgroundOutcome> {
  const asGuest = name === GUEST_OUTBOX
  const run = async (): Promise<BackgroundOutcome> => {
    const db = await openOutboxDb(name)
    try {
      let outcome: BackgroundOutcome = 'done'
      const waiting = new Set<string>()
      // A guest's posts carry their guest session cookie: asked for once, before the first.
      let claimed = !asGuest
      for (const entry of await listEntries(db)) {
        if (entry.status !== 'pending' || waiting.has(entry.kind)) continue
        if (!claimed && !(await claimGuestSession(deps))) return 'retry'
        claimed = true
        const sent = await send(db, entry, deps, asGuest)
        if (sent === 'unreachable') return 'retry'
        if (sent === 'wait') {
          waiting.add(entry.kind)
          if (entry.request) outcome = 'retry'
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
