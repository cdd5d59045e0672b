import { Bookmark, Heart } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { OFFLINE_TEXT } from '~/components/offline/offline-text'
import { WaitingToSend } from '~/components/offline/pending-actions'
import { LIKE_PULSE_MS } from '~/shared/constants'

/**
 * True for 300 ms after `value` changes (not on mount): the pulse of docs/product.md#states on a
 * toggle.
 */
function usePulse(value: unknown): boolean {
  const [pulsing, setPulsing] = useState(false)
  const previous = useRef(value)
  useEffect(() => {
    if (Object.is(previous.current, value)) return
    previous.current = value
    setPulsing(true)
    const timer = setTimeout(() => setPulsing(false), LIKE_PULSE_MS)
    return () => clearTimeout(timer)
  }, [value])
  return pulsing
}

const KINDS = {
  like: {
    Icon: Heart,
    label: (count: number) => `Like, ${count} ${count === 1 ? 'like' : 'likes'}`,
    on: 'fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400',
  },
  bookmark: {
    Icon: Bookmark,
    label: (count: number) => `Bookmark, ${count} ${count === 1 ? 'bookmark' : 'bookmarks'}`,
    on: 'fill-brand-700 text-brand-700 dark:fill-brand-300 dark:text-brand-300',
  },
} as const

/** A toggle's accessible name: what it is, its count, and whether the change waits to send. */
export function reactionLabel(kind: keyof typeof KINDS, count: number, pending: boolean): string {
  const label = KINDS[kind].label(count)
  return pending ? `${label} (${OFFLINE_TEXT.waitingShort})` : label
}

export const REACTION_ICONS = { like: KINDS.like.Icon, bookmark: KINDS.bookmark.Icon } as const

interface ReactionButtonProps {
  kind: keyof typeof KINDS
  active: boolean
  count: number
  /** The change is queued in the outbox and not yet on the server ("waiting to send"). */
  pending?: boolean
  onToggle: () => void
}

/**
 * A like or bookmark toggle with its counter (docs/product.md#screens card), pulsing when it flips.
 */
export function ReactionButton({
  kind,
  active,
  count,
  pending = false,
  onToggle,
}: ReactionButtonProps) {
  const pulsing = usePulse(active)
  const { Icon, on } = KINDS[kind]
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={reactionLabel(kind, count, pending)}
      title={pending ? OFFLINE_TEXT.waitingShort : undefined}
      onClick={onToggle}
      data-pulsing={pulsing || undefined}
      className="focus-ring relative z-10 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-zinc-700 transition-transform hover:bg-zinc-100 data-pulsing:scale-125 dark:text-zinc-300 dark:hover:bg-zinc-800"
      style={{ transitionDuration: `${LIKE_PULSE_MS}ms` }}
    >
      <Icon aria-hidden="true" className={`size-5 ${active ? on : ''}`} />
      <span>{count}</span>
      <WaitingToSend pending={pending} />
    </button>
  )
}
