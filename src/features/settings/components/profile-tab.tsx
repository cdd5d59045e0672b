import { TextField } from '~/lib/forms/form-fields'
import type { FieldErrors } from '~/shared/field-errors'
import { PROFILE_LIMITS } from '~/shared/schemas/profile'
import type { SettingsDraft } from '../settings-draft'
import { AvatarInput } from './avatar-input'
import { InterestsInput } from './interests-input'

interface TabProps {
  draft: SettingsDraft
  errors: FieldErrors
  update: (change: Partial<SettingsDraft>, clears?: readonly string[]) => void
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

/** docs/product.md#screens Settings, Profile tab: identity, avatar, links, work and interests. */
export function ProfileTab({ draft, errors, update }: TabProps) {
  return (
    <div className="space-y-8">
      <AvatarInput
        draft={draft}
        errors={errors.imageInfo}
        onPicked={(avatarUpload) => update({ avatarUpload }, ['imageInfo'])}
        onRemove={() => update({ avatarUpload: null, imageInfo: null })}
      />
      <div className="space-y-4">
        <TextField
          name="displayName"
          label="Display Name"
          value={draft.displayName}
          onChange={(displayName) => update({ displayName })}
          maxLength={PROFILE_LIMITS.displayName}
          autoComplete="name"
          required
        />
        <TextField
          name="bio"
          label="Bio"
          value={draft.bio}
          onChange={(bio) => update({ bio })}
          maxLength={PROFILE_LIMITS.bio}
          multiline
        />
        <TextField
          name="website"
          label="Website"
          inputMode="url"
          value={draft.website}
          onChange={(website) => update({ website })}
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
              name={key}
              label={label}
              value={draft.socialLinks[key]}
              onChange={(value) =>
                update({ socialLinks: { ...draft.socialLinks, [key]: value } }, [key])
              }
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
              name={key}
              label={label}
              value={draft.professionalInfo[key]}
              onChange={(value) =>
                update({ professionalInfo: { ...draft.professionalInfo, [key]: value } }, [key])
              }
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
