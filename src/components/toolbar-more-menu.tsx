import { Menu } from '@base-ui/react/menu'
import { Check, Ellipsis } from 'lucide-react'
import { createContext, type ReactNode, use, useEffect, useMemo, useRef } from 'react'
import {
  MENU_ITEM_CLASS,
  type MenuParts,
  TOOLBAR_BUTTON_CLASS,
  TOOLBAR_MORE_TEXT,
  type ToolbarActionProps,
  ToolbarBadge,
  type ToolbarLinkProps,
  ToolbarPlacement,
} from './toolbar'

/**
 * More's menu, loaded when More is first pressed or reached (./toolbar-more.tsx): Base UI's
 * menu, with its positioning, stays out of the Seen page's first load. Enter, Space or a click
 * opens it, arrows move, Escape closes it and focus returns to More. The items stay mounted while
 * it is closed; an item's action runs once the menu has closed, so a dialog it opens hands focus
 * back to More, the control that is still there.
 */
export function ToolbarMoreMenu({
  children,
  opened,
}: {
  children: ReactNode
  /**
   * The button it replaces was pressed: it opens at once, by a key with the first item focused
   * as a menu opened from the keyboard is.
   */
  opened: 'pointer' | 'key'
}) {
  const popup = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (opened !== 'key') return
    // Once the popup is drawn (the menu renders it open on its first pass).
    const frame = requestAnimationFrame(() =>
      popup.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus(),
    )
    return () => cancelAnimationFrame(frame)
  }, [opened])
  const pending = useRef<(() => void) | null>(null)
  // It replaces the button that had the focus, and takes it.
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => trigger.current?.focus(), [])
  const afterClose = useMemo(
    () => (run: () => void) => {
      pending.current = run
    },
    [],
  )
  const runPending = (open: boolean) => {
    if (open) return
    const run = pending.current
    pending.current = null
    run?.()
  }
  return (
    <Menu.Root defaultOpen onOpenChangeComplete={runPending}>
      <Menu.Trigger
        ref={trigger}
        aria-label={TOOLBAR_MORE_TEXT.moreActions}
        title={TOOLBAR_MORE_TEXT.moreActions}
        className={TOOLBAR_BUTTON_CLASS}
      >
        <Ellipsis aria-hidden="true" className="size-5 shrink-0" />
        <span>{TOOLBAR_MORE_TEXT.more}</span>
      </Menu.Trigger>
      <Menu.Portal keepMounted>
        <Menu.Positioner sideOffset={6} align="end" collisionPadding={8} className="z-40">
          <Menu.Popup
            ref={popup}
            className="max-h-[var(--available-height)] min-w-56 divide-y divide-zinc-200 overflow-y-auto rounded-xl bg-white p-1.5 text-zinc-900 shadow-lg ring-1 ring-zinc-200 outline-none dark:divide-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-zinc-700"
          >
            <AfterClose value={afterClose}>
              <ToolbarPlacement value={PLACEMENT}>{children}</ToolbarPlacement>
            </AfterClose>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}

const ICON = 'size-5 shrink-0 text-zinc-600 dark:text-zinc-400'

/** Runs an item's action once the menu has closed (ToolbarMoreMenu's, for its items). */
const AfterClose = createContext<(run: () => void) => void>((run) => run())

function Action(props: ToolbarActionProps) {
  const Icon = props.icon
  const common = {
    'aria-label': props.label,
    disabled: props.disabled || props.busy,
    onPointerEnter: props.preload,
    onFocus: props.preload,
    className: MENU_ITEM_CLASS,
    closeOnClick: true,
  }
  const content = (
    <>
      <Icon aria-hidden="true" className={ICON} />
      <span className="flex-1">{props.label}</span>
      <ToolbarBadge count={props.badge} />
    </>
  )
  const afterClose = use(AfterClose)
  const run = () => afterClose(props.onClick)
  if (props.pressed !== undefined) {
    return (
      <Menu.CheckboxItem {...common} checked={props.pressed} onCheckedChange={run}>
        {content}
        <Menu.CheckboxItemIndicator>
          <Check aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-300" />
        </Menu.CheckboxItemIndicator>
      </Menu.CheckboxItem>
    )
  }
  return (
    <Menu.Item {...common} onClick={run}>
      {content}
    </Menu.Item>
  )
}
function Link({ label, icon: Icon, render }: ToolbarLinkProps) {
  return (
    <Menu.LinkItem aria-label={label} className={MENU_ITEM_CLASS} render={render} closeOnClick>
      <Icon aria-hidden="true" className={ICON} />
      <span className="flex-1">{label}</span>
    </Menu.LinkItem>
  )
}
function Group({ children }: { children: ReactNode }) {
  return <Menu.Group className="py-1 empty:hidden">{children}</Menu.Group>
}

const PLACEMENT = { in: 'menu' as const, parts: { Action, Link, Group } satisfies MenuParts }
