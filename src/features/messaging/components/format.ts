import { MESSAGING_MSG } from '~/shared/messaging-messages'

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** An ISO instant in the reader's locale and time zone. */
export const formatDate = (iso: string) => dateTime.format(new Date(iso))

/** A message's subject, or 'No subject' (docs/product.md#validation) when it has none. */
export const subjectOf = (subject: string) => subject.trim() || MESSAGING_MSG.noSubject
