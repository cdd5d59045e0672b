import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/**
 * Addresses the server answers itself
 * (docs/architecture/accounts-and-security.md#accounts-and-sessions): never the app shell.
 */
export const SERVER_PATHS = [/^\/api(\/|$)/, /^\/bff(\/|$)/, /^\/account(\/|$)/, /^\/media(\/|$)/]

/** Every client route opens from the cached shell, online or not. */
export function serveNavigations() {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }),
  )
}
