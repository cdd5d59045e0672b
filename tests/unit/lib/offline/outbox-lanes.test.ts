import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defineOfflineMutation } from '~/lib/offline'
import type { OutboxOptions } from '~/lib/offline/outbox'
import { likeKind, setup } from './helpers'

/** A clip-like ordered kind whose send takes as long as the test wants (the bulk lane). */
const uploadKind = defineOfflineMutation({
  kind: 'test.upload',
  policy: 'ordered',
  bulk: true,
  request: (name: string, target) => ({ method: 'post', path: '/upload', body: { target, name } }),
  response: v.object({}),
  apply: () => undefined,
  rollback: () => undefined,
})

describe('the outbox’s lanes', () => {
  it('sends a like queued during a long upload at once, not after the upload', async () => {
    const { open } = setup()
    const sent: string[] = []
    let finishUpload = () => {}
    const uploadDone = new Promise<void>((resolve) => {
      finishUpload = resolve
    })
    const transport: OutboxOptions['transport'] = async (request) => {
      sent.push(request.path)
      if (request.path === '/upload') await uploadDone
      return request.path === '/like' ? { isLiked: true } : {}
    }
    const outbox = await open({ transport })
    await outbox.queueOrdered(uploadKind, 'seen', 'first-dance.mp4')
    await expect.poll(() => sent).toEqual(['/upload'])

    await outbox.queueToggle(likeKind, 'a1', true, false)
    await expect.poll(() => sent).toEqual(['/upload', '/like'])
    expect(outbox.snapshot().map((entry) => entry.kind)).toEqual(['test.upload'])

    finishUpload()
    await outbox.drain()
    expect(outbox.snapshot()).toEqual([])
    outbox.close()
  })
})
