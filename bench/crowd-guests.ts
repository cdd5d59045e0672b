/**
 * The crowd: guests who each ask for a guest session (GET /bff/user with X-Guest-Session: 1, as
 * the app does right before a first post) and then send their batch one photo after another, as
 * the outbox does: each POST /api/appearance with its own Idempotency-Key, the same key again
 * after a 5xx or a dropped connection. A 429 stops that guest's batch, as the outbox would then
 * wait its Retry-After (up to an hour) before sending the rest. `concurrency` guests are sending
 * at once; nothing new starts after `deadline` (performance.now()).
 */
import { randomUUID } from 'node:crypto'
import { labelledJpeg } from './crowd-photos'

export interface CrowdPlan {
  base: string
  shortName: string
  /** What every request carries: the venue's proxy headers. */
  headers: Record<string, string>
  guests: number
  photos: number
  concurrency: number
  pool: Buffer[]
  deadline: number
}

export interface CrowdResult {
  /** Accepted posts: headline -> performance.now() when its first attempt started. */
  accepted: Map<string, number>
  /** Milliseconds from each accepted post's first attempt to its answer. */
  answerMs: number[]
  /** Posts answered 429 (the rest of that guest's batch then waits). */
  refused429: number
  retryAfterMaxS: number
  /** Guests who got no guest session, refused or unanswered (their whole batch waits). */
  sessionsRefused: number
  /** Posts that failed otherwise, by status or error, after the outbox's retries. */
  failed: Map<string, number>
  retries: number
  firstStart: number
  lastAnswer: number
}

const ATTEMPTS = 3
const TIMEOUT_MS = 130_000

export const headlineOf = (guest: number, photo: number) => `Crowd guest ${guest} photo ${photo}`

export async function runCrowd(plan: CrowdPlan): Promise<CrowdResult> {
  const result: CrowdResult = {
    accepted: new Map(),
    answerMs: [],
    refused429: 0,
    retryAfterMaxS: 0,
    sessionsRefused: 0,
    failed: new Map(),
    retries: 0,
    firstStart: performance.now(),
    lastAnswer: performance.now(),
  }
  const fail = (what: string) => result.failed.set(what, (result.failed.get(what) ?? 0) + 1)
  const noteWait = (res: Response) => {
    result.retryAfterMaxS = Math.max(result.retryAfterMaxS, Number(res.headers.get('retry-after')))
  }

  /** One photo; false when the batch stops here. */
  async function post(cookie: string, guest: number, photo: number): Promise<boolean> {
    const headline = headlineOf(guest, photo)
    const jpeg = plan.pool[(guest * plan.photos + photo) % plan.pool.length] ?? Buffer.alloc(0)
    const body = JSON.stringify({
      appearanceRecord: {
        appearanceShortName: '-new-',
        seenShortName: plan.shortName,
        displayUserName: `Guest ${guest}`,
        headline,
        caption: 'After the first dance.',
        relativeLocation: 1,
        hasPhoto: true,
        imageInfo: { image: labelledJpeg(jpeg, headline) },
      },
    })
    const key = randomUUID()
    const started = performance.now()
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${plan.base}/api/appearance`, {
        method: 'POST',
        headers: {
          ...plan.headers,
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
          Cookie: cookie,
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
      if (!(res instanceof Error)) await res.arrayBuffer()
      const answered = performance.now()
      result.lastAnswer = Math.max(result.lastAnswer, answered)
      if (!(res instanceof Error) && res.status === 200) {
        result.accepted.set(headline, started)
        result.answerMs.push(answered - started)
        return true
      }
      if (!(res instanceof Error) && res.status === 429) {
        result.refused429 += 1
        noteWait(res)
        return false
      }
      const transient = res instanceof Error || res.status >= 500
      if (!transient || attempt === ATTEMPTS) {
        fail(res instanceof Error ? res.name : String(res.status))
        return false
      }
      result.retries += 1
      await new Promise((done) => setTimeout(done, 1000 * attempt))
    }
  }

  async function guest(g: number) {
    const ask = await fetch(`${plan.base}/bff/user`, {
      headers: { ...plan.headers, 'X-Guest-Session': '1' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
    if (ask instanceof Error) {
      result.sessionsRefused += 1
      return
    }
    await ask.arrayBuffer()
    const cookie = ask.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => /^(__Host-)?seen_guest=/.test(pair))
    if (!cookie) {
      if (ask.status === 429) noteWait(ask)
      result.sessionsRefused += 1
      return
    }
    for (let n = 0; n < plan.photos; n++) {
      if (performance.now() > plan.deadline || !(await post(cookie, g, n))) return
    }
  }

  let next = 0
  const worker = async () => {
    while (next < plan.guests) {
      const g = next++
      if (performance.now() <= plan.deadline) await guest(g)
    }
  }
  result.firstStart = performance.now()
  await Promise.all(Array.from({ length: plan.concurrency }, worker))
  return result
}
