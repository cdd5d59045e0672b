import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// A failed read shows its state at once, as the tests' `retry: false` made React Query do before
// the HTTP client took the retry rule over (docs/decisions/188-ky-client.md); the rule itself is
// tested in tests/unit/lib/api.test.ts.
vi.mock('~/lib/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/lib/api')>()
  return { ...actual, api: actual.createApi({ readRetries: 0 }) }
})

afterEach(() => {
  cleanup()
})
