import { Hono } from 'hono'
import {
  createGroupRequest,
  groupIdRequest,
  groupMemberRequest,
  transferOwnershipRequest,
} from '~/shared/schemas/messaging-requests'
import type { AppEnv } from '../context'
import { requireUser } from '../http/require-user'
import { jsonBody, paramsOf } from '../http/validate'
import {
  addMember,
  deleteGroup,
  leaveGroup,
  removeMember,
  transferOwnership,
} from '../messaging/group-changes'
import {
  assertGroupAction,
  createGroup,
  groupById,
  groupsOf,
  membersOf,
  roleIn,
} from '../messaging/groups'

const ok = { success: true as const, errorMessage: null }

/**
 * docs/product.md#calls message groups: list, create, delete, members, add, remove, transfer
 * ownership.
 */
export const messagingGroupRoutes = new Hono<AppEnv>()
  .get('/groups', async (c) => {
    const user = requireUser(c)
    return c.json({ ...ok, groups: await groupsOf(c.get('deps').db, user.id) })
  })
  .post('/groups', async (c) => {
    const user = requireUser(c)
    const { name } = await jsonBody(c, createGroupRequest)
    const { db, clock } = c.get('deps')
    const id = await createGroup(db, user.id, name, clock())
    return c.json({ ...ok, group: await groupById(db, user.id, id) })
  })
  .post('/groups/delete', async (c) => {
    const user = requireUser(c)
    const { groupId } = await jsonBody(c, groupIdRequest)
    await deleteGroup(c.get('deps').db, user.id, groupId)
    return c.json(ok)
  })
  .post('/groups/members', async (c) => {
    const user = requireUser(c)
    const { groupId, memberId } = await jsonBody(c, groupMemberRequest)
    const { db, clock } = c.get('deps')
    await addMember(db, user.id, groupId, memberId, clock())
    return c.json({ ...ok, members: await membersOf(db, groupId) })
  })
  .post('/groups/remove-member', async (c) => {
    const user = requireUser(c)
    const { groupId, memberId } = await jsonBody(c, groupMemberRequest)
    const { db } = c.get('deps')
    await removeMember(db, user.id, groupId, memberId)
    return c.json({ ...ok, members: await membersOf(db, groupId) })
  })
  // Any member may leave; the owner's group passes on (see leaveGroup).
  .post('/groups/leave', async (c) => {
    const user = requireUser(c)
    const { groupId } = await jsonBody(c, groupIdRequest)
    await leaveGroup(c.get('deps').db, user.id, groupId)
    return c.json(ok)
  })
  .post('/groups/transfer-ownership', async (c) => {
    const user = requireUser(c)
    const { groupId, newOwnerId } = await jsonBody(c, transferOwnershipRequest)
    const { db } = c.get('deps')
    await transferOwnership(db, user.id, groupId, newOwnerId)
    return c.json({ ...ok, group: await groupById(db, user.id, groupId) })
  })
  .get('/groups/:groupId/members', async (c) => {
    const user = requireUser(c)
    const { groupId } = paramsOf(c, groupIdRequest)
    const { db } = c.get('deps')
    assertGroupAction(await roleIn(db, groupId, user.id), 'view')
    return c.json({ ...ok, members: await membersOf(db, groupId) })
  })
