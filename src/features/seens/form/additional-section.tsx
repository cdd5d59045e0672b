import { FormSection, TextInputField } from './fields'
import { FIELD_LABELS, SECTION_TITLES } from './form-text'
import type { SectionProps } from './section-props'

/** SPEC §2 Additional Information, all optional: web address, Organizer, Address, Additional Info. */
export function AdditionalSection({ draft, errors, set }: SectionProps) {
  return (
    <FormSection title={SECTION_TITLES.additional}>
      <TextInputField
        label={FIELD_LABELS.webAddress}
        type="url"
        inputMode="url"
        autoComplete="url"
        hint="http:// or https://"
        value={draft.webAddress}
        onChange={(value) => set('webAddress', value, 'webAddress')}
        error={errors.webAddress}
      />
      <TextInputField
        label={FIELD_LABELS.sponsor}
        value={draft.sponsor}
        onChange={(value) => set('sponsor', value, 'sponsor')}
        error={errors.sponsor}
      />
      <TextInputField
        label={FIELD_LABELS.addressBlock}
        multiline
        value={draft.addressBlock}
        onChange={(value) => set('addressBlock', value, 'addressBlock')}
        error={errors.addressBlock}
      />
      <TextInputField
        label={FIELD_LABELS.contactBlock}
        multiline
        value={draft.contactBlock}
        onChange={(value) => set('contactBlock', value, 'contactBlock')}
        error={errors.contactBlock}
      />
    </FormSection>
  )
}
