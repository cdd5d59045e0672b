import { Globe } from 'lucide-react'
import { UserAvatar } from '~/components/user-avatar'
import { imageUrl } from '~/lib/images'
import type { PublicUserProfile } from '~/shared/schemas/profile'
import { SOCIAL_LABEL, type SocialNetwork, socialHref } from '../social-links'

const NETWORKS = Object.keys(SOCIAL_LABEL) as SocialNetwork[]

/** Avatar, names, bio, work, interests and links of a profile (what the popup shows). */
export function ProfileDetails({ profile }: { profile: PublicUserProfile }) {
  const work = [profile.professionalInfo.position, profile.professionalInfo.company]
    .filter(Boolean)
    .join(' at ')
  const links = NETWORKS.filter((network) => profile.socialLinks[network].trim() !== '')
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <UserAvatar
          src={imageUrl(profile.imageInfo, 'thumbnail')}
          name={profile.displayName}
          size="md"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold text-zinc-900 dark:text-white">
            {profile.displayName}
          </p>
          <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">@{profile.username}</p>
        </div>
      </div>
      {profile.bio && (
        <p className="text-sm whitespace-pre-line text-zinc-800 dark:text-zinc-200">
          {profile.bio}
        </p>
      )}
      {(work || profile.professionalInfo.industry) && (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {[work, profile.professionalInfo.industry].filter(Boolean).join(' · ')}
        </p>
      )}
      {profile.interests.length > 0 && (
        <ul aria-label="Interests" className="flex flex-wrap gap-1.5">
          {profile.interests.map((interest) => (
            <li
              key={interest}
              className="rounded-full bg-zinc-100 px-2.5 py-0.5 text-xs text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
            >
              {interest}
            </li>
          ))}
        </ul>
      )}
      {(profile.website || links.length > 0) && (
        <ul aria-label="Links" className="space-y-1 text-sm">
          {profile.website && (
            <li className="flex items-center gap-1.5">
              <Globe aria-hidden="true" className="size-4 text-zinc-500 dark:text-zinc-400" />
              <a
                href={profile.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="link"
              >
                {profile.website.replace(/^https?:\/\//, '')}
              </a>
            </li>
          )}
          {links.map((network) => {
            const value = profile.socialLinks[network]
            const href = socialHref(network, value)
            return (
              <li key={network}>
                <span className="text-zinc-600 dark:text-zinc-400">{SOCIAL_LABEL[network]}: </span>
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="link"
                  >
                    {value}
                  </a>
                ) : (
                  <span className="text-zinc-800 dark:text-zinc-200">{value}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
