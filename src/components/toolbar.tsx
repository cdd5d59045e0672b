import type { LucideIcon } from 'lucide-react'
import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactElement,
  type ReactNode,
  use,
} from 'react'

/**
 * The look of every labelled button in the Seen toolbar (several features add their own): a pill
 * with icon and words, and under the `xs` width a tile with the words under the icon, so a
 * phone shows the primary actions and More in one row.
 */
export const TOOLBAR_BUTTON_CLASS =
  'focus-ring relative inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full bg-white/90 px-3 text-sm font-medium whitespace-nowrap text-zinc-800 shadow-sm ring-1 ring-zinc-200 transition-colors hover:bg-white disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-brand-100 aria-pressed:text-brand-800 max-xs:min-h-15 max-xs:flex-col max-xs:gap-1 max-xs:rounded-xl max-xs:px-0.5 max-xs:py-1.5 max-xs:text-[0.6875rem] max-xs:leading-tight max-xs:whitespace-normal lg:px-3.5 dark:bg-zinc-900/90 dark:text-zinc-100 dark:ring-zinc-700 dark:hover:bg-zinc-900 dark:aria-pressed:bg-brand-400/15 dark:aria-pressed:text-brand-200'

export const TOOLBAR_MORE_TEXT = { more: 'More', moreActions: 'More actions' } as const

/** The toolbar's row: wrapping pills, or on a phone one row of equal tiles. */
export const TOOLBAR_ROW_CLASS =
  'flex flex-wrap items-center gap-2 max-xs:grid max-xs:auto-cols-fr max-xs:grid-flow-col max-xs:items-stretch max-xs:gap-1.5'

export const MENU_ITEM_CLASS =
  'flex min-h-11 w-full cursor-default items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-zinc-800 outline-none select-none data-disabled:opacity-50 data-highlighted:bg-zinc-100 dark:text-zinc-100 dark:data-highlighted:bg-zinc-800'

/**
 * Where a toolbar action is drawn: as a labelled button in the bar, or as an item of the bar's
 * More menu, which runs the action once the menu has closed (so a dialog it opens returns focus
 * to More, the control that is still there).
 */
type Placement =
  | { in: 'bar' }
  /**
   * Inside More before its menu's code has loaded (./toolbar-more.tsx): nothing is drawn, but
   * the actions stay mounted, so the dialogs they own keep their state and open on arrival.
   */
  | { in: 'unloaded' }
  | { in: 'menu'; parts: MenuParts }

/** How More's menu draws an action, a link and a group (./toolbar-more-menu.tsx, loaded late). */
export interface MenuParts {
  Action: ComponentType<ToolbarActionProps>
  Link: ComponentType<ToolbarLinkProps>
  Group: ComponentType<{ children: ReactNode }>
}

export const ToolbarPlacement = createContext<Placement>({ in: 'bar' })

export interface ToolbarActionProps {
  /** The accessible name (and tooltip); it contains the visible words (WCAG 2.5.3). */
  label: string
  /** The shorter words shown in the bar; the label when not given (a menu shows the label). */
  text?: string | undefined
  icon: LucideIcon
  onClick: () => void
  /** A toggle (review, slideshow, like): pressed in the bar, checked in the menu. */
  pressed?: boolean | undefined
  disabled?: boolean | undefined
  busy?: boolean | undefined
  /** A count beside the words (99+ already applied). */
  badge?: string | undefined
  /** Fetches the code of what the action opens, when pointer or focus arrive. */
  preload?: (() => void) | undefined
  /** The action opens a dialog: whether it is open now. */
  dialogOpen?: boolean | undefined
}

/**
 * One action of the Seen toolbar, drawn where its ToolbarPlacement says: a labelled button in
 * the bar, or a menu item with the same accessible name inside More.
 */
export function ToolbarAction(props: ToolbarActionProps) {
  const placement = use(ToolbarPlacement)
  const Icon = props.icon
  if (placement.in === 'bar') {
    return (
      <button
        type="button"
        aria-label={props.label}
        title={props.label}
        aria-pressed={props.pressed}
        aria-haspopup={props.dialogOpen === undefined ? undefined : 'dialog'}
        aria-expanded={props.dialogOpen}
        aria-busy={props.busy || undefined}
        disabled={props.disabled || props.busy}
        onPointerEnter={props.preload}
        onFocus={props.preload}
        onClick={props.onClick}
        className={TOOLBAR_BUTTON_CLASS}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span>{props.text ?? props.label}</span>
        <ToolbarBadge count={props.badge} />
      </button>
    )
  }
  if (placement.in === 'unloaded') return null
  return <placement.parts.Action {...props} />
}

const BADGE_CLASS =
  'min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-bold text-white tabular-nums max-xs:absolute max-xs:top-1 max-xs:left-1/2 max-xs:ml-2'

/** An action's count (99+ already applied), in the bar or the menu. */
export const ToolbarBadge = ({ count }: { count?: string | undefined }) =>
  count ? <span className={BADGE_CLASS}>{count}</span> : null

export interface ToolbarLinkProps {
  label: string
  text?: string | undefined
  icon: LucideIcon
  /** The link element (a router Link or a plain anchor) drawn with the given props. */
  render: (props: ComponentProps<'a'>) => ReactElement
}

/** A toolbar action that is a link (edit the Seen, download the photos): link or menu link. */
export function ToolbarLink({ label, text, icon: Icon, render }: ToolbarLinkProps) {
  const placement = use(ToolbarPlacement)
  if (placement.in === 'bar') {
    return render({
      'aria-label': label,
      title: label,
      className: TOOLBAR_BUTTON_CLASS,
      children: (
        <>
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          <span>{text ?? label}</span>
        </>
      ),
    })
  }
  if (placement.in === 'unloaded') return null
  return <placement.parts.Link label={label} text={text} icon={Icon} render={render} />
}
