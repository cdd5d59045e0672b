import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  type Claim,
  claims,
  FALLBACK_LOGOUT_URL,
  GUEST_USER,
  sessionUserFromClaims,
} from '~/shared/schemas/session'

const server: Claim[] = [
  { type: 'sub', value: '3f1c0c1e-0000-4000-8000-000000000001' },
  { type: 'name', value: 'ada' },
  { type: 'display_name', value: 'Ada Lovelace' },
  { type: 'bff:logout_url', value: '/bff/logout?sid=abc123' },
]

describe('session claims (docs/product.md#records Session)', () => {
  it('accepts the claims list GET /bff/user answers', () => {
    expect(v.parse(claims, server)).toEqual(server)
  })

  it('rejects anything that is not a list of {type, value}', () => {
    expect(v.is(claims, { name: 'ada' })).toBe(false)
    expect(v.is(claims, [{ type: 'name' }])).toBe(false)
    expect(v.is(claims, [{ type: 1, value: 'ada' }])).toBe(false)
  })

  it('reads user name, display name and logout address', () => {
    expect(sessionUserFromClaims(server)).toEqual({
      username: 'ada',
      displayName: 'Ada Lovelace',
      logoutUrl: '/bff/logout?sid=abc123',
    })
  })

  it('is a guest without a name claim', () => {
    expect(sessionUserFromClaims([])).toBeNull()
    expect(sessionUserFromClaims([{ type: 'sub', value: 'x' }])).toBeNull()
    expect(sessionUserFromClaims([{ type: 'name', value: '' }])).toBeNull()
    expect(GUEST_USER.username).toBe('Guest')
  })

  it('falls back to the user name and to login when claims are missing', () => {
    expect(sessionUserFromClaims([{ type: 'name', value: 'ada' }])).toEqual({
      username: 'ada',
      displayName: 'ada',
      logoutUrl: FALLBACK_LOGOUT_URL,
    })
  })

  it('never sends Logout to another site', () => {
    const user = sessionUserFromClaims([
      { type: 'name', value: 'ada' },
      { type: 'bff:logout_url', value: 'https://evil.example/bff/logout' },
    ])
    expect(user?.logoutUrl).toBe('/')
  })
})
