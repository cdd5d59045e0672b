/**
 * The service worker's share target (sw/share-target.ts): the person's own share sheet (a
 * top-level navigation with no referrer) and this site's pages fill the queue; a form another
 * site posted is sent to the page with a message and nothing is kept (issue 40, finding 10).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SHARE_TARGET } from '~/shared/share-target'

type Handler = (options: { request: Request }) => Promise<Response>

const routes = vi.hoisted(() => ({ handler: undefined as Handler | undefined }))
const kept = vi.hoisted(() => ({ calls: 0 }))

vi.mock('workbox-routing', () => ({
  registerRoute: (_match: unknown, handler: Handler) => {
    routes.handler = handler
  },
}))
vi.mock('../../src/lib/offline/shared-photos', () => ({
  keepSharedPhotos: async (values: readonly unknown[]) => {
    kept.calls += 1
    return { kept: values.length, notPhotos: 0, overLimit: 0 }
  },
}))

beforeAll(async () => {
  vi.stubGlobal('self', {
    location: { origin: 'https://seen.example', href: 'https://seen.example/sw.js' },
  })
  // Named through a variable: sw/ is typed against WebWorker (sw/tsconfig.json), not the DOM
  // program this test is checked in.
  const worker = '../../sw/share-target'
  const { receiveSharedPhotos } = (await import(/* @vite-ignore */ worker)) as {
    receiveSharedPhotos: () => void
  }
  receiveSharedPhotos()
})
beforeEach(() => {
  kept.calls = 0
})

/** A share POST as the worker's fetch event holds it (its referrer and policy, no Sec- headers). */
function share(init: { referrer: string; referrerPolicy?: ReferrerPolicy }): Request {
  const form = new FormData()
  for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) {
    form.append(SHARE_TARGET.filesField, new File(['jpeg'], name, { type: 'image/jpeg' }))
  }
  return new Request(`https://seen.example${SHARE_TARGET.action}`, {
    method: 'POST',
    body: form,
    ...init,
  })
}

async function receive(request: Request) {
  if (!routes.handler) throw new Error('the share target registered no route')
  const res = await routes.handler({ request })
  return { status: res.status, location: res.headers.get('location') }
}

describe('the share target in the service worker', () => {
  it('keeps a share from the share sheet: no referrer, the browser’s default policy', async () => {
    for (const referrerPolicy of ['', 'strict-origin-when-cross-origin'] as const) {
      expect(await receive(share({ referrer: '', referrerPolicy }))).toEqual({
        status: 303,
        location: 'https://seen.example/share',
      })
    }
    expect(kept.calls).toBe(2)
  })

  it('keeps a share posted by a page of this site', async () => {
    await receive(share({ referrer: 'https://seen.example/seen_list' }))
    expect(kept.calls).toBe(1)
  })

  it('keeps nothing another site posted, and the page says why', async () => {
    const foreign = [
      share({ referrer: 'https://evil.example/' }),
      share({ referrer: 'https://photos.seen.example.evil.example/x' }),
      // A page hiding where it is: its policy shows even when its address does not.
      share({ referrer: '', referrerPolicy: 'no-referrer' }),
      share({ referrer: '', referrerPolicy: 'same-origin' }),
    ]
    for (const request of foreign) {
      expect(await receive(request)).toEqual({
        status: 303,
        location: 'https://seen.example/share?problem=foreign',
      })
    }
    expect(kept.calls).toBe(0)
  })
})
