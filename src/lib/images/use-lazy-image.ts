import { type RefObject, useEffect, useReducer, useState } from 'react'
import { LAZY_IMAGE } from '~/shared/constants'
import { imageUrl } from '~/shared/image-url'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { type LazyImageState, lazyImageReducer } from './lazy-image-state'

const observe = (element: Element, marginPx: number, onChange: (intersecting: boolean) => void) => {
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1]
      if (entry) onChange(entry.isIntersecting)
    },
    { rootMargin: `${marginPx}px` },
  )
  observer.observe(element)
  return observer
}

/** Drives lazyImageReducer from three IntersectionObservers (load margin, view, unload distance). */
export function useLazyImage(ref: RefObject<Element | null>): LazyImageState {
  const [state, dispatch] = useReducer(lazyImageReducer, 'unloaded')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      dispatch('near')
      return
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const observers = [
      observe(element, LAZY_IMAGE.marginPx, (near) => near && dispatch('near')),
      observe(element, 0, (inView) => {
        clearTimeout(timer)
        if (inView) timer = setTimeout(() => dispatch('seen-long'), LAZY_IMAGE.upgradeAfterMs)
      }),
      observe(element, LAZY_IMAGE.unloadDistancePx, (within) => !within && dispatch('far')),
    ]
    return () => {
      clearTimeout(timer)
      for (const observer of observers) observer.disconnect()
    }
  }, [ref])
  return state
}

/**
 * The `src` to show for a lazily loaded photo: nothing while unloaded, then the thumbnail. The
 * reduced image replaces it only once it has loaded in the background, so a slow or failed
 * download (offline, with only the thumbnail cached) never turns a visible photo into a broken
 * or empty one.
 */
export function useLazyImageSrc(
  ref: RefObject<Element | null>,
  image: ImageInfo | null | undefined,
): { state: LazyImageState; src: string | undefined } {
  const state = useLazyImage(ref)
  const thumbnail = imageUrl(image, 'thumbnail')
  const reduced = imageUrl(image, 'reduced')
  const wantReduced = state === 'reduced' && reduced !== undefined && reduced !== thumbnail
  const [loaded, setLoaded] = useState<string | null>(null)
  useEffect(() => {
    if (!wantReduced || !reduced) return
    let live = true
    const preload = new Image()
    preload.onload = () => {
      if (live) setLoaded(reduced)
    }
    preload.src = reduced
    return () => {
      live = false
      preload.onload = null
    }
  }, [wantReduced, reduced])
  if (state === 'unloaded') return { state, src: undefined }
  return { state, src: wantReduced && loaded === reduced ? reduced : thumbnail }
}
