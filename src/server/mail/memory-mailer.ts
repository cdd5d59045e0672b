import type { Mailer, MailMessage } from './mailer'

export interface MemoryMailer extends Mailer {
  /** Every message sent so far, oldest first. */
  readonly sent: MailMessage[]
}

/** Mail kept in an array: for tests, never for a running server. */
export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = []
  return {
    sent,
    async send(message) {
      sent.push({ ...message })
    },
  }
}
