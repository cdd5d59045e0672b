import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { MSG } from '~/shared/messages'
import { SHARE_TARGET } from '~/shared/share-target'
import { guestKeyHash } from './appearances/guest-session'
import {
  clearSessionCookie,
  isSecureRequest,
  readSessionToken,
  writeSessionCookie,
} from './auth/cookie'
import { type ResolvedSession, resolveSession } from './auth/sessions'
import { clipUploadsFor } from './clips/clip-uploads-for'
import { vapidSubject } from './config'
import type { AppDeps, AppEnv } from './context'
import { databaseUnavailable } from './db/unavailable'
import { clientClosedRequest, clientWentAway } from './http/client-abort'
import { clientIp } from './http/client-ip'
import { compressJson } from './http/compression'
import { checkOrigin, requireCsrfHeader } from './http/csrf'
import { drainRequest } from './http/drain'
import { ApiError, failure } from './http/errors'
import { sentAsGuest } from './http/guest-sender'
import { closeWhileDraining, healthRoutes } from './http/health'
import { idempotency } from './http/idempotency'
import { inputGate } from './http/input-gate'
import { createReadCache } from './http/read-cache'
import { securityHeaders } from './http/security-headers'
import { seenListPage } from './http/seen-list-page'
import { seenPreviewPage } from './http/seen-preview-page'
import { staticClient } from './http/static-client'
import { createLiveHub } from './live/hub'
import { loggablePath } from './logger'
import { createMailer } from './mail'
import { requestDuration } from './metrics'
import { endpointPolicyOf } from './push/endpoint-policy'
import { createPushNotifier } from './push/notifier'
import { accountRoutes } from './routes/account'
import { apiRoutes } from './routes/api'
import { bffRoutes } from './routes/bff'
import { mediaRoutes } from './routes/media'
import { shareTargetFallback } from './routes/share-target'
import { createMediaStorage } from './storage'

/** Largest accepted API body: a base64 photo of the 2 MB hint plus slack. */
export const API_BODY_LIMIT = 6 * 1024 * 1024
const FORM_BODY_LIMIT = 16 * 1024
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/**
 * GET routes that change state (docs/architecture/accounts-and-security.md#accounts-and-sessions:
 * logout is a link).
 */
const WRITING_GETS = new Set(['/bff/logout'])

const tooLarge = async (c: Context) => {
  await drainRequest(c)
  throw ApiError.user(413, MSG.tooLarge)
}

/**
 * Hono's body limit reads `c.req.raw.body`, which makes @hono/node-server build a full Fetch
 * Request (abort signal, header copy) even for a GET; reads carry no body to limit.
 */
const limitBody = (maxSize: number): MiddlewareHandler => {
  const limit = bodyLimit({ maxSize, onError: tooLarge })
  return (c, next) => (READ_METHODS.has(c.req.method) ? next() : limit(c, next))
}

export interface CreateAppOptions extends AppDeps {
  /** Folder of the built client; omitted in API tests. */
  clientDir?: string
}

/** Builds the whole HTTP app from its dependencies; nothing here opens connections itself. */
export function createApp(options: CreateAppOptions) {
  const deps: Required<AppDeps> = {
    db: options.db,
    config: options.config,
    logger: options.logger,
    clock: options.clock ?? (() => new Date()),
    storage: options.storage ?? createMediaStorage(options.config),
    clipUploads: options.clipUploads ?? clipUploadsFor(options.config),
    mailer: options.mailer ?? createMailer(options.config, options.logger),
    readCache: options.readCache ?? createReadCache(options.config.READ_CACHE_MS),
    lifecycle: options.lifecycle ?? { draining: false },
    live: options.live ?? createLiveHub({ db: options.db, logger: options.logger }),
    push:
      options.push ??
      createPushNotifier({
        db: options.db,
        logger: options.logger,
        clock: options.clock ?? (() => new Date()),
        subject: vapidSubject(options.config),
        endpoints: endpointPolicyOf(options.config),
      }),
  }
  const { config } = deps
  const app = new Hono<AppEnv>()

  // Resolved sessions live as briefly as the read cache and are emptied with it, so a logout,
  // a password change or any other write here takes effect at once.
  const sessions = createReadCache<ResolvedSession>(config.READ_CACHE_MS, 1000)
  const cachedSession = async (token: string) => {
    const now = deps.clock()
    const hit = sessions.get(token, now)
    if (hit) return hit
    const session = await resolveSession(deps.db, token, now)
    if (session) sessions.set(token, { ...session, renewedUntil: null }, now)
    return session
  }

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID()
    const log = deps.logger.child({ requestId })
    c.set('requestId', requestId)
    c.set('log', log)
    c.set('deps', deps)
    c.set('user', null)
    c.set('sessionHash', null)
    c.set('heldAccountId', null)
    const started = performance.now()
    await next()
    // Set on the finished response itself: c.header() now would rebuild it around a stream.
    c.res.headers.set('X-Request-Id', requestId)
    const seconds = (performance.now() - started) / 1000
    const line = { method: c.req.method, route: routePath(c), status: c.res.status }
    requestDuration.observe({ ...line, status: String(line.status) }, seconds)
    // Production logs every request as JSON at info; development only at debug.
    log[config.production ? 'info' : 'debug'](
      { ...line, path: loggablePath(c.req.path), ms: Math.round(seconds * 1000) },
      'request',
    )
  })
  app.use(securityHeaders({ hsts: config.production }))
  app.use(closeWhileDraining)
  app.use(inputGate)

  app.use(async (c, next) => {
    const secure = isSecureRequest(c, config.TRUST_PROXY)
    // A guest's queued action is a guest's, whoever is signed in (http/guest-sender.ts); the
    // account's host blocks still hold for it.
    const token = readSessionToken(c, secure)
    if (token && sentAsGuest(c)) {
      c.set('heldAccountId', (await cachedSession(token))?.user.id ?? null)
    } else if (token) {
      const session = await cachedSession(token)
      if (session) {
        c.set('user', session.user)
        c.set('sessionHash', session.tokenHash)
        if (session.renewedUntil) writeSessionCookie(c, secure, token, session.renewedUntil)
      } else {
        clearSessionCookie(c, secure)
      }
    }
    await next()
  })

  // A write answered successfully empties the read cache (src/server/http/read-cache.ts).
  app.use(async (c, next) => {
    await next()
    const writes = !READ_METHODS.has(c.req.method) || WRITING_GETS.has(c.req.path)
    if (writes && c.res.status < 400) {
      deps.readCache.clear()
      sessions.clear()
    }
  })

  // Outermost of the API's own middleware, so cached and error answers are compressed alike.
  app.use('/api/*', compressJson())
  app.use('/bff/*', compressJson())
  app.use('/api/*', limitBody(API_BODY_LIMIT))
  app.use('/api/*', requireCsrfHeader, checkOrigin({ trustProxy: config.TRUST_PROXY }))
  app.use(
    '/api/*',
    // A guest with a guest session (see appearances/guest-session.ts) owns their keys; a guest
    // without one shares them with their network address.
    idempotency((c) => {
      const guest = guestKeyHash(c)
      return guest ? `guest:${guest}` : `ip:${clientIp(c, config.TRUST_PROXY)}`
    }),
  )
  app.use('/account/*', limitBody(FORM_BODY_LIMIT))
  app.use('/account/*', checkOrigin({ trustProxy: config.TRUST_PROXY }))
  app.use('/bff/*', checkOrigin({ trustProxy: config.TRUST_PROXY }))

  app.route('/', healthRoutes)
  app.route('/bff', bffRoutes)
  app.route('/account', accountRoutes)
  app.route('/api', apiRoutes)
  app.route('/media', mediaRoutes)
  // Photos shared from the gallery are the service worker's (sw/share-target.ts).
  app.post(SHARE_TARGET.action, shareTargetFallback)
  if (options.clientDir) {
    app.get('/seen', seenPreviewPage(options.clientDir))
    app.get('/seen_list', seenListPage(options.clientDir))
    app.use(staticClient(path.resolve(options.clientDir)))
  }

  app.notFound((c) => c.json(failure({ userMessage: [MSG.notFound] }), 404))
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json(failure(error.errors), error.status)
    }
    if (error instanceof HTTPException) {
      return c.json(failure({ userMessage: [error.message || MSG.unexpected] }), error.status)
    }
    if (clientWentAway(c)) return clientClosedRequest(c)
    const outage = databaseUnavailable(error)
    if (outage) {
      c.get('log').warn({ reason: outage }, 'database unavailable; answered 503')
      c.header('Retry-After', '1')
      return c.json(failure({ userMessage: [MSG.briefOutage] }), 503)
    }
    c.get('log').error({ err: error }, 'unexpected error')
    return c.json(failure({ userMessage: [MSG.unexpected] }), 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
