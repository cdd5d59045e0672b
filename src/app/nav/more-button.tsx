import { useLocation } from '@tanstack/react-router'
import { type ReactNode, Suspense, useEffect, useRef } from 'react'
import { DialogLoading, lazyNamed, useLazyDialog } from '~/components/lazy-dialog'
import { MoreButtonFace } from './more-button-face'

const MoreSheet = lazyNamed(() => import('./more-sheet'), 'MoreSheet')

interface MoreButtonProps {
  /** The entries behind More, each in its `<li>`. */
  children: ReactNode
  /** One of them is the page shown: More is marked as the current place. */
  current: boolean
  /** More's face was pressed before this code came: open at once. */
  pressedEarly?: boolean
}

/** The bottom bar's last entry: opens the sheet with the rest; a page change closes it. */
export function MoreButton({ children, current, pressedEarly = false }: MoreButtonProps) {
  const dialog = useLazyDialog(MoreSheet.preload)
  const button = useRef<HTMLButtonElement>(null)
  const here = useLocation({ select: (location) => location.href })
  const close = dialog.onOpenChange
  useEffect(() => {
    if (here) close(false)
  }, [here, close])
  // After the effect above, which closes the sheet on every page change, its first run included.
  const openedEarly = useRef(false)
  const { onClick: openSheet } = dialog.trigger
  useEffect(() => {
    if (!pressedEarly || openedEarly.current) return
    openedEarly.current = true
    // This button takes the pressed face's place and focus, so closing the sheet returns here.
    button.current?.focus()
    openSheet()
  }, [pressedEarly, openSheet])
  return (
    <>
      <MoreButtonFace ref={button} {...dialog.trigger} current={current} />
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
