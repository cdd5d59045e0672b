import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from '../logger'
import type { Mailer } from './mailer'

/**
 * Without SMTP_URL: each message is rendered by nodemailer into an RFC 822 `.eml` file under
 * `dir` (DATA_DIR/mail) and one log line names the file. The log carries neither the body,
 * which may hold a link with a token, nor the recipient: an e-mail address is personal data
 * the file itself shows to whoever may read it.
 */
export function createFileMailer(dir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      await fs.mkdir(dir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
      await fs.writeFile(file, info.message, { mode: 0o600 })
      logger.info({ subject: message.subject, file }, 'mail written to a file')
    },
  }
}
