import { useEffect, useRef } from 'react'

interface Keys {
  onStep: (by: 1 | -1) => void
  onTogglePause: () => void
}

/** Keyboard: arrows step back and forth, space pauses and resumes (the dialog handles Escape). */
export function useSlideshowKeys(keys: Keys) {
  const latest = useRef(keys)
  latest.current = keys
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { onStep, onTogglePause } = latest.current
      if (event.key === 'ArrowRight') onStep(1)
      else if (event.key === 'ArrowLeft') onStep(-1)
      else if (event.key === ' ') onTogglePause()
      else return
      event.preventDefault()
    }
    // Capture: the dialog's focus handling may stop keys before they bubble up to the window.
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])
}

/**
 * Real full screen where the browser allows it. The browser keeps Escape to itself in full
 * screen, so leaving full screen (Escape or the browser's own control) also exits the show.
 */
export function useFullscreen(onExit: () => void) {
  const latest = useRef(onExit)
  latest.current = onExit
  useEffect(() => {
    const root = document.documentElement
    let entered = false
    const onChange = () => {
      if (document.fullscreenElement) entered = true
      else if (entered) latest.current()
    }
    document.addEventListener('fullscreenchange', onChange)
    root.requestFullscreen?.().catch(() => undefined)
    return () => {
      document.removeEventListener('fullscreenchange', onChange)
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined)
    }
  }, [])
}
