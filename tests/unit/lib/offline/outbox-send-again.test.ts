import { describe, expect, it } from 'vitest'
import { CommunicationError } from '~/lib/api'
import { fakeServer, messageKind, setup } from './helpers'

describe('sending a refused action again', () => {
  it('queues it under a new key, shows it again and sends it once', async () => {
    const { open, client } = setup()
    let refuse = true
    const server = fakeServer(() =>
      refuse ? new CommunicationError('This Seen has ended.', 403, {}, true) : {},
    )
    const outbox = await open({ transport: server.transport })
    await outbox.queueOrdered(messageKind, 'c', 'photo 1')
    await outbox.drain()
    const [failed] = outbox.snapshot()
    expect(failed).toMatchObject({ status: 'failed', lastError: 'This Seen has ended.' })
    expect(client.getQueryData(['test', 'sent'])).toEqual([])

    refuse = false
    const againId = await outbox.sendAgain(failed?.id ?? '')
    expect(againId).toBeDefined()
    expect(againId).not.toBe(failed?.id)
    // Shown again at once, before the send.
    expect(client.getQueryData(['test', 'sent'])).toEqual(['photo 1'])
    await outbox.drain()
    expect(server.sent.map((s) => s.key)).toEqual([failed?.id, againId])
    expect(outbox.snapshot()).toEqual([])
    outbox.close()
  })

  it('leaves a waiting action alone: only a refused one is sent again', async () => {
    const { open } = setup()
    const outbox = await open({
      transport: fakeServer(() => ({})).transport,
      isOnline: () => false,
    })
    await outbox.queueOrdered(messageKind, 'c', 'still waiting')
    const [waiting] = outbox.snapshot()
    expect(await outbox.sendAgain(waiting?.id ?? '')).toBeUndefined()
    expect(outbox.snapshot()).toEqual([waiting])
    outbox.close()
  })
})
