import { useId } from 'react'
import { RELATIVE_LOCATION_TEXT } from '../form/relative-location-field'
import type { BatchPhoto } from './batch-model'
import { BATCH_TEXT } from './batch-text'
import type { PhotoBatch } from './use-photo-batch'

const FIELD_CLASS =
  'focus-ring w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100'

/** One photo's own headline, caption and location; left empty, the form's values apply. */
export function BatchPhotoOverrides({
  photo,
  index,
  batch,
}: {
  photo: BatchPhoto
  index: number
  batch: PhotoBatch
}) {
  const id = useId()
  const { overrides } = photo
  const text = (value: string) => (value === '' ? undefined : value)
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-headline`} className="text-sm font-medium">
        {BATCH_TEXT.headlineFor(index)}
      </label>
      <input
        id={`${id}-headline`}
        value={overrides.headline ?? ''}
        placeholder={BATCH_TEXT.sameAsAll}
        onChange={(event) => batch.override(photo.id, 'headline', text(event.target.value))}
        className={FIELD_CLASS}
      />
      <label htmlFor={`${id}-caption`} className="text-sm font-medium">
        {BATCH_TEXT.captionFor(index)}
      </label>
      <textarea
        id={`${id}-caption`}
        rows={2}
        value={overrides.caption ?? ''}
        placeholder={BATCH_TEXT.sameAsAll}
        onChange={(event) => batch.override(photo.id, 'caption', text(event.target.value))}
        className={FIELD_CLASS}
      />
      <label htmlFor={`${id}-location`} className="text-sm font-medium">
        {BATCH_TEXT.locationFor(index)}
      </label>
      <select
        id={`${id}-location`}
        value={overrides.relativeLocation ?? ''}
        onChange={(event) => {
          const value = Number(event.target.value)
          batch.override(
            photo.id,
            'relativeLocation',
            value === 1 || value === 2 ? value : undefined,
          )
        }}
        className={FIELD_CLASS}
      >
        <option value="">{BATCH_TEXT.sameAsAll}</option>
        <option value={1}>{RELATIVE_LOCATION_TEXT[1]}</option>
        <option value={2}>{RELATIVE_LOCATION_TEXT[2]}</option>
      </select>
    </div>
  )
}
