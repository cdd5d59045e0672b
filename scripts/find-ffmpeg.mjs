// Finds an ffmpeg for the API tests that make their own test clips (tests/api/clip-fixtures.ts):
// FFMPEG_PATH, then Debian's /usr/bin/ffmpeg; as root with apt it installs Debian's `ffmpeg`, as
// ensureChromium does for the end-to-end tests. Nothing is downloaded by npm for it.
import { pathToFileURL } from 'node:url'
import { ensureDebianTool, fromEnvironment, isExecutable } from './debian-tool.mjs'

const SYSTEM_PATHS = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg']

export const FFMPEG_INSTALL_HINT = [
  'No ffmpeg found for the clip tests (they make their test clips with it). Install it, then run the tests again:',
  '  sudo apt-get update && sudo apt-get install -y ffmpeg     (Debian)',
  'or point FFMPEG_PATH at an existing ffmpeg binary.',
].join('\n')

/** @returns {string | undefined} the first usable ffmpeg, without installing anything */
export function findFfmpeg() {
  return fromEnvironment('FFMPEG_PATH') ?? SYSTEM_PATHS.find(isExecutable)
}

/** @returns {string} a usable ffmpeg; installs Debian's package as root, else throws the hint */
export function ensureFfmpeg() {
  return ensureDebianTool({
    tool: 'ffmpeg',
    pkg: 'ffmpeg',
    aptArgs: ['--no-install-recommends'],
    hint: FFMPEG_INSTALL_HINT,
    find: findFfmpeg,
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureFfmpeg())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
