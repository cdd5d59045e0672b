import { useState } from 'react'
import { readItem, writeItem } from '~/lib/local-store'
import { STORAGE_KEYS } from '~/shared/constants'
import { MSG } from '~/shared/messages'

const ACCEPTED = 'true'

/**
 * docs/product.md#what-seen-is: the essential-cookie notice, shown until accepted; acceptance is
 * remembered locally.
 */
export function CookieNotice({ className = '' }: { className?: string }) {
  const [accepted, setAccepted] = useState(() => readItem(STORAGE_KEYS.cookieNotice) === ACCEPTED)
  if (accepted) return null

  const accept = () => {
    writeItem(STORAGE_KEYS.cookieNotice, ACCEPTED)
    setAccepted(true)
  }
  return (
    <section
      aria-label="Cookie notice"
      className={`fixed z-40 mx-auto flex max-w-xl flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 text-sm text-zinc-800 shadow-lg xs:flex-row xs:items-center dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 ${className}`}
    >
      <p className="flex-1">{MSG.cookieNotice}</p>
      <button type="button" onClick={accept} className="btn-primary self-end xs:self-auto">
        {MSG.cookieAccept}
      </button>
    </section>
  )
}
