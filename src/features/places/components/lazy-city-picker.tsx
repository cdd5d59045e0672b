import { MapPin } from 'lucide-react'
import { Suspense } from 'react'
import { lazyNamed } from '~/components/lazy-dialog'
import { formatPlace, placeOfPickedCity } from '../city'
import type { CityPickerProps } from './city-picker'

const CityPicker = lazyNamed(() => import('./city-picker'), 'CityPicker')

/**
 * The city picker for a page's first paint: its combobox (and Base UI's popup machinery) loads
 * beside the page, and until it is there a field of the same size shows the chosen city.
 */
export function LazyCityPicker(props: CityPickerProps) {
  return (
    <Suspense fallback={<CityPickerPlaceholder {...props} />}>
      <CityPicker {...props} />
    </Suspense>
  )
}

function CityPickerPlaceholder({ label, value, error }: CityPickerProps) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{label}</span>
      <div className="flex h-[2.625rem] items-center rounded-xl border border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-900">
        <MapPin aria-hidden="true" className="ml-3 size-4 shrink-0 text-zinc-500" />
        <span className="truncate px-2 text-base text-zinc-900 sm:text-sm dark:text-zinc-100">
          {value ? formatPlace(placeOfPickedCity(value)) : null}
        </span>
      </div>
      {error ? <p className="text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  )
}
