import { Combobox } from '@base-ui/react/combobox'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { MapPin, X } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useDebouncedValue } from '~/lib/use-debounced-value'
import { type GeoLocation, isSearchableLocationName } from '~/shared/schemas/location'
import { formatPlace, type PickedCity, pickedCity, placeOfPickedCity } from '../city'
import { placesByNameQueryOptions } from '../queries'

/** Typing pauses this long before a search is sent. */
export const CITY_SEARCH_DEBOUNCE_MS = 300

export const CITY_PICKER_TEXT = {
  typeMore: 'Type at least 3 letters to search.',
  searching: 'Searching…',
  none: 'No matching places.',
  clear: 'Clear city',
} as const

export interface CityPickerProps {
  label: string
  value: PickedCity | null
  onChange: (city: PickedCity | null) => void
  /** A field error to show under the input (and announce with it). */
  error?: string | undefined
  placeholder?: string
  disabled?: boolean
  required?: boolean
}

/**
 * Pick a city from the gazetteer: an accessible combobox (Base UI) searching by name once the
 * text is longer than 2 characters (docs/product.md#validation), showing "City, STATE, CC".
 */
export function CityPicker({
  label,
  value,
  onChange,
  error,
  placeholder = 'e.g. Paris',
  disabled = false,
  required = false,
}: CityPickerProps) {
  const id = useId()
  const errorId = `${id}-error`
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), CITY_SEARCH_DEBOUNCE_MS)
  const searchable = isSearchableLocationName(search)
  const { data, isFetching } = useQuery({
    ...placesByNameQueryOptions(search),
    placeholderData: keepPreviousData,
  })
  const results = searchable ? (data ?? []) : []
  const selected = useMemo(() => (value ? placeOfPickedCity(value) : null), [value])
  const items = useMemo(
    () =>
      selected && !results.some((place) => place.geoNameId === selected.geoNameId)
        ? [...results, selected]
        : results,
    [results, selected],
  )
  const waiting = isSearchableLocationName(text) && (text.trim() !== search || isFetching)
  const status = waiting
    ? CITY_PICKER_TEXT.searching
    : !searchable && !selected
      ? CITY_PICKER_TEXT.typeMore
      : null

  return (
    <Combobox.Root<GeoLocation>
      items={items}
      filter={null}
      value={selected}
      disabled={disabled}
      required={required}
      itemToStringLabel={formatPlace}
      isItemEqualToValue={(item, current) => item.geoNameId === current.geoNameId}
      onValueChange={(place) => onChange(place ? pickedCity(place) : null)}
      onInputValueChange={(next, { reason }) => {
        if (reason === 'input-change' || reason === 'input-clear') setText(next)
      }}
    >
      <div className="flex flex-col gap-1">
        <label
          id={`${id}-label`}
          htmlFor={id}
          className="text-sm font-medium text-zinc-800 dark:text-zinc-200"
        >
          {label}
        </label>
        <Combobox.InputGroup className="relative flex items-center rounded-xl border border-zinc-300 bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 dark:border-zinc-700 dark:bg-zinc-900 dark:focus-within:outline-brand-300">
          <MapPin aria-hidden="true" className="ml-3 size-4 shrink-0 text-zinc-500" />
          <Combobox.Input
            id={id}
            // Named by reference too: while the list is open Base UI hides the label.
            aria-labelledby={`${id}-label`}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-10 w-full min-w-0 rounded-xl bg-transparent px-2 text-base text-zinc-900 outline-none placeholder:text-zinc-500 sm:text-sm dark:text-zinc-100"
          />
          <Combobox.Clear
            aria-label={CITY_PICKER_TEXT.clear}
            className="focus-ring mr-1 flex size-8 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800"
          >
            <X aria-hidden="true" className="size-4" />
          </Combobox.Clear>
        </Combobox.InputGroup>
        {error ? (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>

      <Combobox.Portal>
        <Combobox.Positioner className="z-50 outline-none" sideOffset={4}>
          <Combobox.Popup
            aria-busy={waiting || undefined}
            className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-xl border border-zinc-200 bg-white py-1 text-sm text-zinc-900 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
          >
            <Combobox.Status className="px-3 text-zinc-500 empty:hidden dark:text-zinc-400">
              {status}
            </Combobox.Status>
            <Combobox.Empty className="px-3 text-zinc-500 empty:hidden dark:text-zinc-400">
              {searchable && !waiting ? CITY_PICKER_TEXT.none : null}
            </Combobox.Empty>
            <Combobox.List className="max-h-[min(20rem,var(--available-height))] overflow-y-auto overscroll-contain">
              {(place: GeoLocation) => (
                <Combobox.Item
                  key={place.geoNameId}
                  value={place}
                  className="cursor-default px-3 py-2 outline-none select-none data-highlighted:bg-brand-100 data-highlighted:text-brand-900 dark:data-highlighted:bg-brand-400/15 dark:data-highlighted:text-brand-100"
                >
                  {formatPlace(place)}
                </Combobox.Item>
              )}
            </Combobox.List>
          </Combobox.Popup>
        </Combobox.Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  )
}
