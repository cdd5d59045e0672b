import { Hono } from 'hono'
import {
  messageIdRequest,
  messagesPageQuery,
  replyRequest,
  sendToFollowersRequest,
  sendToGroupRequest,
  sendToUsersRequest,
} from '~/shared/schemas/messaging-requests'
import type { AppEnv } from '../context'
import { requireUser } from '../http/require-user'
import { jsonBody, queryOf } from '../http/validate'
import { assertGroupAction, roleIn } from '../messaging/groups'
import { deleteCopy, markRead, reply, withdraw } from '../messaging/message-actions'
import { inboxPage, sentPage, unreadCount } from '../messaging/message-lists'
import { sendToFollowers, sendToGroup, sendToUsers } from '../messaging/send'
import { messageEvents } from '../push/events'

const ok = { success: true as const, errorMessage: null }

/**
 * docs/product.md#calls messages: inbox, sent, the three sends, withdraw, read, reply, delete,
 * unread-count. Groups, blocks and suggestions are in messaging-groups.ts and messaging-people.ts.
 */
export const messagingRoutes = new Hono<AppEnv>()
  .get('/inbox', async (c) => {
    const user = requireUser(c)
    const page = queryOf(c, messagesPageQuery)
    return c.json({ ...ok, messages: await inboxPage(c.get('deps').db, user.id, page) })
  })
  .get('/sent', async (c) => {
    const user = requireUser(c)
    const page = queryOf(c, messagesPageQuery)
    return c.json({ ...ok, messages: await sentPage(c.get('deps').db, user.id, page) })
  })
  .get('/unread-count', async (c) => {
    const user = requireUser(c)
    return c.json({ ...ok, count: await unreadCount(c.get('deps').db, user.id) })
  })
  .post('/send/user', async (c) => {
    const user = requireUser(c)
    const { recipientUsernames, ...draft } = await jsonBody(c, sendToUsersRequest)
    const { db, clock, push } = c.get('deps')
    const sent = await sendToUsers(db, user.id, recipientUsernames, draft, clock())
    push.notify((db) => messageEvents(db, sent.messageId))
    return c.json({ ...ok, ...sent })
  })
  .post('/send/group', async (c) => {
    const user = requireUser(c)
    const { groupId, ...draft } = await jsonBody(c, sendToGroupRequest)
    const { db, clock, push } = c.get('deps')
    assertGroupAction(await roleIn(db, groupId, user.id), 'send')
    const sent = await sendToGroup(db, user.id, groupId, draft, clock())
    push.notify((db) => messageEvents(db, sent.messageId))
    return c.json({ ...ok, ...sent })
  })
  .post('/send/followers', async (c) => {
    const user = requireUser(c)
    const draft = await jsonBody(c, sendToFollowersRequest)
    const { db, clock, push } = c.get('deps')
    const sent = await sendToFollowers(db, user.id, draft, clock())
    push.notify((db) => messageEvents(db, sent.messageId))
    return c.json({ ...ok, ...sent })
  })
  .post('/withdraw', async (c) => {
    const user = requireUser(c)
    const { messageId } = await jsonBody(c, messageIdRequest)
    const { db, clock } = c.get('deps')
    await withdraw(db, user.id, messageId, clock())
    return c.json(ok)
  })
  .post('/read', async (c) => {
    const user = requireUser(c)
    const { messageId } = await jsonBody(c, messageIdRequest)
    const { db, clock } = c.get('deps')
    await markRead(db, user.id, messageId, clock())
    return c.json(ok)
  })
  .post('/reply', async (c) => {
    const user = requireUser(c)
    const { originalMessageId, ...draft } = await jsonBody(c, replyRequest)
    const { db, clock, push } = c.get('deps')
    const replyMessageId = await reply(db, user.id, originalMessageId, draft, clock())
    push.notify((db) => messageEvents(db, replyMessageId))
    return c.json({ ...ok, replyMessageId })
  })
  .post('/delete', async (c) => {
    const user = requireUser(c)
    const { messageId } = await jsonBody(c, messageIdRequest)
    const { db, clock } = c.get('deps')
    await deleteCopy(db, user.id, messageId, clock())
    return c.json(ok)
  })
