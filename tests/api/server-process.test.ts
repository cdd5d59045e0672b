import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import http from 'node:http'
import { connect } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '~/server/db/embedded'
import { startTcpProxy, type TcpProxy } from '../setup/tcp-proxy'
import { createTestDb, type TestDb } from '../setup/test-db'

/**
 * The real server process (src/server/index.ts) on DATABASE_URL: started while its database
 * is unreachable, sent a body too slowly, then stopped with SIGTERM while a request is still
 * being sent.
 */
let testDb: TestDb
let proxy: TcpProxy
let dir: string
let port: number
let server: ChildProcess
let exited: Promise<number | null>
const logLines: string[] = []
const REQUEST_TIMEOUT_MS = 3000

beforeAll(async () => {
  testDb = await createTestDb()
  const target = new URL(testDb.url)
  proxy = await startTcpProxy(target.hostname, Number(target.port))
  await proxy.down()
  dir = await mkdtemp(path.join(os.tmpdir(), 'seen-process-'))
  port = await freePort()
  const url = new URL(testDb.url)
  url.port = String(proxy.port)
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://seen.example',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEEN_CLIENT_DIR: dir,
      DATABASE_URL: url.toString(),
      DB_CONNECT_TIMEOUT_MS: '1000',
      SHUTDOWN_DELAY_MS: '500',
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n')))
  }
  exited = once(server, 'exit').then(([code]) => code as number | null)
}, 60_000)

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL')
  await proxy?.close()
  await testDb?.drop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function getStatus(urlPath: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`)
  await res.arrayBuffer()
  return res.status
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`timed out; log:\n${logLines.join('\n')}`)
    await sleep(100)
  }
}

describe('the server process', () => {
  it('waits for a database that is not there yet, logging each try, then serves', async () => {
    await waitFor(
      () => logLines.filter((l) => l.includes('does not answer yet')).length >= 2,
      40_000,
    )
    expect(server.exitCode).toBeNull()
    await proxy.up()
    await waitFor(async () => (await getStatus('/readyz')) === 200, 30_000)
    expect(await getStatus('/healthz')).toBe(200)
  }, 60_000)

  it('cuts off a 10 MB body sent a byte a second at REQUEST_TIMEOUT_MS; nothing is stored', async () => {
    const socket = connect(port, '127.0.0.1')
    await once(socket, 'connect')
    let answer = ''
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1')
    })
    socket.on('error', () => undefined)
    const closed = once(socket, 'close')
    const started = Date.now()
    socket.write(
      'POST /api/appearance HTTP/1.1\r\nHost: localhost\r\nX-CSRF: 1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${10 * 1024 * 1024}\r\n\r\n`,
    )
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write('{')
    }, 1000)
    try {
      await closed
    } finally {
      clearInterval(drip)
    }
    const took = Date.now() - started
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout')
    expect(took).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100)
    expect(took).toBeLessThan(REQUEST_TIMEOUT_MS + 3000)
    const db = new pg.Client({ connectionString: testDb.url })
    await db.connect()
    try {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from appearances')
      expect(rows[0]?.n).toBe(0)
    } finally {
      await db.end()
    }
    expect(await readdir(path.join(dir, 'media')).catch(() => [])).toEqual([])
    expect(await getStatus('/healthz')).toBe(200)
  }, 20_000)

  it('on SIGTERM fails readiness, finishes the request in flight, then exits 0', async () => {
    const body = JSON.stringify({ headline: 'x'.repeat(2000) })
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/seens',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'X-CSRF': '1',
        'Idempotency-Key': '8a0f7c1e-2b9d-4c7a-9e3f-1d2c3b4a5f60',
      },
    })
    const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
      req.on('response', resolve)
      req.on('error', reject)
    })
    req.write(body.slice(0, 100))
    await sleep(300)
    server.kill('SIGTERM')
    await waitFor(async () => (await getStatus('/readyz')) === 503, 5000)
    req.end(body.slice(100))
    const res = await answered
    res.resume()
    // Any real answer (the guest may not create a Seen), not a cut connection or a 5xx.
    expect(res.statusCode).toBeLessThan(500)
    expect(res.headers.connection).toBe('close')
    expect(await exited).toBe(0)
    expect(logLines.some((l) => l.includes('"msg":"stopped"'))).toBe(true)
  }, 30_000)
})
