/**
 * Server instances for the crowd bench, each its own process (`src/server/index.ts`, as `npm
 * start` runs it), so the CPU they spend is theirs alone: read from /proc, not shared with the
 * load generator. Also the CPU of the PostgreSQL cluster they share.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { freePort } from '~/server/db/embedded'

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100

export interface Instance {
  port: number
  pid: number
  /** Lines of its JSON log at level error (50) or above. */
  errors(): Promise<string[]>
  stop(): Promise<void>
}

/** The fields of /proc/<pid>/stat after the command name, which may itself hold spaces. */
async function statFields(pid: number): Promise<string[] | null> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
  if (text === null) return null
  return text.slice(text.lastIndexOf(')') + 2).split(' ')
}

/** CPU seconds a process has used, its reaped children's included (utime to cstime). */
export async function processCpuSeconds(pid: number): Promise<number> {
  const fields = await statFields(pid)
  if (!fields) return 0
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0)
  return ticks / TICKS_PER_SECOND
}

/**
 * CPU seconds of a PostgreSQL cluster: the postmaster (with the backends it has reaped) and
 * the processes it runs now. A backend that ends between two readings moves from the second
 * part into the first, so differences stay right. `dataDirectory` is the server's own
 * (`show data_directory`): as root the embedded cluster is moved where its user can reach it.
 */
export async function clusterCpuSeconds(dataDirectory: string): Promise<number> {
  const pidText = await readFile(path.join(dataDirectory, 'postmaster.pid'), 'utf8')
  const postmaster = Number.parseInt(pidText.split('\n')[0] ?? '', 10)
  let total = await processCpuSeconds(postmaster)
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const fields = await statFields(Number(entry))
    if (fields && Number(fields[1]) === postmaster) {
      total += (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
    }
  }
  return total
}

async function waitUntilReady(port: number, child: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited (${child.exitCode})`)
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    )
    if (ready) return
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`instance on ${port} not ready after 120 s`)
}

/** Starts `src/server/index.ts` with `env` on a free port; resolves once /readyz answers. */
export async function startInstance(env: Record<string, string>, logFile: string) {
  const port = await freePort()
  const { DATABASE_URL: _developers, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
  })
  const log = createWriteStream(logFile)
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    const late = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(late)
    await new Promise((done) => log.end(done))
  }
  try {
    await waitUntilReady(port, child)
  } catch (error) {
    await stop()
    throw error
  }
  const instance: Instance = {
    port,
    pid: child.pid ?? 0,
    errors: async () =>
      (await readFile(logFile, 'utf8'))
        .split('\n')
        .filter((line) => /"level":(5\d|60)/.test(line) || /^Error/.test(line)),
    stop,
  }
  return instance
}
