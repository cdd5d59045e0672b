// Finds an ffmpeg for the API tests that make their own test clips (tests/api/clip-fixtures.ts):
// FFMPEG_PATH, then Debian's /usr/bin/ffmpeg; as root with apt it installs Debian's `ffmpeg`, as
// ensureChromium does for the end-to-end tests. Nothing is downloaded by npm for it.
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { pathToFileURL } from 'node:url'

const SYSTEM_PATHS = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg']

export const FFMPEG_INSTALL_HINT = [
  'No ffmpeg found for the clip tests (they make their test clips with it). Install it, then run the tests again:',
  '  sudo apt-get update && sudo apt-get install -y ffmpeg     (Debian)',
  'or point FFMPEG_PATH at an existing ffmpeg binary.',
].join('\n')

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** @returns {string | undefined} the first usable ffmpeg, without installing anything */
export function findFfmpeg() {
  const fromEnv = process.env.FFMPEG_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv
    throw new Error(`FFMPEG_PATH=${fromEnv} is not an executable file.`)
  }
  return SYSTEM_PATHS.find(isExecutable)
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

/** @returns {string} a usable ffmpeg; installs Debian's package as root, else throws the hint */
export function ensureFfmpeg() {
  const found = findFfmpeg()
  if (found) return found
  if (process.getuid?.() !== 0 || !hasAptGet()) throw new Error(FFMPEG_INSTALL_HINT)
  console.log("No ffmpeg found; installing Debian's ffmpeg package (running as root).")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'ffmpeg'], {
      stdio: 'inherit',
      env,
    })
  } catch (error) {
    throw new Error(
      `Installing ffmpeg with apt-get failed (${error.message}).\n${FFMPEG_INSTALL_HINT}`,
    )
  }
  const installed = findFfmpeg()
  if (!installed) throw new Error(FFMPEG_INSTALL_HINT)
  return installed
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureFfmpeg())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
