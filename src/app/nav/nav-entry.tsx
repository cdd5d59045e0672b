import { Link } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { NavLayout } from '~/app/nav/nav-layout'
import { badgeText } from '~/shared/badge'
import type { NavItem } from './nav-items'

const SHAPES: Record<NavLayout, string> = {
  sidebar: 'w-full gap-3 px-3 py-2.5',
  rail: 'mx-auto size-12 justify-center',
  bottom: 'h-16 min-w-0 flex-1 flex-col justify-center gap-1 px-0.5',
}

/** The words: beside the icon in the side bar and the More sheet, under it in the bottom bar. */
const LABELS: Record<NavLayout, string> = {
  sidebar: 'truncate',
  rail: 'sr-only',
  bottom: 'max-w-full truncate text-[0.6875rem] leading-none',
}

interface NavEntryProps {
  item: NavItem
  layout: NavLayout
  /** The count behind the item's badge (0: no badge). */
  count: number
  /** Where a server item leads (login with a returnUrl, or the session's logout address). */
  serverHref: string
  /** Runs instead of following a server item's link (logout first forgets offline data). */
  onServerClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
}

/** One navigation entry: icon, label (visually hidden in the icon rail) and badge. */
export function NavEntry({ item, layout, count, serverHref, onServerClick }: NavEntryProps) {
  const labelled = layout === 'sidebar'
  const badge = item.kind === 'route' && item.badge ? badgeText(count) : ''
  const noun = item.kind === 'route' ? item.badge?.noun : undefined
  const common = {
    className: `nav-control relative ${SHAPES[layout]}`,
    'aria-label': badge ? `${item.label}, ${badge} ${noun}` : undefined,
    title: layout === 'rail' ? item.label : undefined,
    'data-testid': `nav-${item.id}`,
  }
  const content = (
    <>
      <item.icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={LABELS[layout]}>{item.label}</span>
      {badge && (
        <span
          aria-hidden="true"
          data-testid={`nav-${item.id}-badge`}
          className={`rounded-full bg-rose-700 px-1.5 py-0.5 text-xs leading-none font-semibold text-white ${labelled ? 'ml-auto' : 'absolute top-1 left-1/2 ml-1.5'}`}
        >
          {badge}
        </span>
      )}
    </>
  )
  if (item.kind === 'server') {
    return (
      <a href={serverHref} onClick={onServerClick} {...common}>
        {content}
      </a>
    )
  }
  return (
    <Link to={item.to} {...common}>
      {content}
    </Link>
  )
}
