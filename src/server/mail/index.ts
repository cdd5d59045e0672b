import path from 'node:path'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { createFileMailer } from './file-mailer'
import type { Mailer } from './mailer'
import { createSmtpMailer } from './smtp-mailer'

export type { Mailer, MailMessage } from './mailer'
export { createMemoryMailer, type MemoryMailer } from './memory-mailer'

/**
 * docs/architecture/overview.md#stack: SMTP when SMTP_URL is set, otherwise `.eml` files in
 * DATA_DIR/mail and a log line.
 */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, logger)
  return createFileMailer(path.join(config.dataDir, 'mail'), config.MAIL_FROM, logger)
}
