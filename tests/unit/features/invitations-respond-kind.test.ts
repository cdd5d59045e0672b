import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { invitationKeys } from '~/features/membership/invitation-queries'
import {
  answered,
  invitationRespondKind,
  type QueuedAnswer,
} from '~/features/membership/respond-kind'
import { kindOf } from '~/lib/offline/kinds'
import type { InvitationUserSide } from '~/shared/schemas/invitation'

const pending: InvitationUserSide = {
  id: 'inv-1',
  seenName: 'Rooftop Wedding',
  seenHeadline: null,
  seenShortName: 'Roof123456',
  inviterDisplayName: 'Bob Okafor',
  inviterUsername: 'bob',
  status: 1,
  message: null,
  invitedDate: '2026-11-20T10:00:00.000Z',
  expiresDate: '2026-12-20T10:00:00.000Z',
  respondedDate: null,
  seenViewable: false,
}
const other: InvitationUserSide = { ...pending, id: 'inv-2', seenName: 'Quiz Night' }

const accept: QueuedAnswer = {
  accept: true,
  answeredAt: '2026-11-24T21:00:00.000Z',
  before: pending,
}

function cached() {
  const client = new QueryClient()
  client.setQueryData(invitationKeys.user, [pending, other])
  const list = () => client.getQueryData<InvitationUserSide[]>(invitationKeys.user)
  return { client, list }
}

afterEach(() => vi.restoreAllMocks())

describe('an invitation answered offline (invitations.respond)', () => {
  it('is registered, ordered, and sent as docs/product.md#calls POST /api/seen/invitations/respond', () => {
    expect(kindOf('invitations.respond')).toBe(invitationRespondKind)
    expect(invitationRespondKind.policy).toBe('ordered')
    expect(invitationRespondKind.request(accept, 'inv-1')).toEqual({
      method: 'post',
      path: '/api/seen/invitations/respond',
      body: { invitationId: 'inv-1', accept: true },
    })
    expect(invitationRespondKind.request({ ...accept, accept: false }, 'inv-1').body).toEqual({
      invitationId: 'inv-1',
      accept: false,
    })
  })

  it('shows the answer and its date at once, only on that invitation, the same when applied twice', () => {
    const { client, list } = cached()
    invitationRespondKind.apply(client, accept, 'inv-1')
    invitationRespondKind.apply(client, accept, 'inv-1')
    expect(list()).toEqual([
      { ...pending, status: 2, respondedDate: '2026-11-24T21:00:00.000Z' },
      other,
    ])
    expect(answered({ ...accept, accept: false }).status).toBe(3)
  })

  it('puts the invitation back as it was when the server refuses, and logs it (docs/product.md#error-texts)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { client, list } = cached()
    invitationRespondKind.apply(client, accept, 'inv-1')
    invitationRespondKind.rollback(client, accept, 'inv-1')
    expect(list()).toEqual([pending, other])
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Failed to respond to invitation'))
  })

  it("keeps the server's version once sent", () => {
    const { client, list } = cached()
    const fromServer = { ...pending, status: 2 as const, respondedDate: '2026-11-24T21:05:00.000Z' }
    invitationRespondKind.apply(client, accept, 'inv-1')
    invitationRespondKind.settle?.(
      client,
      { invitation: fromServer, seenShortName: 'Roof123456' },
      accept,
      'inv-1',
    )
    expect(list()).toEqual([fromServer, other])
  })
})
