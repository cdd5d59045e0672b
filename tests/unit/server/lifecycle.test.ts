import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { Lifecycle } from '~/server/context'
import { databaseUrlWithCa } from '~/server/database'
import { drainAndStop } from '~/server/lifecycle'
import { silentLogger } from '~/server/logger'

/** A server whose /slow answers only when the test says so, and /hang never. */
async function serverWithSlowRoutes() {
  let finishSlow: () => void = () => undefined
  const slowReleased = new Promise<void>((resolve) => {
    finishSlow = resolve
  })
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') void slowReleased.then(() => res.end('done'))
    else if (req.url !== '/hang') res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { server, url, finishSlow }
}

describe('drainAndStop', () => {
  it('lets a request in flight finish, then releases and resolves true', async () => {
    const { server, url, finishSlow } = await serverWithSlowRoutes()
    const lifecycle: Lifecycle = { draining: false }
    const slow = fetch(`${url}/slow`).then((r) => r.text())
    await new Promise((resolve) => setTimeout(resolve, 50))
    let released = false
    const stopping = drainAndStop({
      server,
      lifecycle,
      log: silentLogger,
      delayMs: 0,
      timeoutMs: 5000,
      release: async () => {
        released = true
      },
    })
    expect(lifecycle.draining).toBe(true)
    await expect(fetch(`${url}/`)).rejects.toThrow()
    expect(released).toBe(false)
    finishSlow()
    expect(await slow).toBe('done')
    expect(await stopping).toBe(true)
    expect(released).toBe(true)
  })

  it('cuts a request still running after the timeout, then releases and resolves false', async () => {
    const { server, url } = await serverWithSlowRoutes()
    const hanging = fetch(`${url}/hang`).then(
      () => 'answered',
      () => 'cut',
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    let released = false
    const finished = await drainAndStop({
      server,
      lifecycle: { draining: false },
      log: silentLogger,
      delayMs: 0,
      timeoutMs: 200,
      release: async () => {
        released = true
      },
    })
    expect(finished).toBe(false)
    expect(released).toBe(true)
    expect(await hanging).toBe('cut')
  })
})

describe('DATABASE_CA_FILE', () => {
  it('becomes sslrootcert, with full verification unless the URL names a mode', () => {
    const withCa = new URL(databaseUrlWithCa('postgres://u:p@db:5432/seen', '/etc/seen/ca.pem'))
    expect(withCa.searchParams.get('sslrootcert')).toBe('/etc/seen/ca.pem')
    expect(withCa.searchParams.get('sslmode')).toBe('verify-full')
    const own = new URL(databaseUrlWithCa('postgres://u:p@db/seen?sslmode=require', '/ca.pem'))
    expect(own.searchParams.get('sslmode')).toBe('require')
    expect(databaseUrlWithCa('postgres://u:p@db/seen', undefined)).toBe('postgres://u:p@db/seen')
  })
})
