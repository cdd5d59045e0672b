import { setupServer } from 'msw/node'
import { onTestFinished } from 'vitest'
import { defaultHandlers } from './handlers'

/**
 * The one fake backend of the component tests: started by setup.ts, reset after every test.
 * A test answers what it needs with `server.use(...)`, which comes before the defaults.
 */
export const server = setupServer(...defaultHandlers)

export interface LoggedRequest {
  method: string
  url: URL
  headers: Headers
}

/** Every request the page sends from now until the test ends, in order. */
export function logRequests(): LoggedRequest[] {
  const log: LoggedRequest[] = []
  const listener = ({ request }: { request: Request }) => {
    log.push({ method: request.method, url: new URL(request.url), headers: request.headers })
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return log
}
