import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { mailboxQuery } from '../queries'
import { ListState } from './list-state'
import { MessageDetailDialog } from './message-detail-dialog'
import { type Box, MessageList } from './message-list'
import { NewMessageButton } from './new-message-dialog'

const TEXT = {
  inbox: { failure: MESSAGING_MSG.inboxFailed, empty: MESSAGING_MSG.emptyInbox },
  sent: { failure: MESSAGING_MSG.sentFailed, empty: MESSAGING_MSG.emptySent },
} as const

/** The Inbox or Sent tab: New Message, the list, and the detail of the opened message. */
export function MailboxPanel({ box }: { box: Box }) {
  const query = useQuery(mailboxQuery(box))
  const [openId, setOpenId] = useState<string>()
  const open = openId ? query.data?.find((message) => message.id === openId) : undefined

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <NewMessageButton />
      </div>
      <ListState query={query} failure={TEXT[box].failure} empty={TEXT[box].empty}>
        {(messages) => (
          <MessageList box={box} messages={messages} onOpen={(message) => setOpenId(message.id)} />
        )}
      </ListState>
      <MessageDetailDialog box={box} message={open} onClose={() => setOpenId(undefined)} />
    </div>
  )
}
