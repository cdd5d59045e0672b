import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

const sent = vi.hoisted(() => ({ release: () => {}, calls: 0 }))
vi.mock('~/lib/offline/session-scope', () => ({
  sendGuestPostsBeforeLogin: () => {
    sent.calls++
    return new Promise<void>((resolve) => {
      sent.release = resolve
    })
  },
}))

const { leaveGuestFor } = await import('~/features/session/logout')
const { requireUser } = await import('~/features/session/guards')

const assign = vi.fn()
vi.stubGlobal('location', { ...window.location, assign })
afterEach(() => {
  assign.mockClear()
  sent.calls = 0
})

describe('a guest leaving for the login page (their queued posts go first)', () => {
  it('leaves only once the short send of queued posts has settled', async () => {
    const leaving = leaveGuestFor('/bff/login?returnUrl=%2Fseen_list')
    await vi.waitFor(() => expect(sent.calls).toBe(1))
    expect(assign).not.toHaveBeenCalled()
    sent.release()
    await leaving
    expect(assign).toHaveBeenCalledWith('/bff/login?returnUrl=%2Fseen_list')
  })

  it('sends first when a route that needs a user turns a guest away', async () => {
    const client = new QueryClient()
    client.setQueryData(['session'], null)
    const guarded = requireUser(client, '/messages')
    await vi.waitFor(() => expect(sent.calls).toBe(1))
    sent.release()
    await expect(guarded).rejects.toMatchObject({
      options: { href: '/bff/login?returnUrl=%2Fmessages', reloadDocument: true },
    })
  })
})
