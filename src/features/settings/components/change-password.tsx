import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import * as v from 'valibot'
import { api, CommunicationError } from '~/lib/api'
import { notify } from '~/lib/notify'
import { ACCOUNT_FIELD_MSG } from '~/shared/account-messages'
import {
  type ChangePasswordRequest,
  changePasswordRequest,
  changePasswordResponse,
} from '~/shared/schemas/password'

type Errors = Partial<Record<keyof ChangePasswordRequest, string[]>>

const inputClass =
  'focus-ring mt-1 block w-full rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:aria-invalid:border-red-400'

function PasswordField(props: {
  label: string
  value: string
  autoComplete: string
  errors: string[] | undefined
  onChange: (value: string) => void
}) {
  const id = useId()
  const invalid = (props.errors?.length ?? 0) > 0
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        type="password"
        className={inputClass}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {props.errors?.join(' ')}
        </p>
      )}
    </div>
  )
}

const errorsOf = (result: v.SafeParseResult<typeof changePasswordRequest>): Errors =>
  result.success ? {} : (v.flatten<typeof changePasswordRequest>(result.issues).nested ?? {})

/**
 * Settings → Change password: the current password and a new one. Saving ends the account's
 * other sessions (the server says so), this one stays.
 */
export function ChangePassword() {
  const [form, setForm] = useState({ currentPassword: '', newPassword: '' })
  const [errors, setErrors] = useState<Errors>({})
  const change = useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      api.post('/api/account/password', changePasswordResponse, { json: body }),
    onSuccess: () => {
      setForm({ currentPassword: '', newPassword: '' })
      setErrors({})
      notify.success(ACCOUNT_FIELD_MSG.passwordChanged)
    },
    onError: (error) => {
      if (error instanceof CommunicationError) setErrors(error.fieldErrors as Errors)
      notify.error(error.message || 'An error occurred while changing the password')
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = v.safeParse(changePasswordRequest, form)
    setErrors(errorsOf(parsed))
    if (parsed.success) change.mutate(parsed.output)
  }
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value })
  return (
    <section aria-labelledby="change-password" className="card mt-6 p-4 sm:p-6">
      <h2 id="change-password" className="text-lg font-bold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
        Your other sessions end when the new password is saved.
      </p>
      <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={form.currentPassword}
          errors={errors.currentPassword}
          onChange={set('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={form.newPassword}
          errors={errors.newPassword}
          onChange={set('newPassword')}
        />
        <div>
          <button type="submit" className="btn-primary" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  )
}
