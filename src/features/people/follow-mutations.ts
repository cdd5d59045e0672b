/**
 * Follow actions through the offline outbox (docs/architecture/offline.md): the change shows at
 * once, is queued with an Idempotency-Key and sent when the server can be reached.
 * docs/product.md#error-texts toasts.
 */
import { CommunicationError } from '~/lib/api'
import { notify, notifyError } from '~/lib/notify'
import { queueToggle } from '~/lib/offline'
import { PEOPLE_MSG } from '~/shared/people-messages'
import type { FollowedUser } from '~/shared/schemas/follow'
import { type FollowTarget, followKind, followTarget } from './follow-kind'

/** The popup's Follow / Following button: sets the opposite of what it shows. */
export async function toggleFollow(person: FollowTarget, following: boolean) {
  const desired = !following
  try {
    await queueToggle(followKind, followTarget(person), { desired, current: following })
    notify.success(desired ? PEOPLE_MSG.nowFollowing : PEOPLE_MSG.unfollowedToast)
  } catch (error) {
    if (error instanceof CommunicationError) notifyError(error, PEOPLE_MSG.followFailed)
    else notify.error(PEOPLE_MSG.followError)
  }
}

/** The Activity page's Unfollow. */
export async function unfollow(user: FollowedUser) {
  const person = { userId: user.userId, username: user.userName }
  try {
    await queueToggle(followKind, followTarget(person), { desired: false, current: true })
    notify.success(PEOPLE_MSG.unfollowed)
  } catch (error) {
    notifyError(error, PEOPLE_MSG.unfollowFailed)
  }
}
