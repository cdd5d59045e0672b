import { useQuery } from '@tanstack/react-query'
import { Crown, UserMinus } from 'lucide-react'
import { ConfirmButton } from '~/components/confirm-button'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import type { MessageGroup } from '~/shared/schemas/messaging'
import { useRemoveMember, useTransferOwnership } from '../group-mutations'
import { groupMembersQuery } from '../queries'
import { ListState } from './list-state'
import { SMALL_BUTTON } from './styles'

/** An expanded group's members; its owner may remove them or hand over ownership (confirmed). */
export function GroupMembers({ group }: { group: MessageGroup }) {
  const query = useQuery(groupMembersQuery(group.id))
  const remove = useRemoveMember()
  const transfer = useTransferOwnership()
  return (
    <ListState
      query={query}
      failure={MESSAGING_MSG.membersFailed}
      empty={MESSAGING_MSG.emptyMembers}
    >
      {(members) => (
        <ul className="flex flex-col gap-1" aria-label={`Members of ${group.name}`}>
          {members.map((member) => (
            <li key={member.memberId} className="flex flex-wrap items-center gap-2 py-1.5">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{member.memberDisplayName}</span>{' '}
                <span className="text-zinc-600 dark:text-zinc-400">@{member.memberUsername}</span>
                {member.isOwner && (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-400/20 dark:text-brand-200">
                    Owner
                  </span>
                )}
              </span>
              {group.isOwner && !member.isOwner && (
                <>
                  <ConfirmButton
                    className={SMALL_BUTTON}
                    label={`Make ${member.memberUsername} the owner`}
                    title={`Transfer ownership to ${member.memberDisplayName}?`}
                    description="You will stay a member but can no longer manage this group."
                    confirmLabel="Transfer"
                    onConfirm={() =>
                      transfer.mutate({ groupId: group.id, newOwnerId: member.memberId })
                    }
                  >
                    <Crown aria-hidden="true" className="size-4" />
                    Make owner
                  </ConfirmButton>
                  <ConfirmButton
                    className={SMALL_BUTTON}
                    label={`Remove ${member.memberUsername}`}
                    title={`Remove ${member.memberDisplayName} from ${group.name}?`}
                    description="They will no longer receive this group's messages."
                    confirmLabel="Remove"
                    onConfirm={() =>
                      remove.mutate({ groupId: group.id, memberId: member.memberId })
                    }
                  >
                    <UserMinus aria-hidden="true" className="size-4" />
                    Remove
                  </ConfirmButton>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </ListState>
  )
}
