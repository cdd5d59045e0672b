import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * A test's time limit catches a hang, not slowness (speed is measured by `npm run bench`): the
 * whole suite shares two cores with the API tests' databases, where image and S3 tests and
 * jsdom renders have taken over 5 s under load.
 */
const HANG_MS = 15_000

const src = fileURLToPath(new URL('./src', import.meta.url))
const alias = { '~': src }

// The client may add its own component setup; ours (cleanup, IndexedDB) always runs first.
const componentSetup = ['tests/setup/component.ts', 'tests/component/setup.ts'].filter((file) =>
  existsSync(new URL(file, import.meta.url)),
)

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          testTimeout: HANG_MS,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: componentSetup,
          testTimeout: HANG_MS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/global-db.ts'],
          // Each file builds its own app and database; argon2 hashing makes tests CPU-bound.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
