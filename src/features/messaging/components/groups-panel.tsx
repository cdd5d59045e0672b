import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { groupsQuery } from '../queries'
import { CreateGroupForm } from './create-group-form'
import { GroupItem } from './group-item'
import { ListState } from './list-state'

/** The Groups tab: create a group, and the groups the viewer belongs to. */
export function GroupsPanel() {
  const query = useQuery(groupsQuery())
  const [creating, setCreating] = useState(false)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        {!creating && (
          <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Create Group
          </button>
        )}
      </div>
      {creating && <CreateGroupForm onDone={() => setCreating(false)} />}
      <ListState
        query={query}
        failure={MESSAGING_MSG.groupsFailed}
        empty={MESSAGING_MSG.emptyGroups}
      >
        {(groups) => (
          <ul className="flex flex-col gap-2" aria-label="Message groups">
            {groups.map((group) => (
              <GroupItem key={group.id} group={group} />
            ))}
          </ul>
        )}
      </ListState>
    </div>
  )
}
