// `npm test`: typecheck, lint, unit + component + API tests, build, end-to-end; every step runs
// and the last line is `N passed, N failed` over all of them.
import { readdirSync } from 'node:fs'
import { runE2e } from './e2e.mjs'
import { ensureFfmpeg } from './find-ffmpeg.mjs'
import { add, bin, heading, run, stepCounts, summaryLine } from './test-report.mjs'
import { runVitest } from './vitest.mjs'

/** sw/tsconfig.json fails with "No inputs" until the service worker has a source file. */
function hasServiceWorkerSources() {
  try {
    return readdirSync('sw', { recursive: true }).some((f) => String(f).endsWith('.ts'))
  } catch {
    return false
  }
}

async function typecheck() {
  const app = await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])
  const sw = hasServiceWorkerSources()
    ? await run(bin('tsc'), ['--noEmit', '-p', 'sw/tsconfig.json'])
    : 0
  return app || sw
}

const results = []
let total = { passed: 0, failed: 0 }
const record = (step, counts) => {
  results.push(`  ${step.padEnd(10)} ${counts.passed} ok  ${counts.failed} failing`)
  total = add(total, counts)
}

heading('typecheck')
record('typecheck', stepCounts(await typecheck()))

heading('lint (biome)')
record('lint', stepCounts(await run(bin('biome'), ['check', '.'])))

heading('unit, component and API tests (vitest)')
// The clip tests make their test clips with Debian's ffmpeg; missing, they fail with the hint.
try {
  ensureFfmpeg()
} catch (error) {
  console.error(error.message)
}
record('vitest', await runVitest())

heading('client build (vite)')
const build = stepCounts(await run(bin('vite'), ['build']))
record('build', build)

heading('end-to-end tests (playwright)')
if (build.failed) {
  console.log('Skipped: the client did not build.')
  record('e2e', { passed: 0, failed: 1 })
} else {
  record('e2e', await runE2e())
}

heading('summary')
for (const line of results) console.log(line)
// The failing tests by name, so the tail of a CI log says what broke.
for (const name of total.names ?? []) console.log(`  FAILED ${name}`)
console.log(summaryLine(total))
process.exitCode = total.failed > 0 ? 1 : 0
