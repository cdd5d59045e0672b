import { UserRound } from 'lucide-react'

interface UserAvatarProps {
  /** Image address (an avatar thumbnail or a preview), or nothing for the placeholder. */
  src: string | null | undefined
  name: string
  size?: 'sm' | 'md' | 'lg'
}

const SIZES = { sm: 'size-10', md: 'size-14', lg: 'size-24' } as const

/** A round avatar; without a photo, a neutral person icon. The name is its text alternative. */
export function UserAvatar({ src, name, size = 'md' }: UserAvatarProps) {
  const box = `${SIZES[size]} shrink-0 rounded-full`
  if (src) return <img src={src} alt={name} className={`${box} object-cover`} />
  return (
    <span
      role="img"
      aria-label={name}
      className={`${box} flex items-center justify-center bg-zinc-200 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300`}
    >
      <UserRound aria-hidden="true" className="size-1/2" />
    </span>
  )
}
