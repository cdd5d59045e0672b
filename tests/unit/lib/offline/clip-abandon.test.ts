/**
 * A clip refused for good and dismissed ends its upload on the server (a tus DELETE) and forgets
 * its URL, so the poster's open uploads (CLIP_LIMITS.openUploads) are not held for a day.
 */
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CommunicationError } from '~/lib/api'
import { defineOfflineMutation } from '~/lib/offline'
import { readStoredUpload, storeUpload } from '~/lib/offline/clip-upload-store'
import { GUEST_OUTBOX } from '~/lib/offline/outbox-db'
import { GUEST_SENDER_HEADER } from '~/shared/guest-session'
import { fakeServer, messageKind, setup } from './helpers'

const UPLOAD_URL = 'https://seen.example/api/clip-upload/0123456789abcdef0123456789abcdef'

/** A clip-like kind: its request names a file to upload first, as appearances.post-clip's does. */
const clipKind = defineOfflineMutation({
  kind: 'test.clip',
  policy: 'ordered',
  bulk: true,
  request: (name: string, seenShortName) => ({
    method: 'post',
    path: '/api/appearance',
    body: { appearanceRecord: { name } },
    clip: {
      file: new Blob(['not really a clip']),
      contentType: 'video/mp4',
      seenShortName,
      recordField: 'appearanceRecord',
    },
  }),
  response: v.object({}),
  apply: () => undefined,
  rollback: () => undefined,
})

const refused = () => new CommunicationError('This Seen has ended.', 403, {}, true)

/** Opens an outbox whose every send is refused, queues `kind`, and returns the failed entry. */
async function failedEntry(
  open: ReturnType<typeof setup>['open'],
  kind: typeof clipKind | typeof messageKind,
) {
  const server = fakeServer(refused)
  const outbox = await open({ transport: server.transport })
  await outbox.queueOrdered(kind, 'garden_wedding', 'first-dance')
  await outbox.drain()
  const [entry] = outbox.snapshot()
  expect(entry?.status).toBe('failed')
  return { outbox, id: entry?.id ?? '' }
}

function fetchSpy() {
  const spy = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }),
  )
  vi.stubGlobal('fetch', spy)
  return spy
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('dismissing a refused clip', () => {
  it("DELETEs its upload on the server and forgets the upload's URL", async () => {
    const spy = fetchSpy()
    const { outbox, id } = await failedEntry(setup().open, clipKind)
    await storeUpload(id, { url: UPLOAD_URL, finished: false, savedAt: 0 })

    await outbox.dismiss(id)
    await expect.poll(() => spy.mock.calls.length).toBe(1)
    const [url, init] = spy.mock.calls[0] ?? []
    expect(url).toBe(UPLOAD_URL)
    expect(init?.method).toBe('DELETE')
    expect(init?.headers).toEqual({ 'Tus-Resumable': '1.0.0', 'X-CSRF': '1' })
    await expect.poll(() => readStoredUpload(id)).toBeUndefined()
    expect(outbox.snapshot()).toEqual([])
    outbox.close()
  })

  it("a guest's outbox sends its DELETE as the guest's, as its sends were", async () => {
    const spy = fetchSpy()
    const { open } = setup()
    const asGuest = (options: Parameters<typeof open>[0]) =>
      open({ ...options, username: GUEST_OUTBOX })
    const { outbox, id } = await failedEntry(asGuest, clipKind)
    await storeUpload(id, { url: UPLOAD_URL, finished: true, savedAt: 0 })

    await outbox.dismiss(id)
    await expect.poll(() => spy.mock.calls.length).toBe(1)
    expect(spy.mock.calls[0]?.[1]?.headers).toMatchObject({ [GUEST_SENDER_HEADER]: '1' })
    outbox.close()
  })

  it('a server that cannot be reached leaves the upload to its expiry; the entry still goes', async () => {
    const spy = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', spy)
    const { outbox, id } = await failedEntry(setup().open, clipKind)
    await storeUpload(id, { url: UPLOAD_URL, finished: false, savedAt: 0 })

    await outbox.dismiss(id)
    await expect.poll(() => spy.mock.calls.length).toBe(1)
    expect(outbox.snapshot()).toEqual([])
    outbox.close()
  })

  it('dismissing anything else asks the server nothing', async () => {
    const spy = fetchSpy()
    const { outbox, id } = await failedEntry(setup().open, messageKind)
    await outbox.dismiss(id)
    expect(outbox.snapshot()).toEqual([])
    expect(spy).not.toHaveBeenCalled()
    outbox.close()
  })
})
