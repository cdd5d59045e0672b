import { useSyncExternalStore } from 'react'
import { type NavLayout, navLayout } from './nav-layout'

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** The navigation layout for the current window width; re-renders only when it changes. */
export function useNavLayout(): NavLayout {
  return useSyncExternalStore(subscribe, () => navLayout(window.innerWidth))
}
