import type { PickedCity } from '~/features/places/city'
import { LazyCityPicker } from '~/features/places/components/lazy-city-picker'
import { FormSection } from './fields'
import { FIELD_LABELS, SECTION_TITLES } from './form-text'
import type { SectionProps } from './section-props'
import { zoneOfCity } from './zone-of-city'

/**
 * docs/product.md#screens Location: the city picker (required); the Time Zone follows the city
 * picked.
 */
export function LocationSection({ draft, errors, set }: SectionProps) {
  const pick = (city: PickedCity | null) => {
    set('city', city, 'city')
    if (!city) return
    // A lookup that cannot load (offline before its chunk was kept) leaves the zone as it is.
    zoneOfCity(city).then(
      (zone) => set('timeZoneId', zone, 'timeZoneId'),
      () => undefined,
    )
  }
  return (
    <FormSection title={SECTION_TITLES.location}>
      <LazyCityPicker
        label={FIELD_LABELS.city}
        required
        value={draft.city}
        onChange={pick}
        error={errors.city}
      />
    </FormSection>
  )
}
