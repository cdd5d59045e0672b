import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { Lifecycle } from '~/server/context'
import { databaseUrlWithCa } from '~/server/database'
import { countRequests, drainAndStop } from '~/server/lifecycle'
import { silentLogger } from '~/server/logger'

/**
 * A server whose /slow answers only when the test says so, and /hang never; while draining,
 * its answers close their connections (as the app's closeWhileDraining does).
 */
async function serverWithSlowRoutes() {
  let finishSlow: () => void = () => undefined
  const slowReleased = new Promise<void>((resolve) => {
    finishSlow = resolve
  })
  const lifecycle: Lifecycle = { draining: false }
  const server = http.createServer((req, res) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close')
    if (req.url === '/slow') void slowReleased.then(() => res.end('done'))
    else if (req.url !== '/hang') res.end('ok')
  })
  const running = countRequests(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  /** SIGTERM's drain with no delay. */
  const drain = (timeoutMs: number, release: () => Promise<void> = async () => undefined) =>
    drainAndStop({ server, lifecycle, log: silentLogger, running, delayMs: 0, timeoutMs, release })
  return { port, url: `http://127.0.0.1:${port}`, finishSlow, lifecycle, drain }
}

/** One GET on the agent's connection; resolves with the status, or the error's code. */
function get(agent: http.Agent, port: number, urlPath: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

describe('drainAndStop', () => {
  it('lets a request in flight finish, then releases and resolves true', async () => {
    const { url, finishSlow, lifecycle, drain } = await serverWithSlowRoutes()
    const slow = fetch(`${url}/slow`).then((r) => r.text())
    await new Promise((resolve) => setTimeout(resolve, 50))
    let released = false
    const stopping = drain(5000, async () => {
      released = true
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
    const { url, drain } = await serverWithSlowRoutes()
    const hanging = fetch(`${url}/hang`).then(
      () => 'answered',
      () => 'cut',
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    let released = false
    const finished = await drain(200, async () => {
      released = true
    })
    expect(finished).toBe(false)
    expect(released).toBe(true)
    expect(await hanging).toBe('cut')
  })

  it('leaves an idle keep-alive connection to its owner: a request sent on it is answered', async () => {
    const { port, drain } = await serverWithSlowRoutes()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      expect(await get(agent, port, '/')).toBe(200)
      const stopping = drain(5000)
      await new Promise((resolve) => setTimeout(resolve, 300))
      // A proxy sending on its pooled connection just as the drain starts: not cut off.
      expect(await get(agent, port, '/')).toBe(200)
      expect(await stopping).toBe(true)
    } finally {
      agent.destroy()
    }
  })

  it('a timeout with only idle connections left is not a cut request', async () => {
    const { port, drain } = await serverWithSlowRoutes()
    const agent = new http.Agent({ keepAlive: true })
    try {
      expect(await get(agent, port, '/')).toBe(200)
      expect(await drain(200)).toBe(true)
    } finally {
      agent.destroy()
    }
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
