import { LogOut } from 'lucide-react'
import { ConfirmButton } from '~/components/confirm-button'
import type { MessageGroup } from '~/shared/schemas/messaging'
import { useLeaveGroup } from '../group-mutations'
import { SMALL_BUTTON } from './styles'

/** What leaving does, said before it is done: an owner's group passes on or goes. */
function consequence(group: MessageGroup): string {
  if (!group.isOwner) return 'You are taken off its member list. Its owner can add you again.'
  if (group.memberCount <= 1) return 'You are its only member, so the group is deleted.'
  return 'The group passes to the member who was added first after you.'
}

/** Leave a group after a confirmation; disabled while the request is under way. */
export function LeaveGroupButton({ group }: { group: MessageGroup }) {
  const leave = useLeaveGroup()
  return (
    <ConfirmButton
      className={SMALL_BUTTON}
      disabled={leave.isPending}
      title={`Leave ${group.name}?`}
      description={consequence(group)}
      confirmLabel="Leave Group"
      onConfirm={() => leave.mutate({ id: group.id, name: group.name })}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {leave.isPending ? 'Leaving…' : 'Leave Group'}
    </ConfirmButton>
  )
}
