import { useWindowWidth } from '~/lib/window-width'
import { type NavLayout, navLayout } from './nav-layout'

/** The navigation layout for the current window width; re-renders only when it changes. */
export function useNavLayout(): NavLayout {
  return useWindowWidth(navLayout)
}
