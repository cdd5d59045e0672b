import { TextField } from '~/lib/forms/form-fields'
import { FormSection } from './fields'
import { FIELD_LABELS, SECTION_TITLES } from './form-text'
import type { SectionProps } from './section-props'

/**
 * docs/product.md#screens Additional Information, all optional: web address, Organizer, Address,
 * Additional Info.
 */
export function AdditionalSection({ draft, set }: SectionProps) {
  return (
    <FormSection title={SECTION_TITLES.additional}>
      <TextField
        name="webAddress"
        label={FIELD_LABELS.webAddress}
        inputMode="url"
        autoComplete="url"
        hint="http:// or https://"
        value={draft.webAddress}
        onChange={(value) => set('webAddress', value, 'webAddress')}
      />
      <TextField
        name="sponsor"
        label={FIELD_LABELS.sponsor}
        value={draft.sponsor}
        onChange={(value) => set('sponsor', value, 'sponsor')}
      />
      <TextField
        name="addressBlock"
        label={FIELD_LABELS.addressBlock}
        multiline
        value={draft.addressBlock}
        onChange={(value) => set('addressBlock', value, 'addressBlock')}
      />
      <TextField
        name="contactBlock"
        label={FIELD_LABELS.contactBlock}
        multiline
        value={draft.contactBlock}
        onChange={(value) => set('contactBlock', value, 'contactBlock')}
      />
    </FormSection>
  )
}
