#!/usr/bin/env node
// The multi-instance fault leg (.ci/run): Seen instances on Debian's PostgreSQL behind Debian's
// nginx (deploy/nginx.conf; sessions and forwarding also through deploy/haproxy.cfg), put through a database restart, a start on an empty database, a
// drain under load, a forged X-Forwarded-For and a kill -9 during a keyed POST. Only 127.0.0.1
// is contacted; every loop is bounded. Needs SEEN_FAULT_ADMIN_URL (a role that may create
// databases) and SEEN_FAULT_PG_VERSION (the Debian cluster `main` to restart). Ends with
// "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const adminUrl = process.env.SEEN_FAULT_ADMIN_URL
const pgVersion = process.env.SEEN_FAULT_PG_VERSION
const pgCluster = process.env.SEEN_FAULT_PG_CLUSTER ?? 'main'
if (!adminUrl || !pgVersion) {
  console.error('SEEN_FAULT_ADMIN_URL and SEEN_FAULT_PG_VERSION are required.')
  console.log('0 passed, 1 failed')
  process.exit(1)
}

const work = mkdtempSync(path.join(os.tmpdir(), 'seen-fault-'))
const dbName = `seen_fault_${process.pid}`
const dbUrl = (() => {
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  return url.toString()
})()
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const results = []
const figures = []

function check(name, ok, detail = '') {
  results.push(ok)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`)
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}

async function dbQuery(sql, params = []) {
  const client = new pg.Client({ connectionString: dbUrl })
  await client.connect()
  try {
    return await client.query(sql, params)
  } finally {
    await client.end()
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

// ---- instances ---------------------------------------------------------------------------

const instances = new Map()

function startInstance(port) {
  const log = path.join(work, `instance-${port}.log`)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://seen.example',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      DATA_DIR: path.join(work, `data-${port}`),
      SEEN_CLIENT_DIR: work,
      TRUST_PROXY: '1',
      IDEMPOTENCY_STALE_MS: '10000',
      DB_CONNECT_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const chunks = []
  child.stdout.on('data', (c) => chunks.push(c))
  child.stderr.on('data', (c) => chunks.push(c))
  const instance = { port, child, exit: null, log: () => Buffer.concat(chunks).toString() }
  instance.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      instance.exit = { code, signal }
      writeFileSync(log, instance.log())
      resolve(instance.exit)
    }),
  )
  instances.set(port, instance)
  return instance
}

async function ready(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`)
      if (res.status === 200) return true
    } catch {}
    await sleep(200)
  }
  return false
}

// ---- nginx -------------------------------------------------------------------------------

let nginxPid = 0
async function startNginx(listen, upstreams) {
  const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${listen};`)
    .replace('127.0.0.1:8081', `127.0.0.1:${upstreams[0]}`)
    .replace('127.0.0.1:8082', `127.0.0.1:${upstreams[1]}`)
  const file = path.join(work, 'nginx.conf')
  writeFileSync(file, conf)
  const pidFile = path.join(work, 'nginx.pid')
  const result = spawnSync(
    '/usr/sbin/nginx',
    ['-c', file, '-p', work, '-e', path.join(work, 'nginx-error.log'), '-g', `pid ${pidFile};`],
    { encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`nginx did not start: ${result.stderr}`)
  nginxPid = Number(readFileSync(pidFile, 'utf8').trim())
}

let haproxyPid = 0
function startHaproxy(listen, upstreams) {
  const cfg = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')
    .replace('bind :8080', `bind 127.0.0.1:${listen}`)
    .replace('127.0.0.1:8081', `127.0.0.1:${upstreams[0]}`)
    .replace('127.0.0.1:8082', `127.0.0.1:${upstreams[1]}`)
  const file = path.join(work, 'haproxy.cfg')
  writeFileSync(file, cfg)
  const pidFile = path.join(work, 'haproxy.pid')
  const result = spawnSync('/usr/sbin/haproxy', ['-f', file, '-D', '-p', pidFile], {
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`haproxy did not start: ${result.stderr}`)
  haproxyPid = Number(readFileSync(pidFile, 'utf8').trim().split('\n')[0])
}

// ---- HTTP helpers ------------------------------------------------------------------------

let base = ''
const CSRF = { 'X-CSRF': '1' }

async function register(username) {
  const res = await fetch(`${base}/account/register`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username,
      displayName: username,
      email: `${username}@example.com`,
      password: 'correct horse battery',
    }),
  })
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
  if (res.status !== 303 || !cookie) throw new Error(`register ${username}: ${res.status}`)
  return cookie
}

async function send(cookie, content, key, target = base) {
  const res = await fetch(`${target}/api/messaging/send/user`, {
    method: 'POST',
    headers: {
      ...CSRF,
      Cookie: cookie,
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({ recipientUsernames: ['fault_ben'], content }),
    signal: AbortSignal.timeout(15_000),
  })
  await res.arrayBuffer()
  return res.status
}

/** Runs `task` in `workers` loops until `stop()` says so; counts answers by status. */
async function load(workers, task, stop) {
  const tally = { ok: 0, failed: 0, statuses: {} }
  let n = 0
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stop()) {
        const i = n++
        let status = 0
        try {
          status = await task(i)
        } catch {}
        tally.statuses[status] = (tally.statuses[status] ?? 0) + 1
        if (status >= 200 && status < 300) tally.ok++
        else tally.failed++
        if (status === 0 || status >= 500) await sleep(50)
      }
    }),
  )
  return tally
}

// ---- the scenarios -----------------------------------------------------------------------

async function main() {
  await admin(`drop database if exists ${dbName} with (force)`)
  await admin(`create database ${dbName}`)
  const [p1, p2, p3, listen] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]

  // Three instances starting at once on an empty database.
  const started = Date.now()
  const three = [p1, p2, p3].map(startInstance)
  const allReady = await Promise.all([p1, p2, p3].map((p) => ready(p, 90_000)))
  figures.push(
    `3 instances ready on an empty database in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  check(
    'three instances start at once on an empty database',
    allReady.every(Boolean) && three.every((i) => i.exit === null),
    three.map((i) => (i.exit ? `:${i.port} exited ${i.exit.code}` : `:${i.port} up`)).join(', '),
  )
  const third = instances.get(p3)
  third.child.kill('SIGTERM')
  await third.exited

  await startNginx(listen, [p1, p2])
  base = `http://127.0.0.1:${listen}`
  const ann = await register('fault_ann')
  await register('fault_ben')

  // Sessions across instances.
  const seen = []
  for (const target of [
    base,
    base,
    base,
    base,
    `http://127.0.0.1:${p1}`,
    `http://127.0.0.1:${p2}`,
  ]) {
    const res = await fetch(`${target}/bff/user`, { headers: { ...CSRF, Cookie: ann } })
    seen.push(res.status)
  }
  check(
    'a session works on every instance',
    seen.every((s) => s === 200),
    seen.join(' '),
  )

  // A forged X-Forwarded-For does not choose the client's identity: a guest's idempotency
  // records belong to its address, so the same key replays whatever the header says.
  const key = randomUUID()
  const guestPost = (forged) =>
    fetch(`${base}/api/seen`, {
      method: 'POST',
      headers: {
        ...CSRF,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
        'X-Forwarded-For': forged,
      },
      body: '{}',
    })
  await (await guestPost('203.0.113.1')).arrayBuffer()
  const forged = await guestPost('198.51.100.77')
  await forged.arrayBuffer()
  check(
    'a forged X-Forwarded-For does not change the client address',
    forged.headers.get('idempotent-replayed') === 'true',
    `replayed=${forged.headers.get('idempotent-replayed')}`,
  )

  // The same through deploy/haproxy.cfg, once its health checks find both instances ready.
  const haproxyPort = await freePort()
  startHaproxy(haproxyPort, [p1, p2])
  const viaHaproxy = `http://127.0.0.1:${haproxyPort}`
  await sleep(5000)
  const haSessions = []
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${viaHaproxy}/bff/user`, { headers: { ...CSRF, Cookie: ann } })
    haSessions.push(res.status)
  }
  const haKey = randomUUID()
  const haPost = async (forgedAddress) => {
    const res = await fetch(`${viaHaproxy}/api/seen`, {
      method: 'POST',
      headers: {
        ...CSRF,
        'Content-Type': 'application/json',
        'Idempotency-Key': haKey,
        'X-Forwarded-For': forgedAddress,
      },
      body: '{}',
    })
    await res.arrayBuffer()
    return res.headers.get('idempotent-replayed')
  }
  await haPost('203.0.113.9')
  const haReplayed = await haPost('198.51.100.99')
  check(
    'through haproxy: sessions work and a forged X-Forwarded-For is ignored',
    haSessions.every((s) => s === 200) && haReplayed === 'true',
    `${haSessions.join(' ')}; replayed=${haReplayed}`,
  )
  process.kill(haproxyPid, 'SIGTERM')
  haproxyPid = 0

  // PostgreSQL restart under write load.
  const acked = []
  let stopWrites = false
  let restartDone = 0
  let firstOkAfter = 0
  const writes = load(
    4,
    async (i) => {
      const content = `load-${i}`
      const status = await send(ann, content)
      if (status === 200) {
        acked.push(content)
        if (restartDone && !firstOkAfter) firstOkAfter = Date.now()
      }
      return status
    },
    () => stopWrites,
  )
  await sleep(2000)
  const restartStarted = Date.now()
  // Not spawnSync: the writers must keep writing while the server restarts.
  const restart = await new Promise((resolve) => {
    const child = spawn('pg_ctlcluster', [pgVersion, pgCluster, 'restart', '-m', 'fast'])
    let stderr = ''
    child.stderr.on('data', (c) => {
      stderr += c
    })
    child.on('exit', (status) => resolve({ status, stderr }))
  })
  restartDone = Date.now()
  await sleep(12_000)
  stopWrites = true
  const tally = await writes
  const resumeMs = firstOkAfter ? firstOkAfter - restartDone : Number.POSITIVE_INFINITY
  figures.push(
    `restart took ${restartDone - restartStarted} ms; writes resumed ${resumeMs} ms after it; ${tally.ok} acknowledged, ${tally.failed} failed (${JSON.stringify(tally.statuses)})`,
  )
  const stored = await dbQuery("select content from messages where content like 'load-%'")
  const storedSet = new Set(stored.rows.map((r) => r.content))
  const lost = acked.filter((c) => !storedSet.has(c))
  check('PostgreSQL restarted (pg_ctlcluster)', restart.status === 0, restart.stderr.trim())
  check(
    'no instance exits during the database restart',
    [p1, p2].every((p) => instances.get(p).exit === null),
  )
  check('service resumes within 10 s of the restart', resumeMs <= 10_000, `${resumeMs} ms`)
  check(
    'every acknowledged write is stored',
    lost.length === 0 && acked.length > 0,
    `${acked.length} acknowledged, ${lost.length} missing`,
  )

  // SIGTERM of one instance under load through nginx: no request fails.
  let stopLoad = false
  const drainLoad = load(
    4,
    async (i) =>
      i % 2 === 0
        ? send(ann, `drain-${i}`)
        : (await fetch(`${base}/bff/user`, { headers: { ...CSRF, Cookie: ann } })).status,
    () => stopLoad,
  )
  await sleep(1500)
  const second = instances.get(p2)
  second.child.kill('SIGTERM')
  const drained = await second.exited
  await sleep(1500)
  stopLoad = true
  const drainTally = await drainLoad
  figures.push(
    `drain: ${drainTally.ok} answered, ${drainTally.failed} failed (${JSON.stringify(drainTally.statuses)})`,
  )
  check('SIGTERM under load: the instance exits 0', drained.code === 0, JSON.stringify(drained))
  check(
    'SIGTERM under load: 0 failed requests through nginx',
    drainTally.failed === 0,
    `${drainTally.failed} failed`,
  )

  // kill -9 during a keyed POST, then the retry: one effect within a minute.
  startInstance(p2)
  await ready(p2, 60_000)
  const keyed = randomUUID()
  const content = `keyed-${keyed}`
  // Inserts into messages wait on this lock, so the instance is killed after it claimed the
  // key and before it answered: the claim stays "in flight" until a retry takes it over.
  const blocker = new pg.Client({ connectionString: dbUrl })
  await blocker.connect()
  await blocker.query('begin')
  await blocker.query('lock table messages in share row exclusive mode')
  const first = send(ann, content, keyed, `http://127.0.0.1:${p1}`).catch(() => 0)
  let claimed = false
  for (let i = 0; i < 100 && !claimed; i++) {
    await sleep(50)
    const row = await dbQuery('select status from idempotency_keys where key = $1', [keyed])
    claimed = row.rowCount === 1 && row.rows[0].status === null
  }
  instances.get(p1).child.kill('SIGKILL')
  await first
  await blocker.query('commit')
  await blocker.end()
  check('kill -9 during a keyed POST: killed while its key was claimed', claimed)
  const retryStarted = Date.now()
  let retried = 0
  const retries = {}
  while (Date.now() - retryStarted < 60_000) {
    retried = await send(ann, content, keyed).catch(() => 0)
    retries[retried] = (retries[retried] ?? 0) + 1
    if (retried === 200) break
    await sleep(1000)
  }
  const count = Number(
    (await dbQuery('select count(*)::int as n from messages where content = $1', [content])).rows[0]
      .n,
  )
  figures.push(
    `keyed retry answered ${retried} after ${Date.now() - retryStarted} ms (${JSON.stringify(retries)})`,
  )
  check('kill -9 during a keyed POST: the retry succeeds within a minute', retried === 200)
  check('kill -9 during a keyed POST: exactly one effect', count === 1, `${count} stored`)
}

async function cleanup() {
  for (const instance of instances.values()) {
    if (instance.exit === null) instance.child.kill('SIGKILL')
  }
  await Promise.all([...instances.values()].map((i) => i.exited))
  if (haproxyPid) {
    try {
      process.kill(haproxyPid, 'SIGTERM')
    } catch {}
  }
  if (nginxPid) {
    try {
      process.kill(nginxPid, 'SIGQUIT')
    } catch {}
  }
  await admin(`drop database if exists ${dbName} with (force)`).catch(() => undefined)
}

try {
  await main()
} catch (error) {
  check(
    'the fault script ran to its end',
    false,
    error instanceof Error ? error.message : String(error),
  )
} finally {
  await cleanup()
  for (const figure of figures) console.log(`  ${figure}`)
  if (results.includes(false)) {
    for (const instance of instances.values()) {
      console.log(`--- instance :${instance.port} log (last lines)`)
      console.log(instance.log().split('\n').slice(-15).join('\n'))
    }
  }
  rmSync(work, { recursive: true, force: true })
  const passed = results.filter(Boolean).length
  console.log(`${passed} passed, ${results.length - passed} failed`)
  process.exit(results.includes(false) ? 1 : 0)
}
