import { Moon, Sun } from 'lucide-react'
import { chooseTheme, GUEST_THEME_OWNER, useTheme } from '~/lib/theme-store'
import { otherTheme } from '~/shared/schemas/theme'

interface ThemeToggleProps {
  /** The user whose choice is saved; null while the session loads (saved as the guest's). */
  owner: string | null
  showLabel?: boolean
  className?: string
}

/**
 * Light/dark switch (docs/product.md#screens Settings, #states Theme): applies at once, remembered
 * per user.
 */
export function ThemeToggle({ owner, showLabel = false, className = '' }: ThemeToggleProps) {
  const theme = useTheme()
  const next = otherTheme(theme)
  const Icon = next === 'dark' ? Moon : Sun
  return (
    <button
      type="button"
      aria-label={`Switch to ${next} theme`}
      title={showLabel ? undefined : `Switch to ${next} theme`}
      data-testid="theme-toggle"
      onClick={() => chooseTheme(owner ?? GUEST_THEME_OWNER, next)}
      className={`nav-control ${className}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {showLabel && <span>{next === 'dark' ? 'Dark theme' : 'Light theme'}</span>}
    </button>
  )
}
