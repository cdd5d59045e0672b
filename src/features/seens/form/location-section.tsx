import { LazyCityPicker } from '~/features/places/components/lazy-city-picker'
import { FormSection } from './fields'
import { FIELD_LABELS, SECTION_TITLES } from './form-text'
import type { SectionProps } from './section-props'

/** SPEC §2 Location: the city picker (required). */
export function LocationSection({ draft, errors, set }: SectionProps) {
  return (
    <FormSection title={SECTION_TITLES.location}>
      <LazyCityPicker
        label={FIELD_LABELS.city}
        required
        value={draft.city}
        onChange={(city) => set('city', city, 'city')}
        error={errors.city}
      />
    </FormSection>
  )
}
