import { Dialog } from '@base-ui/react/dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'

const WIDTH = { md: 'sm:w-[32rem]', lg: 'sm:w-[36rem]', xl: 'sm:w-[40rem]' } as const

interface SheetDialogContentProps {
  title: ReactNode
  closeLabel: string
  width?: keyof typeof WIDTH
  children: ReactNode
}

/**
 * The inside of a dialog's Root (Base UI keeps focus in it and closes it on Escape): a sheet from
 * the bottom on phones, a centred panel from `sm` up, with its title and a close button.
 */
export function SheetDialogContent({
  title,
  closeLabel,
  width = 'md',
  children,
}: SheetDialogContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Backdrop className="fixed inset-0 z-40 bg-black/50" />
      <Dialog.Popup
        className={`fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 text-zinc-900 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 ${WIDTH[width]} sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-zinc-900 dark:text-zinc-100`}
      >
        <div className="mb-3 flex items-center justify-between gap-4">
          <Dialog.Title className="min-w-0 text-lg font-bold break-words">{title}</Dialog.Title>
          <Dialog.Close
            aria-label={closeLabel}
            className="focus-ring rounded-lg p-1.5 hover:bg-zinc-100 dark:hover:bg-zinc-800"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Popup>
    </Dialog.Portal>
  )
}
