import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type App, createApp } from '~/server/app'
import { type Config, parseConfig } from '~/server/config'
import type { Db } from '~/server/db/client'
import { createLiveHub } from '~/server/live/hub'
import type { LiveHub } from '~/server/live/hub-types'
import { type Logger, silentLogger } from '~/server/logger'
import { createMemoryMailer, type MemoryMailer } from '~/server/mail'
import { endpointPolicyOf } from '~/server/push/endpoint-policy'
import { createPushNotifier, type PushNotifier } from '~/server/push/notifier'
import type { Resolve } from '~/server/push/pinned-address'
import { createTestDb, type TestDb } from '../setup/test-db'

export { api, CookieJar, type RequestOptions } from './http'

/** A clock tests move by hand, so expiry and rate-limit windows need no waiting. */
export interface TestClock {
  now(): Date
  set(at: Date | string): void
  advance(ms: number): void
}

export function testClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start).getTime()
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime()
    },
    advance: (ms) => {
      current += ms
    },
  }
}

export interface TestApp {
  app: App
  db: Db
  clock: TestClock
  config: Config
  /** Every mail the app sent. */
  mailer: MemoryMailer
  /** The app's live streams (its own LISTEN connection, as each instance has). */
  live: LiveHub
  /** The app's Web Push sender: `idle()` waits for pushes started by a request. */
  push: PushNotifier
  /** Drops the database (when this helper made it) and the data dir. */
  close(): Promise<void>
}

export interface TestAppOverrides {
  /** Use this database instead of a fresh clone of the template. */
  db?: Db
  /** Extra environment for `parseConfig`. */
  env?: Record<string, string>
  clock?: TestClock
  /** Where the app logs; silent by default. */
  logger?: Logger
  /** Serve this built client folder as the real server does. */
  clientDir?: string
  /** How often the live streams check their sessions (a minute, as in production). */
  liveSessionCheckMs?: number
  /** Answers for push endpoints' host names, so a test never asks a real resolver. */
  pushResolve?: Resolve
}

/** Push endpoints' host names resolve nowhere unless a test says so: tests reach loopback only. */
const resolveNoName: Resolve = async (name) => {
  throw Object.assign(new Error(`${name}: tests resolve no host names`), { code: 'ENOTFOUND' })
}

/** A real app on a fresh database; call in `beforeAll` and `close()` in `afterAll`. */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'seen-test-data-'))
  let testDb: TestDb | undefined
  let db: Db
  if (overrides.db) {
    db = overrides.db
  } else {
    testDb = await createTestDb()
    db = testDb.db
  }
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO: 'false',
    // Fixtures change rows behind the API's back and clocks jump; read-cache.test.ts turns it on.
    READ_CACHE_MS: '0',
    ...overrides.env,
  })
  const clock = overrides.clock ?? testClock()
  const mailer = createMemoryMailer()
  const logger = overrides.logger ?? silentLogger
  const live = createLiveHub({
    db,
    logger,
    clock: () => clock.now(),
    sessionCheckMs: overrides.liveSessionCheckMs,
  })
  const push = createPushNotifier({
    db,
    logger,
    clock: () => clock.now(),
    subject: 'mailto:test@seen.local',
    endpoints: endpointPolicyOf(config),
    resolve: overrides.pushResolve ?? resolveNoName,
  })
  const app = createApp({
    live,
    push,
    db,
    config,
    logger,
    clock: () => clock.now(),
    mailer,
    clientDir: overrides.clientDir,
  })
  return {
    app,
    db,
    clock,
    config,
    mailer,
    live,
    push,
    close: async () => {
      await live.close()
      push.close()
      await push.idle()
      await testDb?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
