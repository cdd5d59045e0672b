import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './scripts/find-chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 8181)
const baseURL = `http://127.0.0.1:${port}`
/** A second server with the demo content of a first `npm start`, for tests/e2e/demo-seens.spec.ts. */
const demoPort = Number(process.env.E2E_DEMO_PORT ?? port + 1)
const demoURL = `http://127.0.0.1:${demoPort}`
const executablePath = findChromium()
if (!executablePath) {
  throw new Error(
    'No Chromium found: run `node scripts/find-chromium.mjs` for the install command.',
  )
}

const server = {
  command: 'node scripts/e2e-server.mjs',
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  reuseExistingServer: false,
  // The first start may build the client and initialise PostgreSQL.
  timeout: 180_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/e2e-output',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // scripts/e2e.mjs counts passes and failures from the JSON file.
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    baseURL,
    colorScheme: 'light',
    // No transitions: axe then measures the colours a theme ends with, not ones mid-change.
    reducedMotion: 'reduce',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    { ...server, url: `${baseURL}/healthz`, env: { ...server.env, PORT: String(port) } },
    {
      ...server,
      url: `${demoURL}/healthz`,
      env: { ...server.env, PORT: String(demoPort), E2E_DEMO: 'true' },
    },
  ],
})
