import { BREAKPOINTS } from '~/shared/constants'

/**
 * docs/product.md#screens: bottom bar under 500 px, icon rail up to the wide width, labelled side
 * bar from it.
 */
export type NavLayout = 'bottom' | 'rail' | 'sidebar'

export function navLayout(width: number): NavLayout {
  if (width < BREAKPOINTS.xs) return 'bottom'
  return width < BREAKPOINTS.lg ? 'rail' : 'sidebar'
}
