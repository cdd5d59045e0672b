import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BODY_LIMIT } from '~/server/app'
import { MSG } from '~/shared/messages'
import { api, createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('API conventions', () => {
  it('answers every /api request without X-CSRF with 403 in the error envelope', async () => {
    const res = await t.app.request('/api/anything', { method: 'POST', body: '{}' })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      success: false,
      errors: { userMessage: [MSG.csrfMissing] },
      errorMessage: MSG.csrfMissing,
    })
  })

  it('answers an unknown API route 404 in the error envelope', async () => {
    const res = await api(t.app).get('/api/no-such-thing')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      success: false,
      errors: { userMessage: [MSG.notFound] },
      errorMessage: MSG.notFound,
    })
  })

  it('refuses a state-changing request from a foreign Origin', async () => {
    const res = await api(t.app).post(
      '/api/anything',
      {},
      { headers: { Origin: 'https://evil.example' } },
    )
    expect(res.status).toBe(403)
    expect((await res.json()).errors.userMessage).toEqual([MSG.foreignOrigin])
  })

  it('refuses a login form posted from a foreign Origin', async () => {
    const res = await api(t.app).form(
      '/account/login',
      { login: 'x', password: 'y' },
      { headers: { Origin: 'https://evil.example' } },
    )
    expect(res.status).toBe(403)
  })

  it('accepts the same origin', async () => {
    const res = await api(t.app).post(
      '/api/anything',
      {},
      { headers: { Origin: 'http://localhost' } },
    )
    expect(res.status).toBe(404)
  })

  it('refuses an oversized body with 413', async () => {
    const big = 'x'.repeat(API_BODY_LIMIT + 1)
    const res = await api(t.app).post('/api/anything', { big })
    expect(res.status).toBe(413)
    expect((await res.json()).errors.userMessage).toEqual([MSG.tooLarge])
  })

  it('refuses an oversized account form with 413', async () => {
    const res = await api(t.app).form('/account/register', { username: 'x'.repeat(20_000) })
    expect(res.status).toBe(413)
  })

  it('sets the security headers of docs/architecture/accounts-and-security.md#requests-and-answers on every response', async () => {
    const res = await api(t.app).get('/account/login')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('microphone=()')
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/)
  })

  it('answers the health check', async () => {
    const res = await t.app.request('/healthz')
    expect(res.status).toBe(200)
  })
})
