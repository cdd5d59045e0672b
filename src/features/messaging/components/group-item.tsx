import { ChevronDown, MessageSquare, Trash2, UserPlus } from 'lucide-react'
import { Suspense, useState } from 'react'
import { ConfirmButton } from '~/components/confirm-button'
import { DialogLoading, useLazyDialog } from '~/components/lazy-dialog'
import type { MessageGroup } from '~/shared/schemas/messaging'
import { useDeleteGroup } from '../group-mutations'
import { AddMemberForm } from './add-member-form'
import { GroupMembers } from './group-members'
import { LazyGroupMessageDialog } from './lazy-dialogs'
import { LeaveGroupButton } from './leave-group-button'
import { SMALL_BUTTON } from './styles'

/**
 * One group: expanding toggles its member list (docs/product.md#screens); owner tools when the
 * viewer owns it.
 */
export function GroupItem({ group }: { group: MessageGroup }) {
  const [expanded, setExpanded] = useState(false)
  const [adding, setAdding] = useState(false)
  const remove = useDeleteGroup()
  const message = useLazyDialog(LazyGroupMessageDialog.preload)
  const panelId = `group-${group.id}`
  return (
    <li className="card p-4" data-testid="group-row">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
        className="focus-ring flex w-full items-center gap-3 rounded-lg text-left"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{group.name}</span>
          <span className="block text-sm text-zinc-700 dark:text-zinc-300">
            Owner: {group.creatorDisplayName} · {group.memberCount}{' '}
            {group.memberCount === 1 ? 'member' : 'members'}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      {expanded && (
        <div
          id={panelId}
          className="mt-3 flex flex-col gap-3 border-t border-zinc-200 pt-3 dark:border-zinc-800"
        >
          <GroupMembers group={group} />
          {adding && <AddMemberForm groupId={group.id} onDone={() => setAdding(false)} />}
          <div className="flex flex-wrap gap-2">
            <button {...message.trigger} className={SMALL_BUTTON}>
              <MessageSquare aria-hidden="true" className="size-4" />
              Message group
            </button>
            {message.mounted ? (
              <Suspense fallback={<DialogLoading />}>
                <LazyGroupMessageDialog
                  group={group}
                  open={message.open}
                  onOpenChange={message.onOpenChange}
                />
              </Suspense>
            ) : null}
            {group.isOwner && !adding && (
              <button type="button" className={SMALL_BUTTON} onClick={() => setAdding(true)}>
                <UserPlus aria-hidden="true" className="size-4" />
                Add Member
              </button>
            )}
            {group.isOwner && (
              <ConfirmButton
                className={SMALL_BUTTON}
                title={`Delete ${group.name}?`}
                description="The group and its member list are deleted for everyone."
                confirmLabel="Delete Group"
                onConfirm={() => remove.mutate(group.id)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete Group
              </ConfirmButton>
            )}
            <LeaveGroupButton group={group} />
          </div>
        </div>
      )}
    </li>
  )
}
