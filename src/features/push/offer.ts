/**
 * The opt-in (docs/decisions/117-push-opt-in.md): offered once per browser, right after an action
 * that makes a push worth having (sending a message, making a Seen), never on load. A toast with
 * one button: ignoring it leaves the permission undecided, so the browser's own prompt is never
 * spent on someone who did not ask for it.
 */
import { readItem, writeItem } from '~/lib/local-store'
import { notify, notifyError } from '~/lib/notify'
import { PUSH_MSG } from '~/shared/push'
import { currentSubscription, pushPermission, turnOnPush } from './device'

export const PUSH_OFFERED_KEY = 'seen.pushOffered'

/**
 * Whether the offer would show now: push possible and not refused, not offered before. A site
 * already allowed to notify (granted elsewhere, or before) is offered the subscription only.
 */
export const shouldOfferPush = () => {
  const permission = pushPermission()
  const open = permission === 'default' || permission === 'granted'
  return open && readItem(PUSH_OFFERED_KEY) === null
}

async function accept() {
  try {
    const result = await turnOnPush()
    if (result === 'on') notify.success(PUSH_MSG.enabled)
    else notify.error(result === 'denied' ? PUSH_MSG.denied : PUSH_MSG.unsupported)
  } catch (error) {
    notifyError(error, PUSH_MSG.failed)
  }
}

export async function offerPush() {
  if (!shouldOfferPush() || (await currentSubscription().catch(() => null))) return
  writeItem(PUSH_OFFERED_KEY, new Date().toISOString())
  notify.offer(PUSH_MSG.offer, PUSH_MSG.offerAction, () => void accept())
}
