// `npm run test:e2e`: Playwright against the real server, ending in `N passed, N failed`.
import { mkdirSync } from 'node:fs'
import net from 'node:net'
import { pathToFileURL } from 'node:url'
import { ensureChromium } from './find-chromium.mjs'
import { bin, playwrightCounts, removeFile, run, summaryLine } from './test-report.mjs'

const RESULTS = '.tmp/e2e-results.json'

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

/** Runs `playwright test` with extra CLI args; resolves to its counts. */
export async function runE2e(args = []) {
  try {
    ensureChromium()
  } catch (error) {
    console.error(error.message)
    return { passed: 0, failed: 1 }
  }
  mkdirSync('.tmp', { recursive: true })
  removeFile(RESULTS)
  const port = process.env.E2E_PORT ?? String(await freePort())
  const demoPort = process.env.E2E_DEMO_PORT ?? String(await freePort())
  const code = await run(bin('playwright'), ['test', ...args], {
    E2E_PORT: port,
    E2E_DEMO_PORT: demoPort,
  })
  return playwrightCounts(RESULTS, code)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const counts = await runE2e(process.argv.slice(2))
  console.log(summaryLine(counts))
  process.exitCode = counts.failed > 0 ? 1 : 0
}
