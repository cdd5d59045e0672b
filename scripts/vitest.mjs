// Vitest with a JSON report, ending in `N passed, N failed`: `node scripts/vitest.mjs [args]`.
import { mkdirSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { bin, removeFile, run, summaryLine, vitestCounts } from './test-report.mjs'

const RESULTS = '.tmp/vitest-results.json'

/** Runs `vitest run` with extra CLI args; resolves to its counts. */
export async function runVitest(args = []) {
  mkdirSync('.tmp', { recursive: true })
  removeFile(RESULTS)
  const code = await run(bin('vitest'), [
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${RESULTS}`,
    ...args,
  ])
  return vitestCounts(RESULTS, code)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const counts = await runVitest(process.argv.slice(2))
  console.log(summaryLine(counts))
  process.exitCode = counts.failed > 0 ? 1 : 0
}
