import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { MESSAGING_MSG } from '~/shared/messaging-messages'
import { useAddMember } from '../group-mutations'
import { userSuggestionsQuery } from '../queries'
import { messagingErrorText } from '../use-messaging-mutation'
import { Field, invalidProps } from './field'
import { INPUT } from './styles'

interface AddMemberFormProps {
  groupId: string
  onDone: () => void
}

/**
 * docs/product.md#screens, #validation add-member panel: a username is required; the user is the
 * suggestion matching it exactly (any case), else 'User {username} not found'.
 */
export function AddMemberForm({ groupId, onDone }: AddMemberFormProps) {
  const client = useQueryClient()
  const [username, setUsername] = useState('')
  const [error, setError] = useState<string>()
  const [looking, setLooking] = useState(false)
  const add = useAddMember(() => {
    setUsername('')
    onDone()
  })
  const fieldId = `add-member-${groupId}`

  const submit = async () => {
    const wanted = username.trim().replace(/^@/, '')
    if (wanted === '') return setError(MESSAGING_MSG.usernameRequired)
    setLooking(true)
    try {
      const users = await client.fetchQuery(userSuggestionsQuery(wanted))
      const match = users.find((user) => user.username.toLowerCase() === wanted.toLowerCase())
      if (!match) return setError(MESSAGING_MSG.userNotFound(wanted))
      setError(undefined)
      add.mutate({ groupId, memberId: match.id })
    } catch (failure) {
      setError(messagingErrorText(failure, MESSAGING_MSG.addMemberFailed, 'adding the member'))
    } finally {
      setLooking(false)
    }
  }

  return (
    <form
      noValidate
      aria-label="Add member"
      className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Field id={fieldId} label="Username" error={error}>
        <input
          id={fieldId}
          type="text"
          className={INPUT}
          value={username}
          autoComplete="off"
          onChange={(event) => setUsername(event.target.value)}
          {...invalidProps(fieldId, error)}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={looking || add.isPending}>
          Add Member
        </button>
      </div>
    </form>
  )
}
