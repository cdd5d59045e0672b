import { lazy, type ReactNode, Suspense, useState } from 'react'

const loadPopover = () => import('./profile-popover')
const ProfilePopover = lazy(loadPopover)

interface ProfilePopupProps {
  username: string
  /** What the trigger shows (a creator's avatar and name, say). */
  children: ReactNode
  triggerClassName?: string
}

/**
 * docs/product.md#screens profile popup: opened from a Seen card's creator (or anywhere a user is
 * named). Until the first click the trigger is a plain button (pointing at it or focusing it
 * fetches the popover's code); the click swaps in the popover, open, and it keeps the focus from
 * there. Clicks on the trigger do not reach a clickable card around it.
 */
export function ProfilePopup({ username, children, triggerClassName = '' }: ProfilePopupProps) {
  const [clicked, setClicked] = useState(false)
  const className = `focus-ring rounded-lg text-left hover:underline ${triggerClassName}`
  const warm = () => void loadPopover()
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={className}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={(event) => {
        event.stopPropagation()
        setClicked(true)
      }}
    >
      {children}
    </button>
  )
  if (!clicked) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <ProfilePopover username={username} triggerClassName={className}>
        {children}
      </ProfilePopover>
    </Suspense>
  )
}
