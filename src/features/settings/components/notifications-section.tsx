import { useQuery } from '@tanstack/react-query'
import { LoadError } from '~/components/load-error'
import { Spinner } from '~/components/spinner'
import {
  devicePushQuery,
  pushPreferencesQuery,
  useDevicePush,
  useSavePushPreferences,
} from '~/features/push/queries'
import { useOnline } from '~/lib/offline'
import { PUSH_KIND_LABELS, PUSH_KINDS, PUSH_MSG, PUSH_TEXT } from '~/shared/push'
import { LabelledSwitch } from './labelled-switch'

const note = 'mt-2 text-sm text-zinc-700 dark:text-zinc-300'

function DeviceSwitch({ online }: { online: boolean }) {
  const device = useQuery(devicePushQuery())
  const toggle = useDevicePush()
  if (!device.data) return <Spinner className="py-3" label={PUSH_TEXT.loading} />
  const { permission, subscribed } = device.data
  const usable = permission === 'default' || permission === 'granted'
  return (
    <>
      <LabelledSwitch
        label={PUSH_TEXT.device}
        checked={subscribed}
        disabled={!online || !usable || toggle.isPending}
        onCheckedChange={(on) => toggle.mutate(on)}
      />
      {permission === 'unsupported' ? <p className={note}>{PUSH_MSG.unsupported}</p> : null}
      {permission === 'denied' ? <p className={note}>{PUSH_MSG.denied}</p> : null}
    </>
  )
}

function KindSwitches({ online }: { online: boolean }) {
  const preferences = useQuery(pushPreferencesQuery())
  const save = useSavePushPreferences()
  const current = preferences.data
  if (!current) {
    if (preferences.isError && online) {
      return <LoadError message={PUSH_MSG.loadFailed} onRetry={() => void preferences.refetch()} />
    }
    return online ? <Spinner className="py-3" label={PUSH_TEXT.loading} /> : null
  }
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold">{PUSH_TEXT.kinds}</legend>
      {PUSH_KINDS.map((kind) => (
        <LabelledSwitch
          key={kind}
          label={PUSH_KIND_LABELS[kind]}
          checked={current[kind]}
          disabled={!online}
          onCheckedChange={(on) => save.mutate({ ...current, [kind]: on })}
        />
      ))}
    </fieldset>
  )
}

/** Settings → Notifications: push on this device, and which kinds (for every device). */
export function NotificationsSection() {
  const online = useOnline()
  return (
    <section aria-labelledby="notifications-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="notifications-heading" className="text-lg font-bold">
        {PUSH_TEXT.heading}
      </h2>
      <p className={note}>{PUSH_TEXT.intro}</p>
      <DeviceSwitch online={online} />
      <KindSwitches online={online} />
      {online ? null : <p className={note}>{PUSH_MSG.offline}</p>}
    </section>
  )
}
