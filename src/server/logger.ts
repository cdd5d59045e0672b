import pino, { type Logger } from 'pino'

export type { Logger }

/** JSON logs in production, pretty ones in development; secrets are redacted by path. */
export function createLogger(options: { production: boolean; level?: string | undefined }): Logger {
  return pino({
    level: options.level ?? (options.production ? 'info' : 'debug'),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
    ...(options.production
      ? {}
      : {
          transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } },
        }),
  })
}

export const silentLogger: Logger = pino({ level: 'silent' })

/** Path segments that are secrets (invitation tokens) never reach the log. */
const SECRET_PATH = /^(\/invitation\/|\/api\/seen\/invitations\/accept\/)[^/?]+/

export function loggablePath(path: string): string {
  return path.replace(SECRET_PATH, '$1[redacted]')
}
