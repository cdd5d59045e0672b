/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (each prints its own numbers).
 * `npm run bench -- images` runs only the files whose name contains "images".
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = path.dirname(fileURLToPath(import.meta.url))
const filter = process.argv[2] ?? ''
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort()

let failed = 0
for (const file of files) {
  console.log(`\n=== ${file} ===`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    stdio: 'inherit',
  })
  if (result.status !== 0) failed += 1
}
if (files.length === 0) console.log('no benchmarks match')
process.exit(failed === 0 ? 0 : 1)
