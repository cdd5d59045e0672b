import { Autocomplete } from '@base-ui/react/autocomplete'
import type { ReactNode } from 'react'

const ITEM_CLASS =
  'cursor-default px-3 py-2 text-sm text-zinc-900 outline-none select-none data-highlighted:bg-brand-100 dark:text-zinc-100 dark:data-highlighted:bg-brand-400/20'

/**
 * The list under a Base UI Autocomplete field (message recipients, caption `#`/`@`): the
 * popup sized to the field, one option per item, the highlighted one tinted.
 */
export function SuggestionList<T>({
  label,
  itemKey,
  children,
}: {
  /** The listbox's accessible name. */
  label: string
  itemKey: (item: T) => string
  children: (item: T) => ReactNode
}) {
  return (
    <Autocomplete.Portal>
      <Autocomplete.Positioner className="z-50 outline-none" sideOffset={4}>
        <Autocomplete.Popup className="max-h-60 w-[var(--anchor-width)] overflow-y-auto rounded-xl border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
          <Autocomplete.List aria-label={label}>
            {(item: T) => (
              <Autocomplete.Item key={itemKey(item)} value={item} className={ITEM_CLASS}>
                {children(item)}
              </Autocomplete.Item>
            )}
          </Autocomplete.List>
        </Autocomplete.Popup>
      </Autocomplete.Positioner>
    </Autocomplete.Portal>
  )
}
