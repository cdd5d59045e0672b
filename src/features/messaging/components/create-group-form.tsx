import { useState } from 'react'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { useCreateGroup } from '../group-mutations'
import { Field, invalidProps } from './field'
import { INPUT } from './styles'

/** docs/product.md#screens create-group panel: a name is required ('Please enter a group name'). */
export function CreateGroupForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const create = useCreateGroup(() => {
    setName('')
    onDone()
  })
  return (
    <form
      noValidate
      aria-label="Create group"
      className="card flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        const problem = name.trim() === '' ? MESSAGING_MSG.groupNameRequired : undefined
        setError(problem)
        if (!problem) create.mutate(name.trim())
      }}
    >
      <Field id="group-name" label="Group name" error={error}>
        <input
          id="group-name"
          type="text"
          className={INPUT}
          value={name}
          maxLength={100}
          onChange={(event) => {
            setName(event.target.value)
            if (error && event.target.value.trim()) setError(undefined)
          }}
          {...invalidProps('group-name', error)}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          Create Group
        </button>
      </div>
    </form>
  )
}
