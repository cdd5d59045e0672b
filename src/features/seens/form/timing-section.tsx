import { useMemo } from 'react'
import { FieldShell, INPUT_CLASS, TextField } from '~/lib/forms/form-fields'
import { timeZoneChoices } from '~/lib/zoned-time'
import { DURATION_HOURS } from '~/shared/constants'
import { FormSection } from './fields'
import { FIELD_LABELS, SECTION_TITLES, SEEN_FORM_TEXT } from './form-text'
import type { SectionProps } from './section-props'

/**
 * docs/product.md#screens, #validation Timing: start (on the Seen's clocks), duration 0.5–24 h,
 * days before/after 0–90.
 */
export function TimingSection({ draft, errors, set }: SectionProps) {
  const zones = useMemo(() => timeZoneChoices(draft.timeZoneId), [draft.timeZoneId])
  return (
    <FormSection title={SECTION_TITLES.timing}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="startDateTime"
          label={FIELD_LABELS.startDate}
          type="date"
          required
          value={draft.startDate}
          onChange={(value) => set('startDate', value, 'startDateTime')}
        />
        <TextField
          name="startTime"
          label={FIELD_LABELS.startTime}
          type="time"
          value={draft.startTime}
          onChange={(value) => set('startTime', value, 'startDateTime')}
        />
        <TextField
          name="durationHours"
          label={FIELD_LABELS.durationHours}
          inputMode="decimal"
          required
          hint={`${DURATION_HOURS.min} to ${DURATION_HOURS.max} hours`}
          value={draft.durationHours}
          onChange={(value) => set('durationHours', value, 'durationHours')}
        />
        <FieldShell
          label={FIELD_LABELS.timeZoneId}
          hint={SEEN_FORM_TEXT.timeZoneHint}
          error={errors.timeZoneId}
        >
          {(control) => (
            <select
              {...control}
              value={draft.timeZoneId}
              onChange={(event) => set('timeZoneId', event.target.value, 'timeZoneId')}
              className={INPUT_CLASS}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <TextField
          name="preSeenDays"
          label={FIELD_LABELS.preSeenDays}
          inputMode="numeric"
          required
          hint="Days before the start when people can already post"
          value={draft.preSeenDays}
          onChange={(value) => set('preSeenDays', value, 'preSeenDays')}
        />
        <TextField
          name="postSeenDays"
          label={FIELD_LABELS.postSeenDays}
          inputMode="numeric"
          required
          hint="Days after the end when people can still post"
          value={draft.postSeenDays}
          onChange={(value) => set('postSeenDays', value, 'postSeenDays')}
        />
      </div>
    </FormSection>
  )
}
