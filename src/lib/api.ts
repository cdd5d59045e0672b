import type * as v from 'valibot'
import { MSG } from '~/shared/messages'
import {
  envelopeErrors,
  envelopeMessages,
  envelopeSucceeded,
  type FieldErrors,
  failureText,
} from './envelope'
import { isRetryableStatus, retryAfterMs } from './offline/retryable'
import { parseSalvaging } from './salvage'

/**
 * A call that did not work: a non-2xx status or `success: false` (docs/product.md#calls). The
 * message is the envelope's messages joined line by line; `status` 0 means the server was not
 * reached.
 */
export class CommunicationError extends Error {
  override name = 'CommunicationError'
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
    /**
     * Whether the message came from the server (docs/product.md#error-texts prefers it over a
     * fallback text).
     */
    readonly fromServer = false,
    /** How long the server asked to wait before trying again (`Retry-After`), in ms. */
    readonly retryAfterMs?: number,
    /** Status 0 only: the request reached nothing within its deadline (lie-fi), not refused. */
    readonly timedOut = false,
  ) {
    super(message)
  }
}

/**
 * The client's one retry rule, used by React Query and by the offline outbox alike: a call
 * that failed may pass when tried again only if it did not reach the server or the status
 * says so (`isRetryableStatus`). Anything else, an unreadable answer included, fails again.
 */
export const isRetryable = (error: unknown): boolean =>
  error instanceof CommunicationError && isRetryableStatus(error.status)

/** A 2xx answer whose body is not the shape the caller's schema describes. */
export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError'
  constructor(readonly issues: readonly v.BaseIssue<unknown>[] = []) {
    super(MSG.invalidResponse)
  }
}

/** The text to show for any thrown value. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return MSG.unexpected
}

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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
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

/** What a test may replace: the address calls are made under, and `fetch` itself. */
export interface ApiDefaults {
  prefixUrl?: string
  fetch?: typeof fetch
}

/**
 * The app's root as an absolute URL: what '/' means in a page, also valid under jsdom; a
 * worker's own location where there is no document (the service worker passes `prefixUrl`).
 */
const appRoot = () => {
  const base = (globalThis as { document?: { baseURI: string } }).document?.baseURI
  const here = base ?? (globalThis as { location?: { href: string } }).location?.href
  return here ? new URL('/', here).href : '/'
}

function requestFor(prefix: string, method: Method, path: string, options: CallOptions) {
  const url = new URL(path.replace(/^\/+/, ''), prefix.endsWith('/') ? prefix : `${prefix}/`)
  const query = options.searchParams
  if (query) {
    const params = query instanceof URLSearchParams ? query : Object.entries(query)
    for (const [name, value] of params) url.searchParams.append(name, String(value))
  }
  const headers = new Headers({ 'X-CSRF': '1', Accept: 'application/json', ...options.headers })
  const hasBody = options.json !== undefined
  if (hasBody) headers.set('Content-Type', 'application/json')
  return new Request(url, {
    method: method.toUpperCase(),
    credentials: 'same-origin',
    headers,
    body: hasBody ? JSON.stringify(options.json) : undefined,
    signal: options.signal,
  })
}

/**
 * The one HTTP client (the platform's `fetch`). Every call sends `X-CSRF: 1` with the session
 * cookie, never retries (React Query decides that) and never toasts (callers do,
 * docs/product.md#error-texts). Paths may start with '/'.
 */
export function createApi(defaults: ApiDefaults = {}) {
  async function send(method: Method, path: string, options: CallOptions = {}) {
    const deadline =
      options.deadlineMs === null
        ? new AbortController().signal
        : AbortSignal.timeout(method === 'get' ? READ_DEADLINE_MS : WRITE_DEADLINE_MS)
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
    const stall = setTimeout(() => reportReachability('stalled'), STALL_NOTICE_MS)
    let response: Response
    let body: unknown
    try {
      const request = requestFor(defaults.prefixUrl ?? appRoot(), method, path, {
        ...options,
        signal,
      })
      response = await (defaults.fetch ?? fetch)(request)
      // The deadline covers the body too: an answer whose headers came and whose body stalls.
      body = await readJson(response)
    } catch (error) {
      const timedOut = deadline.aborted && !options.signal?.aborted
      if (isAbort(error) && !timedOut) throw error
      reportReachability(timedOut ? 'timeout' : 'unreachable')
      throw new CommunicationError(MSG.communicationError, 0, {}, false, undefined, timedOut)
    } finally {
      clearTimeout(stall)
    }
    reportReachability('reached')
    if (!response.ok) throw failure(response.status, body, response.headers.get('retry-after'))
    return { status: response.status, body }
  }

  async function call<S extends v.GenericSchema>(
    method: Method,
    path: string,
    schema: S,
    options?: CallOptions,
  ): Promise<v.InferOutput<S>> {
    const { status, body } = await send(method, path, options)
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
      parse(schema, (await send('get', path, options)).body),
  }
}

export type Api = ReturnType<typeof createApi>

export const api = createApi()

export { retryAfterMs }
