import * as v from 'valibot'
import { parseTrustProxy } from './http/trust-proxy'

/** Settings for running in production: database pool, migrations, proxies, drain, metrics. */

const whole = (name: string, fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d+$/, `${name} must be a whole number.`),
    v.transform(Number),
    v.minValue(min, `${name} must be between ${min} and ${max}.`),
    v.maxValue(max, `${name} must be between ${min} and ${max}.`),
  )

const flag = (fallback: 'true' | 'false') =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0', 'yes', 'no']), fallback),
    v.transform((s) => s === 'true' || s === '1' || s === 'yes'),
  )

export const OPS_ENTRIES = {
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), 'false'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const trust = parseTrustProxy(dataset.value)
      if (typeof trust !== 'string') return trust
      addIssue({ message: `TRUST_PROXY: ${trust}` })
      return NEVER
    }),
  ),
  DB_POOL_MAX: whole('DB_POOL_MAX', 10, 1, 1000),
  DB_CONNECT_TIMEOUT_MS: whole('DB_CONNECT_TIMEOUT_MS', 10_000, 0, 600_000),
  DB_STATEMENT_TIMEOUT_MS: whole('DB_STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000),
  DB_PREPARED_STATEMENTS: flag('true'),
  DATABASE_CA_FILE: v.optional(v.string()),
  MIGRATE: flag('true'),
  SHUTDOWN_DELAY_MS: whole('SHUTDOWN_DELAY_MS', 0, 0, 120_000),
  SHUTDOWN_TIMEOUT_MS: whole('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
  REQUEST_TIMEOUT_MS: whole('REQUEST_TIMEOUT_MS', 120_000, 1000, 3_600_000),
  IDEMPOTENCY_STALE_MS: whole('IDEMPOTENCY_STALE_MS', 60_000, 1000, 3_600_000),
  METRICS_PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'METRICS_PORT must be a whole number.'),
      v.transform(Number),
      v.minValue(1, 'METRICS_PORT must be between 1 and 65535.'),
      v.maxValue(65_535, 'METRICS_PORT must be between 1 and 65535.'),
    ),
  ),
  MEDIA_REDIRECT: flag('false'),
  S3_SESSION_TOKEN: v.optional(v.string()),
}
