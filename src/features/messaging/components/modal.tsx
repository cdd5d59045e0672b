import { Dialog } from '@base-ui/react/dialog'
import type { ReactNode } from 'react'
import { SheetDialogContent } from '~/components/sheet-dialog'

interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
}

/** A messaging dialog (Base UI: focus trap, Escape, labelled by its title). */
export function Modal({ open, onOpenChange, title, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent title={title} closeLabel="Close" width="lg">
        {children}
      </SheetDialogContent>
    </Dialog.Root>
  )
}
