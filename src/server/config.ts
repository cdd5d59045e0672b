import path from 'node:path'
import * as v from 'valibot'
import { OPS_ENTRIES } from './config-ops'

const boolFromEnv = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0', 'yes', 'no']), 'true'),
  v.transform((s) => s === 'true' || s === '1' || s === 'yes'),
)

const ConfigSchema = v.object({
  PORT: v.pipe(
    v.optional(v.string(), '8080'),
    v.regex(/^\d+$/, 'PORT must be a whole number.'),
    v.transform(Number),
    v.minValue(0, 'PORT must be between 0 and 65535.'),
    v.maxValue(65535, 'PORT must be between 0 and 65535.'),
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'DATA_DIR must not be empty.')), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://.')),
  ),
  DEMO: boolFromEnv,
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url('SMTP_URL must be a URL.'))),
  MAIL_FROM: v.optional(v.string(), 'Seen <no-reply@seen.local>'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL.'))),
  MEDIA_CDN_URL: v.optional(v.pipe(v.string(), v.url('MEDIA_CDN_URL must be a URL.'))),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('S3_ENDPOINT must be a URL.'))),
  S3_BUCKET: v.optional(v.string()),
  S3_REGION: v.optional(v.string()),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  /**
   * The operator's ffmpeg: HEVC clips are converted to H.264 with it, and refused without it
   * (docs/decisions/180-video-clips-server.md). Nothing downloads one.
   */
  FFMPEG_PATH: v.optional(v.pipe(v.string(), v.minLength(1, 'FFMPEG_PATH must not be empty.'))),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  READ_CACHE_MS: v.pipe(
    v.optional(v.string(), '2000'),
    v.regex(/^\d+$/, 'READ_CACHE_MS must be a whole number of milliseconds.'),
    v.transform(Number),
    v.maxValue(60_000, 'READ_CACHE_MS must be between 0 and 60000.'),
  ),
  RATE_LIMIT_FACTOR: v.pipe(
    v.optional(v.string(), '1'),
    v.regex(/^\d+$/, 'RATE_LIMIT_FACTOR must be a whole number.'),
    v.transform(Number),
    v.minValue(1, 'RATE_LIMIT_FACTOR must be between 1 and 10000.'),
    v.maxValue(10_000, 'RATE_LIMIT_FACTOR must be between 1 and 10000.'),
  ),
  /**
   * Push endpoints: the browsers' push services only, or any public host
   * (docs/decisions/163-push-endpoints.md).
   */
  PUSH_ENDPOINT_HOSTS: v.optional(v.picklist(['known', 'public']), 'known'),
  /** Also `http:` and loopback push endpoints: a test's local push service, never production. */
  PUSH_LOCAL_ENDPOINTS: v.pipe(
    v.optional(v.picklist(['true', 'false']), 'false'),
    v.transform((s) => s === 'true'),
  ),
  ...OPS_ENTRIES,
})

export type RawConfig = v.InferOutput<typeof ConfigSchema>
export interface Config extends RawConfig {
  dataDir: string
  production: boolean
  seedDemo: boolean
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parse the environment once at start-up; fail fast with every problem named. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  if (input.TRUST_PROXY === undefined) input.TRUST_PROXY = 'false'
  const result = v.safeParse(ConfigSchema, input)
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = issue.path?.map((p) => String(p.key)).join('.') ?? 'config'
      return `  ${key}: ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const raw = result.output
  const production = raw.NODE_ENV === 'production'
  // Mailed links must never follow a request's Host header, so production names its address.
  if (production && !raw.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: PUBLIC_URL must be set in production (the https:// address mailed links point to).',
    )
  }
  return {
    ...raw,
    dataDir: path.resolve(raw.DATA_DIR),
    production,
    seedDemo: raw.DEMO && !production,
  }
}

/**
 * The origin of mailed links: PUBLIC_URL, otherwise the address this server listens on (never
 * a request's `Host`, which whoever sends the request chooses).
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '')
  const wildcard = ['0.0.0.0', '::', ''].includes(config.HOST)
  const host = wildcard ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST
  return `http://${host}:${config.PORT}`
}

/** VAPID `sub`: the public https address when there is one, else the mail sender's address. */
export function vapidSubject(config: Pick<Config, 'PUBLIC_URL' | 'MAIL_FROM'>): string {
  if (config.PUBLIC_URL?.startsWith('https://')) return config.PUBLIC_URL.replace(/\/+$/, '')
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM
  return `mailto:${address.trim()}`
}
