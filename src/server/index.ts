import fs from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { deleteExpiredSessions } from './auth/sessions'
import { clipUploadsFor } from './clips/clip-uploads-for'
import { expireClipUploads } from './clips/upload-rows'
import { ConfigError, parseConfig, vapidSubject } from './config'
import type { Lifecycle } from './context'
import { openDatabase } from './database'
import { pruneExpired } from './db/maintenance'
import { seedDemo } from './demo/seed'
import { serverTimeouts } from './http/server-timeouts'
import { countRequests, drainAndStop } from './lifecycle'
import { createLiveHub } from './live/hub'
import { LIVE_EVENTS_KEPT_MS, pruneLiveEvents } from './live/queries'
import { createLogger } from './logger'
import { serveMetrics, watchPool } from './metrics'
import { endpointPolicyOf } from './push/endpoint-policy'
import { createPushNotifier } from './push/notifier'
import { startFailureLine } from './start-failure'
import { explainStartupFailure } from './startup-error'
import { createMediaStorage } from './storage'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

async function main() {
  let config: ReturnType<typeof parseConfig>
  try {
    config = parseConfig(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const log = createLogger({ production: config.production, level: config.LOG_LEVEL })
  await fs.mkdir(config.dataDir, { recursive: true })
  const database = await openDatabase(config, log)
  watchPool(database.db.$client)
  const metricsServer = config.METRICS_PORT ? serveMetrics(config.METRICS_PORT, config.HOST) : null
  const storage = createMediaStorage(config)
  const clipUploads = clipUploadsFor(config)
  if (config.seedDemo) await seedDemo(database.db, log, storage)

  const lifecycle: Lifecycle = { draining: false }
  const live = createLiveHub({ db: database.db, logger: log })
  const push = createPushNotifier({
    db: database.db,
    logger: log,
    clock: () => new Date(),
    subject: vapidSubject(config),
    endpoints: endpointPolicyOf(config),
  })
  // The VAPID key pair is made on the first start (docs/decisions/114-push-vapid-key.md); batches a
  // stopped instance left counting go out now.
  await push.publicKey()
  await push.flushDue()
  const app = createApp({
    lifecycle,
    live,
    push,
    db: database.db,
    config,
    logger: log,
    storage,
    clipUploads,
    clientDir: path.resolve(root, process.env.SEEN_CLIENT_DIR ?? 'dist/client'),
  })
  const server = serve(
    {
      fetch: app.fetch,
      port: config.PORT,
      hostname: config.HOST,
      serverOptions: serverTimeouts(config.REQUEST_TIMEOUT_MS),
    },
    (info) => {
      log.info(`Seen is running on http://localhost:${info.port}`)
    },
  )

  const running = countRequests(server as Server)
  server.on('error', (error: NodeJS.ErrnoException) => {
    log.fatal(
      { err: error },
      `cannot listen on port ${config.PORT}: ${error.code ?? error.message}`,
    )
    void database.close().finally(() => process.exit(1))
  })

  const expireUploads = () =>
    expireClipUploads(database.db, clipUploads, new Date()).catch((error: unknown) =>
      log.error({ err: error }, 'clip upload cleanup failed'),
    )
  void expireUploads()
  const maintenance = setInterval(() => {
    const now = new Date()
    Promise.all([
      deleteExpiredSessions(database.db, now),
      pruneExpired(database.db, now),
      pruneLiveEvents(database.db, new Date(now.getTime() - LIVE_EVENTS_KEPT_MS)),
    ]).catch((error: unknown) => log.error({ err: error }, 'maintenance failed'))
    // Abandoned clip uploads (docs/decisions/180-video-clips-server.md): gone within the hour
    // after their day.
    void expireUploads()
  }, 60 * 60_000)
  maintenance.unref()

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'shutting down')
    clearInterval(maintenance)
    // Open streams would hold the drain until its timeout: they end now and their clients
    // reconnect (with Last-Event-ID) to another instance.
    lifecycle.draining = true
    await live.close()
    push.close()
    const finished = await drainAndStop({
      server: server as Server,
      lifecycle,
      log,
      running,
      delayMs: config.SHUTDOWN_DELAY_MS,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      release: async () => {
        metricsServer?.close()
        await push.idle()
        await database.close()
      },
    })
    process.exit(finished ? 0 : 1)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

// Until the server listens, any failure (even one thrown outside a promise) ends in one line.
const failStart = (error: unknown) => {
  console.error(explainStartupFailure(error) ?? startFailureLine(error))
  process.exit(1)
}
process.on('uncaughtException', failStart)
main().then(() => process.off('uncaughtException', failStart), failStart)
