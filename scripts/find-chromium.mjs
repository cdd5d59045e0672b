// Finds a Chromium for Playwright (docs/architecture/overview.md#tests): CHROMIUM_PATH, Debian's
// /usr/bin/chromium, Playwright's own download; as root with apt it installs Debian's `chromium`.
import { execFileSync, spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

const INSTALL_HINT = [
  'No Chromium found for the end-to-end tests. Install one, then run the tests again:',
  '  sudo apt-get update && sudo apt-get install -y chromium     (Debian)',
  '  npx playwright install --with-deps chromium                 (any Linux, macOS)',
  'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
].join('\n')

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core')
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

/** @returns {string | undefined} the first usable Chromium, without installing anything */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file.`)
  }
  const candidates = [...SYSTEM_PATHS, playwrightChromium()]
  return candidates.find((file) => file !== undefined && isExecutable(file))
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

/** @returns {string} a usable Chromium; installs Debian's package as root, else throws the hint */
export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  if (process.getuid?.() !== 0 || !hasAptGet()) throw new Error(INSTALL_HINT)
  console.log("No Chromium found; installing Debian's chromium package (running as root).")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env })
  } catch (error) {
    throw new Error(`Installing chromium with apt-get failed (${error.message}).\n${INSTALL_HINT}`)
  }
  const installed = findChromium()
  if (!installed) throw new Error(INSTALL_HINT)
  return installed
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureChromium())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
