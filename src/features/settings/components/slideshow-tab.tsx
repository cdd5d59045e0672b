import { Slider } from '@base-ui/react/slider'
import { SLIDESHOW } from '~/shared/constants'
import type { FieldErrors } from '~/shared/field-errors'
import type { SlideshowField } from '~/shared/schemas/profile'
import type { SettingsDraft } from '../settings-draft'
import { LabelledSwitch } from './labelled-switch'

interface SlideshowTabProps {
  draft: SettingsDraft
  errors: FieldErrors
  update: (change: Partial<SettingsDraft>) => void
}

const SHOWN: [SlideshowField, string][] = [
  ['slideshowShowName', 'Show the Seen name'],
  ['slideshowShowHeadline', 'Show the headline'],
  ['slideshowShowCaption', 'Show the caption'],
  ['slideshowShowLocation', 'Show the location'],
  ['slideshowShowSponsor', 'Show the organizer'],
  ['slideshowShowDate', 'Show the date'],
]

const seconds = (value: number) => `${value} ${value === 1 ? 'second' : 'seconds'}`

/**
 * docs/product.md#screens, #validation Slideshow tab: speed 1–15 s in steps of 1, and which fields
 * the slideshow shows.
 */
export function SlideshowTab({ draft, errors, update }: SlideshowTabProps) {
  const speed = draft.slideshowSpeedSeconds
  return (
    <div className="max-w-md space-y-6">
      <Slider.Root
        value={speed}
        min={SLIDESHOW.speedMinSeconds}
        max={SLIDESHOW.speedMaxSeconds}
        step={1}
        onValueChange={(value) => update({ slideshowSpeedSeconds: value })}
      >
        <div className="flex items-baseline justify-between">
          <Slider.Label className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
            Slideshow speed
          </Slider.Label>
          <span
            data-testid="slideshow-speed-value"
            className="text-sm text-zinc-700 dark:text-zinc-300"
          >
            {seconds(speed)}
          </span>
        </div>
        <Slider.Control className="flex w-full touch-none items-center py-3 select-none">
          <Slider.Track className="h-1.5 w-full rounded-full bg-zinc-300 select-none dark:bg-zinc-700">
            <Slider.Indicator className="rounded-full bg-brand-700 select-none dark:bg-brand-300" />
            <Slider.Thumb
              aria-label="Slideshow speed"
              getAriaValueText={(_formatted, value) => seconds(value)}
              className="size-5 rounded-full border-2 border-brand-700 bg-white shadow select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:border-brand-300 dark:bg-zinc-950"
            />
          </Slider.Track>
        </Slider.Control>
        {errors.slideshowSpeedSeconds && (
          <p className="text-sm text-red-700 dark:text-red-400">
            {errors.slideshowSpeedSeconds.join(' ')}
          </p>
        )}
      </Slider.Root>
      <fieldset>
        <legend className="text-base font-semibold text-zinc-900 dark:text-white">
          Shown during the slideshow
        </legend>
        {SHOWN.map(([field, label]) => (
          <LabelledSwitch
            key={field}
            label={label}
            checked={draft[field]}
            onCheckedChange={(on) => update({ [field]: on })}
          />
        ))}
      </fieldset>
    </div>
  )
}
