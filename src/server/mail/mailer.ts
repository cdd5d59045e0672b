/**
 * What the app needs of a mail service: send one message (docs/architecture/overview.md#stack
 * mail).
 */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  /** Resolves once the message is handed over (SMTP) or written (file); rejects otherwise. */
  send(message: MailMessage): Promise<void>
}
