import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { CommunicationError, createApi, getErrorMessage, InvalidResponseError } from '~/lib/api'
import { MSG } from '~/shared/messages'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function apiAnswering(answer: () => Response | Promise<Response>) {
  const sent: { request: Request; body: string }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (input instanceof Request) sent.push({ request: input, body: await input.text() })
    return answer()
  })
  return { api: createApi({ prefixUrl: 'http://app.test/', fetch }), sent }
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

describe('getErrorMessage', () => {
  it('reads errors and strings, and falls back for anything else', () => {
    expect(getErrorMessage(new Error('boom'))).toBe('boom')
    expect(getErrorMessage('plain')).toBe('plain')
    expect(getErrorMessage({ message: 1 })).toBe(MSG.unexpected)
    expect(getErrorMessage(undefined)).toBe(MSG.unexpected)
  })
})
