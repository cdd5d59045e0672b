import ky, { HTTPError, TimeoutError } from 'ky'
import type * as v from 'valibot'
import { MSG } from '~/shared/messages'
import { CommunicationError, InvalidResponseError } from './api-errors'
import { envelopeErrors, envelopeMessages, envelopeSucceeded, failureText } from './envelope'
import { isRetryableStatus, retryAfterMs } from './offline/retryable'
import { parseSalvaging } from './salvage'

export {
  CommunicationError,
  getErrorMessage,
  InvalidResponseError,
  isRetryable,
} from './api-errors'

function failure(status: number, body: unknown, retryAfter?: string | null): CommunicationError {
  const fromServer = envelopeMessages(body).length > 0
  return new CommunicationError(
    failureText(status, body),
    status,
    fromServer ? envelopeErrors(body) : {},
    fromServer,
    retryAfterMs(retryAfter ?? null),
  )
}

/** The answer as `schema` reads it; a list item it cannot read is left out (./salvage.ts). */
function parse<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = parseSalvaging(schema, body)
  if (!result.success) throw new InvalidResponseError(result.issues)
  return result.output
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError'

/**
 * Deadlines (docs/architecture/offline.md: every request has one). A read gives up after
 * READ_DEADLINE_MS, so a venue network that says it is online but answers nothing is noticed within
 * seconds and the page shows what it has saved; a JSON write (small: photos go through
 * `uploadWithProgress`) gets WRITE_DEADLINE_MS, and one that gives up is retried from the outbox
 * under its key.
 */
export const READ_DEADLINE_MS = 3_500
export const WRITE_DEADLINE_MS = 10_000
/**
 * A request still unanswered this long (a write, which waits longer than a read) reports
 * `stalled`: connectivity then asks the server whether it answers at all, so a stalled write
 * is said as fast as a stalled read (issue 41), while a slow answer from a reachable server
 * says nothing.
 */
export const STALL_NOTICE_MS = 1_500

/**
 * What a request learnt about the connection: an answer came, nothing did within its deadline,
 * it was refused, or it is still waiting past STALL_NOTICE_MS.
 */
export type Reachability = 'reached' | 'timeout' | 'unreachable' | 'stalled'
const reachabilityListeners = new Set<(what: Reachability) => void>()

/** Told after every request of this client and of uploads (lib/offline/connectivity.ts). */
export function observeReachability(listener: (what: Reachability) => void) {
  reachabilityListeners.add(listener)
  return () => void reachabilityListeners.delete(listener)
}

export function reportReachability(what: Reachability) {
  for (const listener of reachabilityListeners) listener(what)
}

type Query = URLSearchParams | Record<string, string | number | boolean>

/** Per-call options: query string, JSON body, extra headers (Idempotency-Key), abort signal. */
export interface CallOptions {
  searchParams?: Query
  json?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /**
   * null: no deadline, for a photo the service worker sends, where no progress tells a stall
   * from a slow link (pages send photos with `uploadWithProgress` and its stall timeout).
   */
  deadlineMs?: null
}
type Method = 'get' | 'post' | 'put' | 'delete'

/** What a test may replace: the address calls are made under, `fetch` itself, read retries. */
export interface ApiDefaults {
  prefixUrl?: string
  fetch?: typeof fetch
  readRetries?: number
}

/**
 * The one retry rule for reads, on the HTTP client: a read that did not reach the server, timed
 * out, or got a status that may pass later (`isRetryableStatus`) is tried again at most twice,
 * after 1 s and 2 s, or when `Retry-After` says (up to READ_RETRY_AFTER_MAX_MS). Writes are never
 * retried here: the outbox sends them again under their Idempotency-Key (lib/offline/deliver.ts),
 * by the same rule.
 */
export const READ_RETRIES = 2
const READ_RETRY_AFTER_MAX_MS = 10_000
const RETRYABLE_STATUSES = Array.from({ length: 500 }, (_, i) => 100 + i).filter(isRetryableStatus)
const readRetry = (limit: number) => ({
  limit,
  methods: ['get'],
  statusCodes: RETRYABLE_STATUSES,
  afterStatusCodes: [429, 503],
  maxRetryAfter: READ_RETRY_AFTER_MAX_MS,
  retryOnTimeout: true,
  // A cancelled read (React Query cancels what no screen needs any more) stays cancelled.
  shouldRetry: ({ error }: { error: Error }) => (isAbort(error) ? false : undefined),
  delay: (attempt: number) => 1000 * 2 ** (attempt - 1),
})

/**
 * The app's root as an absolute URL: what '/' means in a page, also valid under jsdom; a
 * worker's own location where there is no document (the service worker passes `prefixUrl`).
 */
const appRoot = () => {
  const base = (globalThis as { document?: { baseURI: string } }).document?.baseURI
  const here = base ?? (globalThis as { location?: { href: string } }).location?.href
  return here ? new URL('/', here).href : '/'
}

/** The body as JSON (undefined when empty or not JSON), given up on after `deadlineMs`. */
async function readJson(response: Response, deadlineMs: number | false): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stalled = new Promise<never>((_, reject) => {
    if (deadlineMs === false) return
    timer = setTimeout(() => {
      void response.body?.cancel().catch(() => undefined)
      reject(new TimeoutError(new Request(response.url || 'http://body.invalid/')))
    }, deadlineMs)
  })
  try {
    const text = await Promise.race([response.text(), stalled])
    if (!text) return undefined
    try {
      return JSON.parse(text)
    } catch {
      return undefined
    }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The one HTTP client: a configured `ky` instance. Every call sends `X-CSRF: 1` (a hook) with
 * the session cookie, has a deadline (ky's `timeout`, and the same again for the body: an
 * answer whose headers came and whose body stalls), retries reads by the one rule (ky's
 * `retry`) and never toasts (callers do, docs/product.md#error-texts). The envelope and the
 * error classes are ours. Paths may start with '/'.
 */
export function createApi(defaults: ApiDefaults = {}) {
  const http = ky.create({
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    retry: readRetry(defaults.readRetries ?? READ_RETRIES),
    ...(defaults.fetch ? { fetch: defaults.fetch } : {}),
    hooks: {
      beforeRequest: [(request) => request.headers.set('X-CSRF', '1')],
      // A failed try that will be tried again still tells connectivity what it learnt.
      beforeRetry: [({ error }) => reportReachability(reachabilityOf(error))],
    },
  })

  /** One request; `read` takes the answer's body, under the same deadline. */
  async function send<T>(
    method: Method,
    path: string,
    options: CallOptions,
    read: (response: Response, deadlineMs: number | false) => Promise<T>,
  ) {
    const deadline =
      options.deadlineMs === null ? false : method === 'get' ? READ_DEADLINE_MS : WRITE_DEADLINE_MS
    const stall = setTimeout(() => reportReachability('stalled'), STALL_NOTICE_MS)
    let response: Response
    let body: T
    try {
      response = await http(path.replace(/^\/+/, ''), {
        method,
        prefixUrl: defaults.prefixUrl ?? appRoot(),
        timeout: deadline,
        throwHttpErrors: true,
        ...(options.searchParams ? { searchParams: options.searchParams } : {}),
        ...(options.json !== undefined ? { json: options.json } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      })
      body = await read(response, deadline)
    } catch (error) {
      if (error instanceof HTTPError) {
        reportReachability('reached')
        const failed = error.response
        throw failure(
          failed.status,
          await readJson(failed, deadline),
          failed.headers.get('retry-after'),
        )
      }
      if (isAbort(error)) throw error
      const what = reachabilityOf(error)
      reportReachability(what)
      throw new CommunicationError(
        MSG.communicationError,
        0,
        {},
        false,
        undefined,
        what === 'timeout',
      )
    } finally {
      clearTimeout(stall)
    }
    reportReachability('reached')
    return { status: response.status, body }
  }

  async function call<S extends v.GenericSchema>(
    method: Method,
    path: string,
    schema: S,
    options?: CallOptions,
  ): Promise<v.InferOutput<S>> {
    const { status, body } = await send(method, path, options ?? {}, readJson)
    const succeeded = envelopeSucceeded(body)
    if (succeeded === undefined) throw new InvalidResponseError()
    if (!succeeded) throw failure(status, body)
    return parse(schema, body)
  }

  return {
    get: <S extends v.GenericSchema>(path: string, schema: S, options?: CallOptions) =>
      call('get', path, schema, options),
    post: <S extends v.GenericSchema>(path: string, schema: S, options?: CallOptions) =>
      call('post', path, schema, options),
    put: <S extends v.GenericSchema>(path: string, schema: S, options?: CallOptions) =>
      call('put', path, schema, options),
    delete: <S extends v.GenericSchema>(path: string, schema: S, options?: CallOptions) =>
      call('delete', path, schema, options),
    /** A plain JSON answer without the envelope (the BFF's claims list). */
    getJson: async <S extends v.GenericSchema>(path: string, schema: S, options?: CallOptions) =>
      parse(schema, (await send('get', path, options ?? {}, readJson)).body),
    /** A file the server answers (a Seen's .ics): its bytes and headers, or a failure as above. */
    getFile: async (path: string, options?: CallOptions) =>
      (
        await send('get', path, options ?? {}, async (response) => ({
          blob: await response.blob(),
          headers: response.headers,
        }))
      ).body,
  }
}

/** What a request that got no answer learnt: nothing came in time, or it was refused. */
const reachabilityOf = (error: unknown): Reachability =>
  error instanceof HTTPError ? 'reached' : error instanceof TimeoutError ? 'timeout' : 'unreachable'

export type Api = ReturnType<typeof createApi>

export const api = createApi()

export { retryAfterMs }
