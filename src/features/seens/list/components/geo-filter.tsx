import { Slider } from '@base-ui/react/slider'
import { LocateFixed } from 'lucide-react'
import { CityPicker } from '~/features/places/components/city-picker'
import { useCurrentPosition } from '~/features/places/current-position'
import { GEO_RADIUS_MAX_KM, GEO_RADIUS_MIN_KM } from '~/shared/constants'
import { placeName } from '~/shared/place-name'
import type { FilterSet } from '~/shared/schemas/seen-filter-set'
import { hasGeoCenter } from '../list-criteria'
import type { FilterUpdate } from '../use-seen-filters'
import { FilterSwitch } from './filter-switch'

type Geo = FilterSet['geo']

export const GEO_FILTER_TEXT = {
  city: 'Near a city',
  here: 'Use my current position',
  locating: 'Locating…',
  radius: 'Radius',
  toggle: 'Filter by distance',
  noCenter: 'Choose a city or use your current position.',
  center: (place: string) => `Around ${place}`,
} as const

/**
 * docs/product.md#screens geo section: a centre (a city, or the device's position) and a 1–100 km
 * radius.
 */
export function GeoFilter({ geo, update }: { geo: Geo; update: FilterUpdate }) {
  const locate = useCurrentPosition()
  const set = (next: Partial<Geo>) =>
    update((filters) => ({ ...filters, geo: { ...filters.geo, ...next } }))
  const centred = hasGeoCenter(geo)
  const place = placeName(geo) || 'your position'

  return (
    <>
      <FilterSwitch
        label={GEO_FILTER_TEXT.toggle}
        checked={geo.isActive && centred}
        onCheckedChange={(isActive) => set({ isActive })}
        disabledText={centred ? undefined : GEO_FILTER_TEXT.noCenter}
      />
      {centred && (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{GEO_FILTER_TEXT.center(place)}</p>
      )}
      <CityPicker
        label={GEO_FILTER_TEXT.city}
        value={null}
        onChange={(city) => {
          if (!city) return
          set({
            isActive: true,
            lat: city.latitude,
            lng: city.longitude,
            cityName: city.cityName,
            stateCode: city.stateCode,
            countryCode: city.countryCode,
          })
        }}
      />
      <button
        type="button"
        className="btn-secondary"
        disabled={locate.isPending}
        onClick={() =>
          locate.mutate(undefined, {
            onSuccess: ({ latitude, longitude, city }) =>
              set({
                isActive: true,
                lat: latitude,
                lng: longitude,
                cityName: city?.name ?? null,
                stateCode: city?.stateCode ?? null,
                countryCode: city?.countryCode ?? null,
              }),
          })
        }
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {locate.isPending ? GEO_FILTER_TEXT.locating : GEO_FILTER_TEXT.here}
      </button>
      <Slider.Root
        value={geo.radius}
        min={GEO_RADIUS_MIN_KM}
        max={GEO_RADIUS_MAX_KM}
        step={1}
        onValueChange={(value) =>
          set({ radius: Array.isArray(value) ? (value[0] ?? geo.radius) : value })
        }
        className="flex flex-col gap-2"
      >
        <div className="flex justify-between text-sm">
          <Slider.Label className="font-medium text-zinc-800 dark:text-zinc-200">
            {GEO_FILTER_TEXT.radius}
          </Slider.Label>
          <Slider.Value className="text-zinc-700 dark:text-zinc-300">
            {(_formatted, [value]) => `${value} km`}
          </Slider.Value>
        </div>
        <Slider.Control className="flex h-6 items-center">
          <Slider.Track className="h-1.5 w-full rounded-full bg-zinc-300 dark:bg-zinc-700">
            <Slider.Indicator className="rounded-full bg-brand-700 dark:bg-brand-300" />
            <Slider.Thumb
              getAriaValueText={(_formatted, value) => `${value} km`}
              className="focus-ring size-5 rounded-full border-2 border-brand-700 bg-white shadow dark:border-brand-300 dark:bg-zinc-900"
            />
          </Slider.Track>
        </Slider.Control>
      </Slider.Root>
    </>
  )
}
