/**
 * The service worker's own replay (DESIGN §8, Background Sync). When the browser wakes the
 * worker because the connection is back and no page of the app is open, nobody else would send
 * the outbox until the app is opened again: phones at a venue are often put away. The worker
 * sends it then, as the page would:
 *
 * - It asks `GET /bff/user` whose browser this is now and opens that user's outbox, or the
 *   guest outbox while the answer is 401 (the same request gives a guest their session cookie
 *   first, see `guest-outbox.ts`), asked again before each of a guest's posts. So an entry is
 *   only ever sent as whoever queued it.
 * - It holds the outbox's Web Lock, so a tab's drain and this one never overlap, and sends each
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

/** Whose outbox may be sent now: the signed-in user's name, or the guest outbox. */
async function currentOutbox(deps: BackgroundSendDeps): Promise<string> {
  const response = await deps.fetch('/bff/user', {
    credentials: 'same-origin',
    headers: { ...CSRF, [GUEST_SESSION_HEADER]: '1' },
  })
  if (response.status === 401) return GUEST_OUTBOX
  if (!response.ok) throw new Error(`GET /bff/user answered ${response.status}`)
  const user = sessionUserFromClaims(v.parse(claims, await response.json()))
  return user?.username ?? GUEST_OUTBOX
}

/** Whether this browser is a guest now (false also when the server cannot be asked). */
const stillGuest = (deps: BackgroundSendDeps) =>
  currentOutbox(deps).then(
    (name) => name === GUEST_OUTBOX,
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

/** Sends what the outbox holds for whoever this browser is now. */
export async function sendQueuedInBackground(deps: BackgroundSendDeps): Promise<BackgroundOutcome> {
  let name: string
  try {
    name = await currentOutbox(deps)
  } catch {
    return 'retry'
  }
  const run = async (): Promise<BackgroundOutcome> => {
    const db = await openOutboxDb(name)
    try {
      let outcome: BackgroundOutcome = 'done'
      const waiting = new Set<string>()
      let confirmed = true
      for (const entry of await listEntries(db)) {
        if (entry.status !== 'pending' || waiting.has(entry.kind)) continue
        // Someone may sign in while a guest's batch goes: each of its posts is sent only right
        // after the browser was found to be the guest still.
        if (!confirmed && !(await stillGuest(deps))) return 'retry'
        confirmed = name !== GUEST_OUTBOX
        const sent = await send(db, entry, deps, name === GUEST_OUTBOX)
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
