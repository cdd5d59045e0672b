import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { doneResponse } from '~/shared/schemas/messaging'
import { messagingPost as post } from './messaging-post'
import { messagingKeys } from './queries'
import { useMessagingMutation } from './use-messaging-mutation'

const { inbox, sent, unreadCount } = messagingKeys

export const useWithdraw = () =>
  useMessagingMutation({
    call: (messageId: string) => post('withdraw', doneResponse, { messageId }),
    success: MESSAGING_MSG.withdrawnOk,
    failure: MESSAGING_MSG.withdrawFailed,
    doing: 'withdrawing the message',
    invalidate: [sent],
  })

export const useDeleteMessage = () =>
  useMessagingMutation({
    call: (messageId: string) => post('delete', doneResponse, { messageId }),
    success: MESSAGING_MSG.deleted,
    failure: MESSAGING_MSG.deleteFailed,
    doing: 'deleting the message',
    invalidate: [inbox, unreadCount],
  })

export const useBlockUser = () =>
  useMessagingMutation({
    call: (username: string) => post('block', doneResponse, { username }),
    success: (username: string) => MESSAGING_MSG.blocked(username),
    failure: MESSAGING_MSG.blockFailed,
    doing: 'blocking the user',
    invalidate: [inbox, unreadCount, messagingKeys.blocked],
  })

export const useUnblockUser = () =>
  useMessagingMutation({
    call: (username: string) => post('unblock', doneResponse, { username }),
    success: (username: string) => MESSAGING_MSG.unblocked(username),
    failure: MESSAGING_MSG.unblockFailed,
    doing: 'unblocking the user',
    invalidate: [inbox, unreadCount, messagingKeys.blocked],
  })
