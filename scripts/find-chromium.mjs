// Finds a Chromium for Playwright (docs/architecture/overview.md#tests): CHROMIUM_PATH, Debian's
// /usr/bin/chromium, Playwright's own download; as root with apt it installs Debian's `chromium`.
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { ensureDebianTool, fromEnvironment, isExecutable } from './debian-tool.mjs'

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

const INSTALL_HINT = [
  'No Chromium found for the end-to-end tests. Install one, then run the tests again:',
  '  sudo apt-get update && sudo apt-get install -y chromium     (Debian)',
  '  npx playwright install --with-deps chromium                 (any Linux, macOS)',
  'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
].join('\n')

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
  const fromEnv = fromEnvironment('CHROMIUM_PATH')
  if (fromEnv) return fromEnv
  const candidates = [...SYSTEM_PATHS, playwrightChromium()]
  return candidates.find((file) => file !== undefined && isExecutable(file))
}

/** @returns {string} a usable Chromium; installs Debian's package as root, else throws the hint */
export function ensureChromium() {
  return ensureDebianTool({
    tool: 'Chromium',
    pkg: 'chromium',
    hint: INSTALL_HINT,
    find: findChromium,
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureChromium())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
