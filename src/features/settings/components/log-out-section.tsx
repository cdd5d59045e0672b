import { LogOut } from 'lucide-react'
import { logOutOnClick } from '~/features/session/logout'
import { useSession } from '~/features/session/queries'
import { LOG_OUT_TEXT } from '../account-text'

/**
 * Settings → Log out: the same address and first steps as the navigation's Logout, which a
 * phone keeps behind More (docs/decisions/173-labelled-actions.md).
 */
export function LogOutSection() {
  const session = useSession()
  return (
    <section aria-labelledby="log-out-heading" className="card mt-6 p-4 sm:p-6">
      <h2 id="log-out-heading" className="text-lg font-bold">
        {LOG_OUT_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{LOG_OUT_TEXT.intro}</p>
      <a href={session.logoutUrl} onClick={logOutOnClick} className="btn-secondary mt-3">
        <LogOut aria-hidden="true" className="size-4" />
        {LOG_OUT_TEXT.action}
      </a>
    </section>
  )
}
