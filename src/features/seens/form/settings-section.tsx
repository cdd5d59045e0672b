import { useId } from 'react'
import { FieldShell, INPUT_CLASS } from '~/lib/forms/form-fields'
import { AccessibilityHelp } from './accessibility-help'
import { FormSection } from './fields'
import {
  ACCESSIBILITY_TYPES,
  FIELD_LABELS,
  LOCATION_TYPE_OPTIONS,
  SECTION_TITLES,
  SEEN_FORM_TEXT,
} from './form-text'
import type { SectionProps } from './section-props'

/**
 * docs/product.md#screens Settings: accessibility type, appearance approval, location type; info
 * button.
 */
/** The host's on/off settings, each a checkbox. */
const SWITCHES = ['requiresApproval', 'membersMayDownload', 'findMeEnabled'] as const

export function SettingsSection({ draft, errors, set }: SectionProps) {
  const id = useId()
  const locationErrorId = `${id}-location-error`
  return (
    <FormSection title={SECTION_TITLES.settings} action={<AccessibilityHelp />}>
      <FieldShell
        label={FIELD_LABELS.seenAccessibilityType}
        required
        error={errors.seenAccessibilityType}
      >
        {(control) => (
          <select
            {...control}
            value={draft.seenAccessibilityType}
            onChange={(event) =>
              set('seenAccessibilityType', Number(event.target.value), 'seenAccessibilityType')
            }
            className={INPUT_CLASS}
          >
            <option value={0}>{SEEN_FORM_TEXT.chooseOption}</option>
            {ACCESSIBILITY_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        )}
      </FieldShell>

      {SWITCHES.map((field) => (
        <label
          key={field}
          className="flex items-start gap-2 text-sm text-zinc-800 dark:text-zinc-200"
        >
          <input
            type="checkbox"
            checked={draft[field]}
            onChange={(event) => set(field, event.target.checked)}
            className="focus-ring mt-0.5 size-4 accent-brand-700"
          />
          {FIELD_LABELS[field]}
        </label>
      ))}

      <fieldset
        aria-describedby={errors.locationType ? locationErrorId : undefined}
        className="flex flex-col gap-1"
      >
        <legend className="mb-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {FIELD_LABELS.locationType}
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {' '}
            *
          </span>
        </legend>
        <div className="flex gap-6">
          {LOCATION_TYPE_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200"
            >
              <input
                type="radio"
                name={`${id}-location-type`}
                value={option.value}
                checked={draft.locationType === option.value}
                aria-invalid={errors.locationType ? true : undefined}
                onChange={() => set('locationType', option.value, 'locationType')}
                className="focus-ring size-4 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        {errors.locationType ? (
          <p id={locationErrorId} className="text-sm text-red-700 dark:text-red-400">
            {errors.locationType}
          </p>
        ) : null}
      </fieldset>
    </FormSection>
  )
}
