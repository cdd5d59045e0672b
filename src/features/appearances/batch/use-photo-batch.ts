import { useCallback, useEffect, useRef, useState } from 'react'
import { scaleImageOffThread } from '~/lib/images'
import { CLIP_MSG } from '~/shared/clip-messages'
import { IMAGE_LONG_SIDE } from '~/shared/constants'
import type { PickedPhoto } from '../form/form-model'
import {
  addFiles,
  type BatchClip,
  type BatchPhoto,
  clipProgress,
  clipRefused,
  type PhotoOverrides,
  photoReady,
  photoUndecodable,
  removePhoto,
  setOverride,
} from './batch-model'

type Update = (edit: (photos: BatchPhoto[]) => BatchPhoto[]) => void

/** A photo scaled off the main thread, as the form shows and sends it (a clip's poster too). */
async function scaledPhoto(file: File): Promise<PickedPhoto> {
  const scaled = await scaleImageOffThread(file, IMAGE_LONG_SIDE.appearance)
  return {
    base64: scaled.base64,
    contentType: scaled.contentType,
    name: scaled.name,
    previewUrl: `data:${scaled.contentType};base64,${scaled.base64}`,
  }
}

/**
 * A picked clip made ready (docs/decisions/182-clip-reduction-on-device.md): reduced in a worker
 * with its progress shown, its poster scaled as a photo is. A clip removed meanwhile is dropped.
 */
async function prepareInBatch(id: string, file: File, update: Update) {
  try {
    const { prepareClip } = await import('../clips/prepare-clip')
    const prepared = await prepareClip(file, {
      onProgress: (fraction) => update((list) => clipProgress(list, id, fraction)),
    })
    const posterName = `${file.name.replace(/\.[^.]+$/, '') || 'clip'}.jpg`
    const poster = await scaledPhoto(
      new File([prepared.poster], posterName, { type: 'image/jpeg' }),
    )
    const clip: BatchClip = {
      file: prepared.clip,
      contentType: prepared.contentType,
      durationMs: prepared.durationMs,
      width: prepared.width,
      height: prepared.height,
      reduced: prepared.reduced,
    }
    update((list) => photoReady(list, id, poster, clip))
  } catch (error) {
    const refused = error instanceof Error && error.name === 'ClipRefused'
    const reason = refused ? error.message : CLIP_MSG.nothingPlayable
    update((list) => clipRefused(list, id, reason))
  }
}

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
  const clips = useRef<Promise<void>>(Promise.resolve())

  const update = useCallback((edit: (photos: BatchPhoto[]) => BatchPhoto[]) => {
    current.current = edit(current.current ?? [])
    setPhotos(current.current)
  }, [])

  const add = useCallback(
    (files: File[]) => {
      const added = addFiles(current.current ?? [], files)
      update(() => added.photos)
      setNotices(added.notices)
      for (const { id, file, isClip } of added.toScale) {
        if (isClip) {
          // One clip at a time: reducing one keeps the device's encoder and cores busy.
          clips.current = clips.current.then(() => prepareInBatch(id, file, update))
          continue
        }
        scaledPhoto(file).then(
          (photo) => update((list) => photoReady(list, id, photo)),
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
