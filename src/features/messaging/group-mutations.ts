import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { doneResponse, groupResponse, membersResponse } from '~/shared/schemas/messaging'
import { messagingPost as post } from './messaging-post'
import { messagingKeys } from './queries'
import { useMessagingMutation } from './use-messaging-mutation'

const { groups, allGroupMembers } = messagingKeys

interface MemberChange {
  groupId: string
  memberId: string
}

export const useCreateGroup = (onSuccess?: () => void) =>
  useMessagingMutation({
    call: (name: string) => post('groups', groupResponse, { name }),
    success: MESSAGING_MSG.groupCreated,
    failure: MESSAGING_MSG.createGroupFailed,
    doing: 'creating the group',
    invalidate: [groups],
    onSuccess,
  })

export const useDeleteGroup = () =>
  useMessagingMutation({
    call: (groupId: string) => post('groups/delete', doneResponse, { groupId }),
    success: MESSAGING_MSG.groupDeleted,
    failure: MESSAGING_MSG.deleteGroupFailed,
    doing: 'deleting the group',
    invalidate: [groups],
  })

export const useAddMember = (onSuccess?: () => void) =>
  useMessagingMutation({
    call: (change: MemberChange) => post('groups/members', membersResponse, change),
    success: MESSAGING_MSG.memberAdded,
    failure: MESSAGING_MSG.addMemberFailed,
    doing: 'adding the member',
    invalidate: [groups, allGroupMembers],
    onSuccess,
  })

export const useRemoveMember = () =>
  useMessagingMutation({
    call: (change: MemberChange) => post('groups/remove-member', membersResponse, change),
    success: MESSAGING_MSG.memberRemoved,
    failure: MESSAGING_MSG.removeMemberFailed,
    doing: 'removing the member',
    invalidate: [groups, allGroupMembers],
  })

export const useTransferOwnership = () =>
  useMessagingMutation({
    call: (change: { groupId: string; newOwnerId: string }) =>
      post('groups/transfer-ownership', groupResponse, change),
    success: MESSAGING_MSG.transferred,
    failure: MESSAGING_MSG.transferFailed,
    doing: 'transferring group ownership',
    invalidate: [groups, allGroupMembers],
  })

/** Any member leaves; an owner's group passes on, or goes when they were its only member. */
export const useLeaveGroup = () =>
  useMessagingMutation({
    call: (group: { id: string; name: string }) =>
      post('groups/leave', doneResponse, { groupId: group.id }),
    success: (group) => MESSAGING_MSG.leftGroup(group.name),
    failure: MESSAGING_MSG.leaveGroupFailed,
    doing: 'leaving the group',
    invalidate: [groups],
  })
