import { useCallback, useEffect, useRef, useState } from 'react'
import { scaleImageOffThread } from '~/lib/images'
import { IMAGE_LONG_SIDE } from '~/shared/constants'
import {
  addFiles,
  type BatchPhoto,
  type PhotoOverrides,
  photoReady,
  photoUndecodable,
  removePhoto,
  setOverride,
} from './batch-model'

export interface PhotoBatch {
  /** null until several photos are picked (one photo keeps the single form). */
  photos: BatchPhoto[] | null
  notices: string[]
  add(files: File[]): void
  remove(id: string): void
  override<K extends keyof PhotoOverrides>(id: string, field: K, value?: PhotoOverrides[K]): void
}

/**
 * The photos of a batch being composed: picked, scaled off the main thread one at a time.
 * `startWith` (photos shared from the gallery) starts the batch at once, even with one photo.
 */
export function usePhotoBatch(startWith?: readonly File[]): PhotoBatch {
  const [photos, setPhotos] = useState<BatchPhoto[] | null>(null)
  const [notices, setNotices] = useState<string[]>([])
  const current = useRef<BatchPhoto[] | null>(null)

  const update = useCallback((edit: (photos: BatchPhoto[]) => BatchPhoto[]) => {
    current.current = edit(current.current ?? [])
    setPhotos(current.current)
  }, [])

  const add = useCallback(
    (files: File[]) => {
      const added = addFiles(current.current ?? [], files)
      update(() => added.photos)
      setNotices(added.notices)
      for (const { id, file } of added.toScale) {
        scaleImageOffThread(file, IMAGE_LONG_SIDE.appearance).then(
          (scaled) =>
            update((list) =>
              photoReady(list, id, {
                base64: scaled.base64,
                contentType: scaled.contentType,
                name: scaled.name,
                previewUrl: `data:${scaled.contentType};base64,${scaled.base64}`,
              }),
            ),
          () => update((list) => photoUndecodable(list, id)),
        )
      }
    },
    [update],
  )

  const started = useRef(false)
  useEffect(() => {
    if (started.current || !startWith || startWith.length === 0) return
    started.current = true
    add([...startWith])
  }, [add, startWith])

  return {
    photos,
    notices,
    add,
    remove: (id) => {
      setNotices([])
      update((list) => removePhoto(list, id))
    },
    override: (id, field, value) => update((list) => setOverride(list, id, field, value)),
  }
}
