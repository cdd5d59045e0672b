import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { type LiveMessage, useLiveMessages, useLiveStatus } from '~/features/live/live-store'
import { SLIDESHOW } from '~/shared/constants'
import type { Appearance } from '~/shared/schemas/appearance'
import { clipOf } from '../clips/clip'
import { fetchAppearancePage } from '../list/queries'
import {
  addNewer,
  addOlder,
  initialQueue,
  insertNext,
  type QueueState,
  removeHeld,
  shouldLoadMore,
  step,
  tick,
} from './slideshow-queue'

type Action =
  | { type: 'tick' }
  | { type: 'step'; by: 1 | -1 }
  | { type: 'older'; page: Appearance[] }
  | { type: 'newer'; page: Appearance[] }
  | { type: 'live'; appearance: Appearance }
  | { type: 'gone'; appearanceShortName: string }

function reducer(state: QueueState, action: Action): QueueState {
  switch (action.type) {
    case 'tick':
      return tick(state)
    case 'step':
      return step(state, action.by)
    case 'older':
      return addOlder(state, action.page)
    case 'newer':
      return addNewer(state, action.page)
    case 'live':
      return insertNext(state, action.appearance)
    case 'gone':
      return removeHeld(state, action.appearanceShortName)
  }
}

/**
 * The running show: advances every `speedSeconds` unless paused, loads older pages every third
 * interval (shouldLoadMore), shows live arrivals next, and checks for new appearances every 60 s
 * while the live stream is not open. A clip holds its slide until it has played through
 * (`clipEnded`); one that cannot play (`clipFailed`) shows its poster for a photo's time.
 */
export function useSlideshow(seenShortName: string, firstPage: Appearance[], speedSeconds: number) {
  const [state, dispatch] = useReducer(reducer, firstPage, initialQueue)
  const [paused, setPaused] = useState(false)
  const [loading, setLoading] = useState(false)
  const [failedClip, setFailedClip] = useState<string | null>(null)
  const stateRef = useRef(state)
  stateRef.current = state

  const shown = state.held[state.position - 1]
  const playingClip = shown && clipOf(shown) ? shown.appearanceShortName : null
  // The interval starts again after a clip, so the photo after it has its whole time.
  const timed = playingClip === null || playingClip === failedClip
  useEffect(() => {
    if (paused || !timed) return
    const timer = setInterval(() => dispatch({ type: 'tick' }), speedSeconds * 1000)
    return () => clearInterval(timer)
  }, [paused, speedSeconds, timed])
  const clipEnded = useCallback(() => dispatch({ type: 'tick' }), [])
  const clipFailed = useCallback((appearanceShortName: string) => {
    setFailedClip(appearanceShortName)
  }, [])

  const { ticks } = state
  const inFlight = useRef(false)
  // Made in the effect, not once per hook: StrictMode's mount, unmount, mount in development
  // would otherwise leave an aborted controller behind and no older page would ever load.
  const unmounted = useRef<AbortController | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    unmounted.current = controller
    return () => controller.abort()
  }, [])
  useEffect(() => {
    const current = stateRef.current
    if (ticks === 0 || inFlight.current || !shouldLoadMore(current)) return
    inFlight.current = true
    setLoading(true)
    fetchAppearancePage(seenShortName, current.nextOffset, 'viewer', unmounted.current?.signal)
      .then((page) => dispatch({ type: 'older', page }))
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false
        setLoading(false)
      })
  }, [ticks, seenShortName])

  // With the Seen's live stream open, arrivals come next at once; without it, the 60 s check.
  const live = useLiveStatus(seenShortName) === 'open'
  const onLive = useCallback((message: LiveMessage) => {
    if (message.type === 'appearance') dispatch({ type: 'live', appearance: message.appearance })
    else if (message.type === 'removed') {
      dispatch({ type: 'gone', appearanceShortName: message.appearanceShortName })
    }
  }, [])
  useLiveMessages(seenShortName, onLive)
  useEffect(() => {
    if (live) return
    const timer = setInterval(() => {
      fetchAppearancePage(seenShortName, 0, 'viewer')
        .then((page) => dispatch({ type: 'newer', page }))
        .catch(() => undefined)
    }, SLIDESHOW.newCheckMs)
    return () => clearInterval(timer)
  }, [seenShortName, live])

  const go = useCallback((by: 1 | -1) => dispatch({ type: 'step', by }), [])
  return { state, paused, setPaused, loading, go, clipEnded, clipFailed }
}

/**
 * docs/product.md#screens, #constants: interface elements fade after 10 s without mouse movement;
 * watched after 2 s.
 */
export function useIdleFade(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let fade = setTimeout(() => setIdle(true), SLIDESHOW.uiFadeMs)
    const wake = () => {
      setIdle(false)
      clearTimeout(fade)
      fade = setTimeout(() => setIdle(true), SLIDESHOW.uiFadeMs)
    }
    const start = setTimeout(() => {
      window.addEventListener('mousemove', wake)
      window.addEventListener('touchstart', wake)
    }, SLIDESHOW.observerStartMs)
    return () => {
      clearTimeout(fade)
      clearTimeout(start)
      window.removeEventListener('mousemove', wake)
      window.removeEventListener('touchstart', wake)
    }
  }, [])
  return idle
}
