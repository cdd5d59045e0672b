// What the test tools' finders share (find-chromium.mjs, find-ffmpeg.mjs): a binary's check, and
// the install of Debian's package as root with apt when none is found.
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'

/** @param {string} file @returns {boolean} */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** @param {string} variable @returns {string | undefined} the variable's path, if it is set */
export function fromEnvironment(variable) {
  const file = process.env[variable]
  if (!file) return undefined
  if (isExecutable(file)) return file
  throw new Error(`${variable}=${file} is not an executable file.`)
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

/**
 * `find()`'s answer, else Debian's `pkg` installed as root with apt and found again; throws `hint`
 * (the exact install command) when that cannot be done.
 * @param {{ tool: string, pkg: string, aptArgs?: string[], hint: string, find: () => string | undefined }} options
 * @returns {string}
 */
export function ensureDebianTool({ tool, pkg, aptArgs = [], hint, find }) {
  const found = find()
  if (found) return found
  if (process.getuid?.() !== 0 || !hasAptGet()) throw new Error(hint)
  console.log(`No ${tool} found; installing Debian's ${pkg} package (running as root).`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', ...aptArgs, pkg], { stdio: 'inherit', env })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Installing ${pkg} with apt-get failed (${reason}).\n${hint}`)
  }
  const installed = find()
  if (!installed) throw new Error(hint)
  return installed
}
