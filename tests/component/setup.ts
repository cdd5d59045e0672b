// jsdom does not scroll; the router's scroll restoration calls window.scrollTo on navigation.
window.scrollTo = () => undefined

// In the app the lazily loaded Toaster says when it listens; tests render their own Toaster.
import { markToasterMounted } from '~/lib/notify'

markToasterMounted()

// `findBy…` and `waitFor` wait for what the page does next, not for how fast it does it: a lazy
// chunk or the outbox's IndexedDB can take over a second when the machine is busy (the whole
// suite runs beside other work), and the default of 1 s then fails tests that are right.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 5_000 })

// Every request goes to the shared handlers; a test's own answers (`server.use`) end with it.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './msw/server'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
