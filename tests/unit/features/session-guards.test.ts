import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { requireGuest, requireUser } from '~/features/session/guards'
import { loginHref, registerHref } from '~/features/session/links'
import { sessionKeys } from '~/features/session/queries'
import type { SessionUser } from '~/shared/schemas/session'

const ada: SessionUser = { username: 'ada', displayName: 'Ada', logoutUrl: '/bff/logout?sid=1' }

function clientWith(user: SessionUser | null) {
  const client = new QueryClient()
  client.setQueryData(sessionKeys.all, user)
  return client
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  return undefined
}

describe('login and register links', () => {
  it('carry a same-origin returnUrl', () => {
    expect(loginHref('/messages?tab=sent')).toBe('/bff/login?returnUrl=%2Fmessages%3Ftab%3Dsent')
    expect(registerHref('/')).toBe('/bff/register?returnUrl=%2F')
    expect(loginHref('https://evil.example/')).toBe('/bff/login?returnUrl=%2F')
  })
})

describe('requireUser', () => {
  it('gives the signed-in user', async () => {
    await expect(requireUser(clientWith(ada), '/messages')).resolves.toEqual(ada)
  })

  it('sends a guest to the login page by a full navigation, then back', async () => {
    const error = await thrown(requireUser(clientWith(null), '/messages'))
    expect(isRedirect(error)).toBe(true)
    if (!isRedirect(error)) return
    expect(error.options.href).toBe('/bff/login?returnUrl=%2Fmessages')
    expect(error.options.reloadDocument).toBe(true)
  })
})

describe('requireGuest (docs/product.md#screens: guest-only pages)', () => {
  it('lets a guest in', async () => {
    await expect(requireGuest(clientWith(null))).resolves.toBeUndefined()
  })

  it('sends a signed-in user to /', async () => {
    const error = await thrown(requireGuest(clientWith(ada)))
    expect(isRedirect(error)).toBe(true)
    if (isRedirect(error)) expect(error.options.to).toBe('/')
  })
})
