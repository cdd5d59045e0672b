import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src', import.meta.url))
const alias = { '~': src }

/**
 * React here is Preact's compatibility layer (README decision 37), which has no `act` of its own:
 * Testing Library finds it in `react-dom/test-utils`, Preact's under another name. Its ES module
 * build, run through Vite, sees that alias; its CommonJS main would not.
 */
const testingLibraryOnPreact = [
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
]

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
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [{ find: '~', replacement: src }, ...testingLibraryOnPreact] },
        test: {
          name: 'component',
          server: { deps: { inline: ['@testing-library/react'] } },
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: componentSetup,
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
