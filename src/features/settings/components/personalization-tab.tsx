import type { Theme } from '~/shared/schemas/theme'
import { LabelledSwitch } from './labelled-switch'

interface PersonalizationTabProps {
  theme: Theme
  onThemeChange: (theme: Theme) => void
}

/**
 * docs/product.md#screens Settings, Personalization tab: the light/dark theme, applied the moment
 * it changes.
 */
export function PersonalizationTab({ theme, onThemeChange }: PersonalizationTabProps) {
  return (
    <div className="max-w-md">
      <LabelledSwitch
        label="Dark theme"
        checked={theme === 'dark'}
        onCheckedChange={(dark) => onThemeChange(dark ? 'dark' : 'light')}
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        The theme changes at once and is saved to your profile.
      </p>
    </div>
  )
}
