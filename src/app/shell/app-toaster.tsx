import { type CSSProperties, useEffect } from 'react'
import { Toaster } from 'sonner'
import { markToasterMounted } from '~/lib/notify'
import { useTheme } from '~/lib/theme-store'
import { TOASTS } from '~/shared/constants'

const style = { '--width': `${TOASTS.maxWidthPx}px` } as CSSProperties

/**
 * docs/product.md#constants toasts: top-right, 350 px wide at most, 8 px apart, 3 s by default
 * (per-kind times in lib/notify). Sonner pauses a toast's timer while the pointer is over the
 * stack.
 */
export function AppToaster() {
  const theme = useTheme()
  useEffect(markToasterMounted, [])
  return (
    <Toaster
      position={TOASTS.position}
      gap={TOASTS.gutterPx}
      duration={TOASTS.defaultMs}
      theme={theme}
      style={style}
      closeButton
    />
  )
}
