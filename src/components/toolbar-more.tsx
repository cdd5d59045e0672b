import { Ellipsis } from 'lucide-react'
import { type ReactNode, Suspense, use, useState } from 'react'
import { lazyNamed, usePreloadAfterPaint } from './lazy-dialog'
import { TOOLBAR_BUTTON_CLASS, TOOLBAR_MORE_TEXT, ToolbarPlacement } from './toolbar'

export { TOOLBAR_MORE_TEXT }

const MoreMenu = lazyNamed(() => import('./toolbar-more-menu'), 'ToolbarMoreMenu')
const UNLOADED = { in: 'unloaded' } as const

/**
 * A toolbar's "More" menu: its children are toolbar actions, drawn as menu items. Until More is
 * first pressed it is a plain button over the actions, kept mounted unseen (pointer or focus on
 * it fetch the menu's code); pressed, the menu (./toolbar-more-menu.tsx) takes its place, open,
 * with the focus on its first item when a key pressed it. It is not swapped in earlier: the
 * click of a tap would land on a button that is gone.
 */
export function ToolbarMore({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'placeholder' | 'open' | 'open-by-key'>('placeholder')
  // Fetched in idle time after the page has loaded too, so More opens after the link drops.
  usePreloadAfterPaint(MoreMenu.preload)
  const placeholder = (
    <>
      <button
        type="button"
        aria-label={TOOLBAR_MORE_TEXT.moreActions}
        title={TOOLBAR_MORE_TEXT.moreActions}
        aria-haspopup="menu"
        aria-expanded={false}
        className={TOOLBAR_BUTTON_CLASS}
        onPointerEnter={MoreMenu.preload}
        onFocus={MoreMenu.preload}
        // A click without a pointer (detail 0) came from Enter or Space.
        onClick={(event) => setState(event.detail === 0 ? 'open-by-key' : 'open')}
      >
        <Ellipsis aria-hidden="true" className="size-5 shrink-0" />
        <span>{TOOLBAR_MORE_TEXT.more}</span>
      </button>
      <ToolbarPlacement value={UNLOADED}>{children}</ToolbarPlacement>
    </>
  )
  if (state === 'placeholder') return placeholder
  return (
    <Suspense fallback={placeholder}>
      <MoreMenu opened={state === 'open' ? 'pointer' : 'key'}>{children}</MoreMenu>
    </Suspense>
  )
}

/** A run of related items in More, set apart from the next; drawn only when it holds any. */
export function ToolbarMoreGroup({ children }: { children: ReactNode }) {
  const placement = use(ToolbarPlacement)
  if (placement.in !== 'menu') return children
  return <placement.parts.Group>{children}</placement.parts.Group>
}
