import nodemailer from 'nodemailer'
import type { Logger } from '../logger'
import type { Mailer } from './mailer'

/**
 * Mail over SMTP_URL (smtp:// or smtps://, credentials in the URL) with nodemailer. The log line
 * names the message by its id, never by its recipient's address.
 */
export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      logger.info({ subject: message.subject, id: info.messageId }, 'mail sent')
    },
  }
}
