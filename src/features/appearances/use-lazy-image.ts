import { type RefObject, useEffect, useReducer } from 'react'
import { LAZY_IMAGE } from '~/shared/constants'
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
