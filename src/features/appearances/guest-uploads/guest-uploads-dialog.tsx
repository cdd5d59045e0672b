import { Dialog } from '@base-ui/react/dialog'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import * as v from 'valibot'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { Spinner } from '~/components/spinner'
import { api, CommunicationError } from '~/lib/api'
import { notify } from '~/lib/notify'
import { useOnline } from '~/lib/offline'
import { GUEST_UPLOADS } from '~/shared/constants'
import {
  GUEST_QUOTA_LABEL,
  type GuestUploads,
  guestUploadsResponse,
  setGuestUploadsRequest,
} from '~/shared/schemas/guest-uploads'
import { guestUploadKeys, guestUploadsPath, guestUploadsQueryOptions } from './queries'
import { GUEST_UPLOADS_TEXT as TEXT } from './text'

const note = 'text-sm text-zinc-600 dark:text-zinc-400'
const inputClass =
  'focus-ring mt-1 block w-40 rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:aria-invalid:border-red-400'

function UsageMeter({ uploads }: { uploads: GuestUploads }) {
  const share = uploads.quota === 0 ? 1 : Math.min(1, uploads.used / uploads.quota)
  const state = !uploads.open
    ? TEXT.closedNote
    : share >= 1
      ? TEXT.full
      : share >= GUEST_UPLOADS.warnAt
        ? TEXT.nearlyFull
        : null
  return (
    <div className="flex flex-col gap-2">
      <p className="text-zinc-800 dark:text-zinc-200">{TEXT.used(uploads.used, uploads.quota)}</p>
      <meter
        className="h-2 w-full"
        min={0}
        max={1}
        low={GUEST_UPLOADS.warnAt}
        high={0.99}
        optimum={0}
        value={share}
        aria-label={TEXT.used(uploads.used, uploads.quota)}
      />
      {state ? (
        <p role="status" className="text-sm font-medium text-amber-800 dark:text-amber-200">
          {state}
        </p>
      ) : null}
    </div>
  )
}

/** The quota and the switch, saved together; the server's field errors show under the field. */
function GuestUploadsForm({
  seenShortName,
  uploads,
}: {
  seenShortName: string
  uploads: GuestUploads
}) {
  const client = useQueryClient()
  const id = useId()
  const [quota, setQuota] = useState(String(uploads.quota))
  const [open, setOpen] = useState(uploads.open)
  const [errors, setErrors] = useState<string[]>([])
  const save = useMutation({
    mutationFn: (body: v.InferOutput<typeof setGuestUploadsRequest>) =>
      api.put(guestUploadsPath(seenShortName), guestUploadsResponse, { json: body }),
    onSuccess: ({ guestUploads }) => {
      client.setQueryData(guestUploadKeys.seen(seenShortName), guestUploads)
      setErrors([])
      notify.success(TEXT.saved)
    },
    onError: (error) => {
      if (error instanceof CommunicationError) setErrors(error.fieldErrors.quota ?? [])
      notify.error(error.message || TEXT.saveFailed)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = v.safeParse(setGuestUploadsRequest, { quota: Number(quota), open })
    if (!parsed.success || quota.trim() === '') {
      const issues = parsed.success ? [] : parsed.issues.map((issue) => issue.message)
      setErrors(issues.length ? issues : [`${GUEST_QUOTA_LABEL} is required.`])
      return
    }
    setErrors([])
    save.mutate(parsed.output)
  }
  const invalid = errors.length > 0
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {GUEST_QUOTA_LABEL}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={GUEST_UPLOADS.max}
          step={1}
          className={inputClass}
          value={quota}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          onChange={(event) => setQuota(event.target.value)}
        />
        <p id={`${id}-hint`} className={`mt-1 ${note}`}>
          {TEXT.quotaHint(GUEST_UPLOADS.max)}
        </p>
        {invalid ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errors[0]}
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="focus-ring size-4"
          checked={open}
          onChange={(event) => setOpen(event.target.checked)}
        />
        {TEXT.open}
      </label>
      <div>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? TEXT.saving : TEXT.save}
        </button>
      </div>
    </form>
  )
}

/** The host's guest photos: how many guests posted, the limit, and guest posting on or off. */
export function GuestUploadsPanel({ seenShortName }: { seenShortName: string }) {
  const query = useQuery(guestUploadsQueryOptions(seenShortName))
  const online = useOnline()
  if (query.isPending) {
    if (!online) return <p className={note}>{TEXT.offline}</p>
    return <Spinner label={TEXT.title} className="py-6" />
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-zinc-800 dark:text-zinc-200">
          {online ? TEXT.loadFailed : TEXT.offline}
        </p>
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          {TEXT.retry}
        </button>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-5">
      <UsageMeter uploads={query.data} />
      <GuestUploadsForm
        key={`${query.data.quota}-${query.data.open}`}
        seenShortName={seenShortName}
        uploads={query.data}
      />
    </div>
  )
}

interface GuestUploadsDialogProps {
  seenShortName: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function GuestUploadsDialog({ seenShortName, open, onOpenChange }: GuestUploadsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => onOpenChange(next)}>
      <SheetDialogContent title={TEXT.title} closeLabel="Close" width="md">
        {open ? <GuestUploadsPanel seenShortName={seenShortName} /> : null}
      </SheetDialogContent>
    </Dialog.Root>
  )
}
