import { PROFILE_LIMITS } from '~/shared/schemas/profile'
import type { FieldErrors, SettingsDraft } from '../settings-draft'
import { AvatarInput } from './avatar-input'
import { InterestsInput } from './interests-input'
import { TextField } from './text-field'

interface TabProps {
  draft: SettingsDraft
  errors: FieldErrors
  update: (change: Partial<SettingsDraft>) => void
}

const SOCIAL = [
  ['twitter', 'Twitter'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['linkedIn', 'LinkedIn'],
] as const

const PROFESSIONAL = [
  ['company', 'Company'],
  ['position', 'Position'],
  ['industry', 'Industry'],
] as const

const section = 'grid gap-4 sm:grid-cols-2'
const heading = 'text-base font-semibold text-zinc-900 dark:text-white'

/** SPEC §2 Settings, Profile tab: identity, avatar, links, work and interests. */
export function ProfileTab({ draft, errors, update }: TabProps) {
  return (
    <div className="space-y-8">
      <AvatarInput
        draft={draft}
        errors={errors.imageInfo}
        onPicked={(avatarUpload) => update({ avatarUpload })}
        onRemove={() => update({ avatarUpload: null, imageInfo: null })}
      />
      <div className="space-y-4">
        <TextField
          label="Display Name"
          value={draft.displayName}
          onChange={(displayName) => update({ displayName })}
          errors={errors.displayName}
          maxLength={PROFILE_LIMITS.displayName}
          autoComplete="name"
          required
        />
        <TextField
          label="Bio"
          value={draft.bio}
          onChange={(bio) => update({ bio })}
          errors={errors.bio}
          maxLength={PROFILE_LIMITS.bio}
          multiline
        />
        <TextField
          label="Website"
          type="url"
          value={draft.website}
          onChange={(website) => update({ website })}
          errors={errors.website}
          placeholder="https://"
          autoComplete="url"
        />
      </div>
      <fieldset className="space-y-3">
        <legend className={heading}>Social links</legend>
        <div className={section}>
          {SOCIAL.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={draft.socialLinks[key]}
              onChange={(value) => update({ socialLinks: { ...draft.socialLinks, [key]: value } })}
              errors={errors[key]}
              placeholder="@handle or https://"
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className={heading}>Professional information</legend>
        <div className={section}>
          {PROFESSIONAL.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              value={draft.professionalInfo[key]}
              onChange={(value) =>
                update({ professionalInfo: { ...draft.professionalInfo, [key]: value } })
              }
              errors={errors[key]}
            />
          ))}
        </div>
      </fieldset>
      <InterestsInput
        interests={draft.interests}
        onChange={(interests) => update({ interests })}
        errors={errors.interests}
      />
    </div>
  )
}
