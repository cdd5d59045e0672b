import { useQuery } from '@tanstack/react-query'
import { LoadError } from '~/components/load-error'
import { Spinner } from '~/components/spinner'
import { CommunicationError, getErrorMessage } from '~/lib/api'
import { ERROR_CLASS, SchemaForm, TextField } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import { OFFLINE_REASON, useOnline } from '~/lib/offline'
import {
  type AccountEmail,
  type ChangeEmailRequest,
  changeEmailRequest,
} from '~/shared/schemas/account-email'
import { accountEmailQuery, useChangeEmail } from '../account-queries'
import { EMAIL_TEXT } from '../account-text'

const MUTED = 'text-sm text-zinc-700 dark:text-zinc-300'
const EMPTY: ChangeEmailRequest = { newEmail: '', currentPassword: '' }

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function Status({ data }: { data: AccountEmail }) {
  return (
    <>
      <p className="mt-3 text-sm">{EMAIL_TEXT.current(data.email)}</p>
      {data.pending ? (
        <p
          role="status"
          className="mt-2 rounded-xl bg-brand-100 px-3 py-2 text-sm text-brand-900 dark:bg-brand-400/15 dark:text-brand-100"
        >
          {EMAIL_TEXT.pending(data.pending.email, when(data.pending.expiresDate))}
        </p>
      ) : null}
    </>
  )
}

function ChangeEmailForm({ online }: { online: boolean }) {
  const change = useChangeEmail()
  const form = useSchemaForm({
    schema: changeEmailRequest,
    initial: EMPTY,
    input: (draft: ChangeEmailRequest) => draft,
  })
  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) =>
        form.showErrors(
          error instanceof CommunicationError && error.fromServer
            ? error.fieldErrors
            : { userMessage: [getErrorMessage(error)] },
        ),
    }),
  )
  const fieldError = form.errors.newEmail || form.errors.currentPassword
  return (
    <SchemaForm form={form} onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <TextField
        name="newEmail"
        label={EMAIL_TEXT.newEmail}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={form.draft.newEmail}
        onChange={(value) => form.set('newEmail', value)}
      />
      <TextField
        name="currentPassword"
        label={EMAIL_TEXT.currentPassword}
        type="password"
        autoComplete="current-password"
        value={form.draft.currentPassword}
        onChange={(value) => form.set('currentPassword', value)}
      />
      {form.errors.userMessage && !fieldError ? (
        <p role="alert" className={ERROR_CLASS}>
          {form.errors.userMessage.join(' ')}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={!online || change.isPending}>
          {change.isPending ? EMAIL_TEXT.sending : EMAIL_TEXT.submit}
        </button>
      </div>
      {online ? null : <p className={MUTED}>{OFFLINE_REASON}</p>}
    </SchemaForm>
  )
}

/**
 * Settings → E-mail address (docs/decisions/118-email-change.md): the address, a change waiting for
 * its mailed link, and the form that asks for a new one with the current password.
 */
export function ChangeEmail() {
  const status = useQuery(accountEmailQuery())
  const online = useOnline()
  return (
    <section aria-labelledby="change-email" className="card mt-6 p-4 sm:p-6">
      <h2 id="change-email" className="text-lg font-bold">
        {EMAIL_TEXT.heading}
      </h2>
      <p className={`mt-1 ${MUTED}`}>{EMAIL_TEXT.intro}</p>
      {status.data ? (
        <Status data={status.data} />
      ) : !online ? (
        <p className={`mt-3 ${MUTED}`}>{EMAIL_TEXT.offline}</p>
      ) : status.isError ? (
        <LoadError message={EMAIL_TEXT.loadFailed} onRetry={() => void status.refetch()} />
      ) : (
        <Spinner className="py-4" label="Loading e-mail address" />
      )}
      <ChangeEmailForm online={online} />
    </section>
  )
}
