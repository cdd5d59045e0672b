import { Dialog } from '@base-ui/react/dialog'
import type { ReactNode } from 'react'
import { SheetDialogContent } from '~/components/sheet-dialog'

interface MembershipDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
}

/** The modal frame of the membership dialogs (Base UI: focus trap, Escape, scroll lock). */
export function MembershipDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: MembershipDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => onOpenChange(next)}>
      <SheetDialogContent title={title} closeLabel="Close" width="xl">
        <div className="flex flex-col gap-4">
          {description && (
            <Dialog.Description className="text-sm text-zinc-600 dark:text-zinc-400">
              {description}
            </Dialog.Description>
          )}
          {children}
        </div>
      </SheetDialogContent>
    </Dialog.Root>
  )
}
