import { describe, expect, it } from 'vitest'
import { parseEndedSessions, parseNotice } from '~/server/live/listener'
import { createSseStream, formatEvent } from '~/server/live/sse'
import { createStreamSlots, TooManyStreamsError } from '~/server/live/stream-limits'
import { appearanceChangeFor, type LiveViewer } from '~/server/live/visibility'
import { parseLastEventId } from '~/shared/schemas/live'

const viewer = (overrides: Partial<LiveViewer> = {}): LiveViewer => ({
  role: 'user',
  userId: 'u1',
  guestKeyHash: null,
  filter: 'viewer',
  ...overrides,
})
const pending = { isHidden: false, isApproved: false, isRejected: false }
const approved = { ...pending, isApproved: true }
const hidden = { ...approved, isHidden: true }
const moderated = { requiresApproval: true }
const someoneElse = { createdById: 'u2', guestKeyHash: null }

describe('what a viewer hears of an appearance change', () => {
  it('shows a newly approved photo and removes one that was hidden', () => {
    expect(appearanceChangeFor(viewer(), moderated, someoneElse, pending, approved)).toBe('show')
    expect(appearanceChangeFor(viewer(), moderated, someoneElse, approved, hidden)).toBe('remove')
  })

  it('says nothing of a photo the viewer could see neither before nor after', () => {
    expect(appearanceChangeFor(viewer(), moderated, someoneElse, null, pending)).toBeNull()
    expect(
      appearanceChangeFor(
        viewer({ role: 'guest', userId: null }),
        moderated,
        someoneElse,
        pending,
        { ...pending, isRejected: true },
      ),
    ).toBeNull()
  })

  it('shows owners their own pending and hidden photos, guests by their guest session', () => {
    const guest = viewer({ role: 'guest', userId: null, guestKeyHash: 'g1' })
    expect(
      appearanceChangeFor(
        guest,
        moderated,
        { createdById: null, guestKeyHash: 'g1' },
        null,
        pending,
      ),
    ).toBe('show')
    expect(
      appearanceChangeFor(
        viewer(),
        moderated,
        { createdById: 'u1', guestKeyHash: null },
        approved,
        hidden,
      ),
    ).toBe('show')
  })

  it("follows the creator's review filter", () => {
    const creator = viewer({ role: 'creator', filter: 'pending' })
    expect(appearanceChangeFor(creator, moderated, someoneElse, null, pending)).toBe('show')
    expect(appearanceChangeFor(creator, moderated, someoneElse, pending, approved)).toBe('remove')
  })
})

describe('live stream plumbing', () => {
  it('drops a client that does not read once its buffer passes the bound', async () => {
    let ended = 0
    const stream = createSseStream(() => {
      ended += 1
    }, 1024)
    let sent = 0
    while (stream.send('counts', { likeCount: sent }, sent)) sent += 1
    expect(sent).toBeGreaterThan(10)
    expect(sent).toBeLessThan(40)
    expect(stream.closed).toBe(true)
    expect(ended).toBe(1)
    expect(stream.comment('ping')).toBe(false)
  })

  it('writes events in the Server-Sent Events format', () => {
    expect(formatEvent('pending', { appearances: 1, joinRequests: 0 }, 42)).toBe(
      'id: 42\nevent: pending\ndata: {"appearances":1,"joinRequests":0}\n\n',
    )
  })

  it('reads only well-formed notices and event ids', () => {
    expect(parseNotice('3f1c0c1e-0000-4000-8000-000000000001:17')).toEqual({
      seenId: '3f1c0c1e-0000-4000-8000-000000000001',
      eventId: 17,
    })
    expect(parseNotice('x:1')).toBeUndefined()
    expect(parseLastEventId('12')).toBe(12)
    expect(parseLastEventId(undefined)).toBeUndefined()
    for (const forged of ['-1', '1.5', 'abc', '9'.repeat(16), ' 1'])
      expect(parseLastEventId(forged)).toBe('invalid')
  })

  it('reads the session ids of an ended-sessions notice', () => {
    expect(parseEndedSessions('aB3_-x Zz9')).toEqual(['aB3_-x', 'Zz9'])
    expect(parseEndedSessions('')).toEqual([])
    expect(parseEndedSessions('ok bad;id')).toEqual(['ok'])
  })
})

describe('streams held at once', () => {
  const limits = { perSession: 2, perAddress: 3 }
  const refusal = (take: () => unknown) => {
    try {
      take()
    } catch (error) {
      return error instanceof TooManyStreamsError ? error.full : error
    }
    return 'taken'
  }

  it('refuses past either limit, and a release lets one more in, once', () => {
    const slots = createStreamSlots()
    const tab = { session: 'user:h1', address: 'a1' }
    const release = slots.take(tab, limits)
    slots.take(tab, limits)
    expect(refusal(() => slots.take(tab, limits))).toBe('session')
    slots.take({ session: null, address: 'a1' }, limits)
    expect(refusal(() => slots.take({ session: 'guest:g1', address: 'a1' }, limits))).toBe(
      'address',
    )
    expect(refusal(() => slots.take({ session: 'guest:g1', address: 'a2' }, limits))).toBe('taken')
    release()
    release()
    expect(refusal(() => slots.take(tab, limits))).toBe('taken')
    expect(refusal(() => slots.take(tab, limits))).toBe('session')
  })

  it('answers 429 with Retry-After', () => {
    const error = new TooManyStreamsError('address')
    expect(error.status).toBe(429)
    expect(Number(error.headers['Retry-After'])).toBeGreaterThan(0)
  })
})
