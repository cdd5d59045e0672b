import {
  Activity,
  Bell,
  CirclePlus,
  Images,
  LogIn,
  LogOut,
  type LucideIcon,
  MessageCircle,
  Settings,
} from 'lucide-react'
import type { BadgeCounts } from '~/app/nav/badge-counts'
import type { SessionStatus } from '~/features/session/queries'

interface BaseItem {
  label: string
  icon: LucideIcon
  /** Stable name for tests: `nav-<id>`. */
  id: string
  /** In the bottom bar, behind its More button (docs/decisions/173-labelled-actions.md). */
  inMore?: boolean
}

/** A client route, navigated inside the app. */
export interface RouteItem extends BaseItem {
  kind: 'route'
  to: '/seen_list' | '/makeseen' | '/messages' | '/notifications' | '/activity' | '/settings'
  badge?: { count: keyof BadgeCounts; noun: string }
}

/**
 * A server address, left by a full page load
 * (docs/architecture/accounts-and-security.md#accounts-and-sessions).
 */
export interface ServerItem extends BaseItem {
  kind: 'server'
  href: 'login' | 'logout'
}

export type NavItem = RouteItem | ServerItem

const seens: NavItem = {
  kind: 'route',
  id: 'seens',
  label: 'Seens',
  to: '/seen_list',
  icon: Images,
}

/**
 * docs/product.md#screens Navigation, in order. The loading state shows no items yet (a spinner
 * instead).
 */
export function navItems(status: SessionStatus): NavItem[] {
  if (status === 'loading') return []
  if (status === 'guest') {
    return [seens, { kind: 'server', id: 'login', label: 'Login', href: 'login', icon: LogIn }]
  }
  return [
    seens,
    { kind: 'route', id: 'makeseen', label: 'Make a Seen', to: '/makeseen', icon: CirclePlus },
    {
      kind: 'route',
      id: 'messages',
      label: 'Messages',
      to: '/messages',
      icon: MessageCircle,
      badge: { count: 'unread', noun: 'unread' },
    },
    {
      kind: 'route',
      id: 'notifications',
      label: 'Notifications',
      to: '/notifications',
      icon: Bell,
      badge: { count: 'pendingInvitations', noun: 'pending' },
    },
    {
      kind: 'route',
      id: 'activity',
      label: 'Activity',
      to: '/activity',
      icon: Activity,
      inMore: true,
    },
    {
      kind: 'route',
      id: 'settings',
      label: 'Settings',
      to: '/settings',
      icon: Settings,
      inMore: true,
    },
    { kind: 'server', id: 'logout', label: 'Logout', href: 'logout', icon: LogOut, inMore: true },
  ]
}
