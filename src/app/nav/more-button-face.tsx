import { Ellipsis } from 'lucide-react'
import type { ComponentProps } from 'react'
import { NAV_MORE_TEXT } from './nav-more-text'

/**
 * How the bottom bar's More looks: drawn by the working button (./more-button.tsx) and, until
 * its code has come, in its place so the bar never changes shape.
 */
export function MoreButtonFace({
  current,
  ...button
}: ComponentProps<'button'> & { current: boolean }) {
  return (
    <button
      type="button"
      {...button}
      data-testid="nav-more"
      data-current={current || undefined}
      className="nav-control relative h-16 min-w-0 flex-1 flex-col justify-center gap-1 px-0.5 data-current:bg-brand-100 data-current:text-brand-800 dark:data-current:bg-brand-400/15 dark:data-current:text-brand-200"
    >
      <Ellipsis aria-hidden="true" className="size-5 shrink-0" />
      <span className="text-[0.6875rem] leading-none">{NAV_MORE_TEXT.more}</span>
    </button>
  )
}
