import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CommunicationError, createApi, getErrorMessage, InvalidResponseError } from '~/lib/api'
import { classifyFailure } from '~/lib/offline/deliver'
import { MSG } from '~/shared/messages'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function apiAnswering(answer: () => Response | Promise<Response>) {
  const sent: { request: Request; body: string }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (input instanceof Request) sent.push({ request: input, body: await input.text() })
    return answer()
  })
  return { api: createApi({ prefixUrl: 'http://app.test/', fetch, readRetries: 0 }), sent }
}

/** A client whose every try answers the next of `answers` (the last one again), with fake time. */
function retryingApi(answers: (() => Response | Promise<Response>)[]) {
  let tries = 0
  const fetch = vi.fn(async () =>
    (answers[Math.min(tries++, answers.length - 1)] ?? answers[0])?.(),
  )
  return {
    api: createApi({ prefixUrl: 'http://app.test/', fetch: fetch as typeof globalThis.fetch }),
    tries: () => tries,
  }
}

/** Settles `promise` while fake time runs on, far past every retry delay. */
async function settled<T>(promise: Promise<T>) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.advanceTimersByTimeAsync(60_000)
  return outcome
}

const likeResult = v.object({ isLiked: v.boolean(), likeCount: v.number() })

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

describe('api client (docs/product.md#calls)', () => {
  it('sends X-CSRF: 1 to the path under the prefix, with the JSON body', async () => {
    const { api, sent } = apiAnswering(() =>
      json(200, { success: true, isLiked: true, likeCount: 3 }),
    )
    await api.post('/api/seen/like', likeResult, { json: { seenShortName: 'abc' } })
    expect(sent).toHaveLength(1)
    const { request, body } = sent[0] ?? { request: new Request('http://none/'), body: '' }
    expect(request.url).toBe('http://app.test/api/seen/like')
    expect(request.method).toBe('POST')
    expect(request.headers.get('X-CSRF')).toBe('1')
    expect(request.credentials).toBe('same-origin')
    expect(JSON.parse(body)).toEqual({ seenShortName: 'abc' })
  })

  it('returns the envelope parsed by the caller’s schema', async () => {
    const { api } = apiAnswering(() => json(200, { success: true, isLiked: true, likeCount: 3 }))
    await expect(api.get('api/x', likeResult)).resolves.toEqual({ isLiked: true, likeCount: 3 })
  })

  it('accepts the older `successful` field', async () => {
    const { api } = apiAnswering(() =>
      json(200, { successful: true, isLiked: false, likeCount: 0 }),
    )
    await expect(api.get('api/x', likeResult)).resolves.toEqual({ isLiked: false, likeCount: 0 })
  })

  it('turns a non-2xx answer into a CommunicationError with every message, line by line', async () => {
    const { api } = apiAnswering(() =>
      json(400, {
        success: false,
        errors: {
          userMessage: ['Headline is required.', 'Caption is required.'],
          headline: ['Headline is required.'],
          webAddress: ['Web Address does not appear to be a valid URL.'],
        },
      }),
    )
    const error = await caught(api.post('api/seen', likeResult, { json: {} }))
    expect(error).toBeInstanceOf(CommunicationError)
    if (!(error instanceof CommunicationError)) return
    expect(error.status).toBe(400)
    expect(error.fromServer).toBe(true)
    expect(error.message).toBe(
      'Headline is required.\nCaption is required.\nWeb Address does not appear to be a valid URL.',
    )
    expect(error.fieldErrors.headline).toEqual(['Headline is required.'])
  })

  it('gives a status text when a failure has no envelope', async () => {
    const { api } = apiAnswering(() => new Response(null, { status: 401 }))
    const error = await caught(api.get('api/x', likeResult))
    expect(error).toMatchObject({ status: 401, message: MSG.notLoggedIn, fromServer: false })
  })

  it('treats success: false on a 2xx as a failure', async () => {
    const { api } = apiAnswering(() =>
      json(200, { success: false, errors: { userMessage: ['Failed to toggle like'] } }),
    )
    const error = await caught(api.post('api/seen/like', likeResult))
    expect(error).toBeInstanceOf(CommunicationError)
    expect(getErrorMessage(error)).toBe('Failed to toggle like')
  })

  it('reports an unreachable server as status 0', async () => {
    const { api } = apiAnswering(() => Promise.reject(new TypeError('fetch failed')))
    const error = await caught(api.get('api/x', likeResult))
    expect(error).toMatchObject({ status: 0, message: MSG.communicationError })
  })

  it('rejects a body that does not match the schema', async () => {
    const { api } = apiAnswering(() => json(200, { success: true, isLiked: 'yes' }))
    const error = await caught(api.get('api/x', likeResult))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(getErrorMessage(error)).toBe(MSG.invalidResponse)
  })

  it('rejects a 2xx answer that is not an envelope, or not JSON', async () => {
    const { api } = apiAnswering(() => json(200, { isLiked: true, likeCount: 1 }))
    expect(await caught(api.get('api/x', likeResult))).toBeInstanceOf(InvalidResponseError)
    const html = apiAnswering(() => new Response('<html></html>', { status: 200 }))
    expect(await caught(html.api.get('api/x', likeResult))).toBeInstanceOf(InvalidResponseError)
  })

  it('reads plain JSON without an envelope through getJson', async () => {
    const { api } = apiAnswering(() => json(200, [{ type: 'name', value: 'ada' }]))
    const claims = v.array(v.object({ type: v.string(), value: v.string() }))
    await expect(api.getJson('bff/user', claims)).resolves.toEqual([{ type: 'name', value: 'ada' }])
  })

  it('passes an abort through untouched so cancelled queries stay cancelled', async () => {
    const { api } = apiAnswering(() => Promise.reject(new DOMException('aborted', 'AbortError')))
    const error = await caught(api.get('api/x', likeResult))
    expect(error).toBeInstanceOf(DOMException)
  })
})

describe('the one retry rule, on the HTTP client (ky retry)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const ok = () => json(200, { success: true, isLiked: true, likeCount: 1 })

  it('tries a read again, at most twice, after a lost connection or a server error', async () => {
    const refused = () => Promise.reject(new TypeError('fetch failed'))
    const twice = retryingApi([refused, () => json(503, {}), ok])
    expect(await settled(twice.api.get('api/x', likeResult))).toEqual({
      value: { isLiked: true, likeCount: 1 },
    })
    expect(twice.tries()).toBe(3)
    const always = retryingApi([refused])
    expect(await settled(always.api.get('api/x', likeResult))).toMatchObject({
      error: { status: 0 },
    })
    expect(always.tries()).toBe(3)
  })

  it('never tries a write again: the outbox does, under its Idempotency-Key', async () => {
    const client = retryingApi([() => json(503, {}), ok])
    expect(await settled(client.api.post('api/x', likeResult))).toMatchObject({
      error: { status: 503 },
    })
    expect(client.tries()).toBe(1)
  })

  it('waits what Retry-After asks before trying a read again', async () => {
    const client = retryingApi([
      () => new Response(null, { status: 429, headers: { 'Retry-After': '5' } }),
      ok,
    ])
    const outcome = client.api.get('api/x', likeResult)
    await vi.advanceTimersByTimeAsync(4_900)
    expect(client.tries()).toBe(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(client.tries()).toBe(2)
    await expect(outcome).resolves.toEqual({ isLiked: true, likeCount: 1 })
  })

  it('follows the same rule as the offline outbox for every status', async () => {
    for (let status = 200; status < 600; status += status < 400 ? 100 : 1) {
      if (status < 400) continue
      const client = retryingApi([() => json(status, {}), ok])
      const outcome = await settled(client.api.get('api/x', likeResult))
      const error = new CommunicationError('x', status)
      const rule = classifyFailure(error) === 'retry'
      expect(client.tries() > 1, `status ${status}`).toBe(rule)
      expect('value' in outcome, `status ${status}`).toBe(rule)
    }
  })

  it('does not try a cancelled read again', async () => {
    const client = retryingApi([() => Promise.reject(new DOMException('aborted', 'AbortError'))])
    expect(await settled(client.api.get('api/x', likeResult))).toMatchObject({
      error: { name: 'AbortError' },
    })
    expect(client.tries()).toBe(1)
  })
})

describe('getErrorMessage', () => {
  it('reads errors and strings, and falls back for anything else', () => {
    expect(getErrorMessage(new Error('boom'))).toBe('boom')
    expect(getErrorMessage('plain')).toBe('plain')
    expect(getErrorMessage({ message: 1 })).toBe(MSG.unexpected)
    expect(getErrorMessage(undefined)).toBe(MSG.unexpected)
  })
})

describe('a file through the same client (getFile)', () => {
  it('hands over the bytes and headers, sent with the CSRF header and the cookie', async () => {
    const { api, sent } = apiAnswering(
      () =>
        new Response('BEGIN:VCALENDAR', {
          headers: { 'Content-Disposition': 'attachment; filename="Garden.ics"' },
        }),
    )
    const file = await api.getFile('/api/seen/Garden1/calendar.ics')
    expect(await file.blob.text()).toBe('BEGIN:VCALENDAR')
    expect(file.headers.get('content-disposition')).toContain('Garden.ics')
    expect(sent[0]?.request.url).toBe('http://app.test/api/seen/Garden1/calendar.ics')
    expect(sent[0]?.request.headers.get('X-CSRF')).toBe('1')
    expect(sent[0]?.request.credentials).toBe('same-origin')
  })

  it('fails as any call does when the server refuses', async () => {
    const { api } = apiAnswering(() => json(404, { success: false, errors: {} }))
    const error = await caught(api.getFile('/api/seen/Nobody1/calendar.ics'))
    expect(error).toBeInstanceOf(CommunicationError)
    expect((error as CommunicationError).status).toBe(404)
  })
})
