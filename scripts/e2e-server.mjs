// The real server for the end-to-end tests (Playwright's webServer): `scripts/start.mjs` on a
// temporary DATA_DIR that is removed when the server stops.
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seen-e2e-'))
// As root the embedded PostgreSQL runs as the `postgres` user, which must reach DATA_DIR/pg.
chmodSync(dataDir, 0o711)

// Never the developer's DATABASE_URL: the tests create accounts.
const { DATABASE_URL: _ignored, ...env } = process.env

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...env,
    PORT: process.env.PORT ?? '8181',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The demo server of the demo-Seens spec sets E2E_DEMO=true; every other spec starts empty.
    DEMO: process.env.E2E_DEMO === 'true' ? 'true' : 'false',
    NODE_ENV: 'test',
    // Every test registers its own people, all from 127.0.0.1.
    RATE_LIMIT_FACTOR: '100',
    // Headless Chromium has no push service: tests/e2e/push.spec.ts stands one in on
    // http://127.0.0.1.
    PUSH_LOCAL_ENDPOINTS: 'true',
  },
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  // Playwright signals the whole process group; the server shuts down on its own and we wait.
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal)
  })
}

child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? (signal ? 1 : 0))
})
