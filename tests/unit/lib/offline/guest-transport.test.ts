// @vitest-environment jsdom
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendAsGuest, sendRequest } from '~/lib/offline/transport'
import { GUEST_SENDER_HEADER } from '~/shared/guest-session'

/** The headers of each request the platform's fetch was given. */
function recordFetch() {
  const sent: Headers[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push(new Headers(input instanceof Request ? input.headers : init.headers))
    return Response.json({ success: true })
  })
  return sent
}

afterEach(() => vi.unstubAllGlobals())

describe("the outbox's transport", () => {
  const request = { method: 'post' as const, path: '/api/follow/unfollow', body: { id: 'x' } }
  const schema = v.object({ success: v.literal(true) })

  it("marks a guest's queued action as the guest's, with its Idempotency-Key", async () => {
    const sent = recordFetch()
    await sendAsGuest(request, 'key-1', schema)
    expect(sent[0]?.get(GUEST_SENDER_HEADER)).toBe('1')
    expect(sent[0]?.get('Idempotency-Key')).toBe('key-1')
  })

  it("leaves a signed-in user's action unmarked", async () => {
    const sent = recordFetch()
    await sendRequest(request, 'key-2', schema)
    expect(sent[0]?.has(GUEST_SENDER_HEADER)).toBe(false)
    expect(sent[0]?.get('Idempotency-Key')).toBe('key-2')
  })
})
