import { useId } from 'react'
import type { FilterSet } from '~/shared/schemas/seen-filter-set'
import type { FilterUpdate } from '../use-seen-filters'
import { FilterSwitch } from './filter-switch'

const CHOICES = [
  { isPast: false, label: 'Current and upcoming' },
  { isPast: true, label: 'Past' },
] as const

/**
 * docs/product.md#screens "Past or Current": off lists all Seens; on, either the past or the
 * others.
 */
export function TimeFilter({ time, update }: { time: FilterSet['time']; update: FilterUpdate }) {
  const name = useId()
  const set = (next: Partial<FilterSet['time']>) =>
    update((filters) => ({ ...filters, time: { ...filters.time, ...next } }))
  return (
    <>
      <FilterSwitch
        label="Filter by time"
        checked={time.isActive}
        onCheckedChange={(isActive) => set({ isActive })}
      />
      <fieldset disabled={!time.isActive} className="flex flex-col gap-2 disabled:opacity-60">
        <legend className="sr-only">Which Seens</legend>
        {CHOICES.map((choice) => (
          <label
            key={choice.label}
            className="flex items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200"
          >
            <input
              type="radio"
              name={name}
              checked={time.isPast === choice.isPast}
              onChange={() => set({ isPast: choice.isPast })}
              className="size-4 accent-brand-700 dark:accent-brand-300"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    </>
  )
}
