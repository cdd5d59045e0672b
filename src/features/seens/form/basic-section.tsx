import { TextField } from '~/lib/forms/form-fields'
import { FormSection } from './fields'
import { FIELD_LABELS, SECTION_TITLES } from './form-text'
import type { SectionProps } from './section-props'

/** docs/product.md#screens Basic Information: Seen Name, Headline, Caption. */
export function BasicSection({ draft, set }: SectionProps) {
  return (
    <FormSection title={SECTION_TITLES.basic}>
      <TextField
        name="seenName"
        label={FIELD_LABELS.seenName}
        required
        value={draft.seenName}
        onChange={(value) => set('seenName', value, 'seenName')}
      />
      <TextField
        name="headline"
        label={FIELD_LABELS.headline}
        value={draft.headline}
        onChange={(value) => set('headline', value, 'headline')}
      />
      <TextField
        name="caption"
        label={FIELD_LABELS.caption}
        required
        multiline
        hint="Hashtags (#garden) in the headline and caption make the Seen easy to find."
        value={draft.caption}
        onChange={(value) => set('caption', value, 'caption')}
      />
    </FormSection>
  )
}
