import { Menu } from '@base-ui/react/menu'
import { Ellipsis } from 'lucide-react'
import { type ReactNode, useMemo, useRef } from 'react'
import { TOOLBAR_BUTTON_CLASS, ToolbarPlacement } from './toolbar'

export const TOOLBAR_MORE_TEXT = { more: 'More', moreActions: 'More actions' } as const

/**
 * A toolbar's "More" menu: its children are toolbar actions, drawn as menu items (Base UI's
 * menu: Enter, Space or a click opens it, arrows move, Escape closes it and focus returns to
 * More). The items stay mounted while the menu is closed, so the dialogs they own keep their
 * state and can open on arrival; an item's action runs once the menu has closed.
 */
export function ToolbarMore({ children }: { children: ReactNode }) {
  const pending = useRef<(() => void) | null>(null)
  const placement = useMemo(
    () => ({
      in: 'menu' as const,
      afterClose: (run: () => void) => {
        pending.current = run
      },
    }),
    [],
  )
  const runPending = (open: boolean) => {
    if (open) return
    const run = pending.current
    pending.current = null
    run?.()
  }
  return (
    <Menu.Root onOpenChangeComplete={runPending}>
      <Menu.Trigger
        aria-label={TOOLBAR_MORE_TEXT.moreActions}
        title={TOOLBAR_MORE_TEXT.moreActions}
        className={TOOLBAR_BUTTON_CLASS}
      >
        <Ellipsis aria-hidden="true" className="size-5 shrink-0" />
        <span>{TOOLBAR_MORE_TEXT.more}</span>
      </Menu.Trigger>
      <Menu.Portal keepMounted>
        <Menu.Positioner sideOffset={6} align="end" collisionPadding={8} className="z-40">
          <Menu.Popup className="max-h-[var(--available-height)] min-w-56 divide-y divide-zinc-200 overflow-y-auto rounded-xl bg-white p-1.5 text-zinc-900 shadow-lg ring-1 ring-zinc-200 outline-none dark:divide-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-zinc-700">
            <ToolbarPlacement value={placement}>{children}</ToolbarPlacement>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}

/** A run of related items in More, set apart from the next; drawn only when it holds any. */
export function ToolbarMoreGroup({ children }: { children: ReactNode }) {
  return <Menu.Group className="py-1 empty:hidden">{children}</Menu.Group>
}
