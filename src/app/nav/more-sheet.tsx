import { Dialog } from '@base-ui/react/dialog'
import type { ReactNode } from 'react'
import { SheetDialogContent } from '~/components/sheet-dialog'
import { NAV_MORE_TEXT } from './nav-more-text'

interface MoreSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The entries behind More, each in its `<li>`. */
  children: ReactNode
}

/** The bottom bar's More: a sheet from the bottom with the entries the bar has no room for. */
export function MoreSheet({ open, onOpenChange, children }: MoreSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent title={NAV_MORE_TEXT.title} closeLabel={NAV_MORE_TEXT.close}>
        <ul className="flex flex-col gap-1 pb-[env(safe-area-inset-bottom)]">{children}</ul>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
