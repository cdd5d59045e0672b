import { useLocation } from '@tanstack/react-router'
import { Ellipsis } from 'lucide-react'
import { type ReactNode, Suspense, useEffect } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from '~/components/lazy-dialog'
import { NAV_MORE_TEXT } from './nav-more-text'

const MoreSheet = lazyNamed(() => import('./more-sheet'), 'MoreSheet')

interface MoreButtonProps {
  /** The entries behind More, each in its `<li>`. */
  children: ReactNode
  /** One of them is the page shown: More is marked as the current place. */
  current: boolean
}

/** The bottom bar's last entry: opens the sheet with the rest; a page change closes it. */
export function MoreButton({ children, current }: MoreButtonProps) {
  const dialog = useLazyDialog(MoreSheet.preload)
  const here = useLocation({ select: (location) => location.href })
  const close = dialog.onOpenChange
  useEffect(() => {
    if (here) close(false)
  }, [here, close])
  return (
    <>
      <button
        {...dialog.trigger}
        data-testid="nav-more"
        data-current={current || undefined}
        className="nav-control relative h-16 min-w-0 flex-1 flex-col justify-center gap-1 px-0.5 data-current:bg-brand-100 data-current:text-brand-800 dark:data-current:bg-brand-400/15 dark:data-current:text-brand-200"
      >
        <Ellipsis aria-hidden="true" className="size-5 shrink-0" />
        <span className="text-[0.6875rem] leading-none">{NAV_MORE_TEXT.more}</span>
      </button>
      {dialog.mounted ? (
        <Suspense fallback={<DialogLoading />}>
          <MoreSheet open={dialog.open} onOpenChange={dialog.onOpenChange}>
            {children}
          </MoreSheet>
        </Suspense>
      ) : null}
    </>
  )
}
