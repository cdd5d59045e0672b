import { useInfiniteQuery } from '@tanstack/react-query'
import { Suspense, useMemo, useState } from 'react'
import { DialogLoading, usePreloadAfterPaint } from '~/components/lazy-dialog'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import type { Message } from '~/shared/schemas/messaging'
import { mailboxMessages } from '../message-cache'
import { mailboxQuery } from '../queries'
import { useMarkRead } from '../use-message-outbox'
import { LazyMessageDetailDialog } from './lazy-dialogs'
import { ListState } from './list-state'
import { LoadMore } from './load-more'
import { type Box, MessageList } from './message-list'
import { NewMessageButton } from './new-message-button'
import { UnsentMessages } from './unsent-messages'

const TEXT = {
  inbox: {
    failure: MESSAGING_MSG.inboxFailed,
    empty: MESSAGING_MSG.emptyInbox,
    what: 'inbox messages',
  },
  sent: {
    failure: MESSAGING_MSG.sentFailed,
    empty: MESSAGING_MSG.emptySent,
    what: 'sent messages',
  },
} as const

/**
 * The Inbox or Sent tab: New Message, refused messages to send again, the list 50 at a time
 * with Load More, and the detail of the opened message.
 */
export function MailboxPanel({ box }: { box: Box }) {
  const query = useInfiniteQuery(mailboxQuery(box))
  const messages = useMemo(() => mailboxMessages(query.data), [query.data])
  const [openId, setOpenId] = useState<string>()
  // The detail dialog mounts on the first open; its code is fetched once the list has drawn,
  // since opening a message is what this page is for.
  const [opened, setOpened] = useState(false)
  usePreloadAfterPaint(LazyMessageDetailDialog.preload)
  const open = openId ? messages?.find((message) => message.id === openId) : undefined
  const text = TEXT[box]
  const { markRead } = useMarkRead()
  // Opening an unread inbox message reads it, so Reply is offered at once (docs/product.md#states).
  const openMessage = (message: Message) => {
    setOpened(true)
    setOpenId(message.id)
    if (box === 'inbox' && !message.isRead) void markRead(message.id, true)
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <NewMessageButton />
      </div>
      <UnsentMessages />
      <ListState
        query={{
          data: messages,
          fetchStatus: query.fetchStatus,
          isError: query.isError,
          refetch: query.refetch,
        }}
        failure={text.failure}
        empty={text.empty}
      >
        {(list) => (
          <>
            <MessageList
              box={box}
              messages={list}
              onOpen={openMessage}
              onMarkRead={(message) => void markRead(message.id)}
            />
            <LoadMore query={query} what={text.what} failure={text.failure} />
          </>
        )}
      </ListState>
      {opened ? (
        <Suspense fallback={<DialogLoading />}>
          <LazyMessageDetailDialog box={box} message={open} onClose={() => setOpenId(undefined)} />
        </Suspense>
      ) : null}
    </div>
  )
}
