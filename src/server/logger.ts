import pino, { type DestinationStream, type Logger } from 'pino'
import { safeError } from './log-errors'

export type { Logger }

/** Fields that hold secrets wherever they appear in a log line (top level or nested). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'email',
  'newEmail',
  'currentPassword',
  'passwordHash',
  'hash',
  'tokenHash',
  'token',
  'sessionToken',
  'deviceToken',
  'cookie',
  'authorization',
  '"set-cookie"',
  'params',
]

/** Every secret key at the top level and up to three levels down (pino's `*` is one level). */
export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => {
  const tail = key.startsWith('"') ? `[${key}]` : `.${key}`
  return [key.startsWith('"') ? `[${key}]` : key, `*${tail}`, `*.*${tail}`, `*.*.*${tail}`]
})

interface LoggerOptions {
  production: boolean
  level?: string | undefined
  /** Where lines go instead of stdout (tests capture them). */
  destination?: DestinationStream
}

/**
 * JSON logs in production, pretty ones in development. Secrets are redacted by key, and errors
 * pass through `safeError`, so a failed query logs its code and constraint, never its values.
 */
export function createLogger(options: LoggerOptions): Logger {
  const settings = {
    level: options.level ?? (options.production ? 'info' : 'debug'),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: safeError, error: safeError },
  }
  if (options.destination) return pino(settings, options.destination)
  return pino({
    ...settings,
    ...(options.production
      ? {}
      : {
          transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } },
        }),
  })
}

export const silentLogger: Logger = pino({ level: 'silent' })

/** Path segments that are secrets (invitation tokens) never reach the log. */
const SECRET_PATH = /^(\/invitation\/|\/api\/seen\/invitations\/(?:accept|preview)\/)[^/?]+/

export function loggablePath(path: string): string {
  return path.replace(SECRET_PATH, '$1[redacted]')
}
