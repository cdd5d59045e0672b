import { type FormEvent, useState } from 'react'
import { PageTabs } from '~/components/page-tabs'
import { UploadError } from '~/lib/images'
import { setTheme, useTheme } from '~/lib/theme-store'
import { useRememberedTab } from '~/lib/use-remembered-tab'
import { STORAGE_KEYS } from '~/shared/constants'
import type { UserProfile } from '~/shared/schemas/profile'
import { useSaveSettings } from '../queries'
import {
  draftFromProfile,
  type FieldErrors,
  type SettingsDraft,
  validateSettings,
} from '../settings-draft'
import { PersonalizationTab } from './personalization-tab'
import { ProfileTab } from './profile-tab'
import { SaveButton } from './save-button'
import { SlideshowTab } from './slideshow-tab'

export const SETTINGS_TABS = ['profile', 'personalization', 'slideshow'] as const
type SettingsTab = (typeof SETTINGS_TABS)[number]

/** The tab holding the first field with an error, to show it after a refused save. */
const tabOf = (errors: FieldErrors): SettingsTab | undefined => {
  const fields = Object.keys(errors).filter((key) => key !== 'userMessage')
  if (fields.length === 0) return undefined
  return fields.every((key) => key === 'slideshowSpeedSeconds') ? 'slideshow' : 'profile'
}

/** SPEC §2 Settings: three remembered tabs (default Profile) and one Save Settings. */
export function SettingsForm({ profile }: { profile: UserProfile }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFromProfile(profile))
  const [dirty, setDirty] = useState(false)
  const [shownProfile, setShownProfile] = useState(profile)
  // A newer profile (fresh from the server after a cached one was shown, or saved elsewhere)
  // replaces the form's values until the user starts editing.
  if (shownProfile !== profile) {
    setShownProfile(profile)
    if (!dirty) setDraft(draftFromProfile(profile))
  }
  const [errors, setErrors] = useState<FieldErrors>({})
  const [checked, setChecked] = useState(false)
  const [progress, setProgress] = useState(0)
  const [tab, setTab] = useRememberedTab(STORAGE_KEYS.settingsTab, SETTINGS_TABS, 'profile')
  const save = useSaveSettings(setProgress)
  const shownTheme = useTheme()

  const update = (change: Partial<SettingsDraft>) => {
    const next = { ...draft, ...change }
    setDraft(next)
    setDirty(true)
    // SPEC §5: once shown, errors follow the input.
    if (checked) setErrors(validateSettings(next))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const record = { ...draft, theme: shownTheme }
    const found = validateSettings(record)
    setErrors(found)
    setChecked(true)
    const errorTab = tabOf(found)
    if (errorTab) {
      setTab(errorTab)
      return
    }
    save.mutate(record, {
      onSuccess: (saved) => {
        setDraft(draftFromProfile(saved))
        setDirty(false)
        setChecked(false)
      },
      onError: (error) => {
        if (error instanceof UploadError) {
          setErrors(error.errors)
          const serverTab = tabOf(error.errors)
          if (serverTab) setTab(serverTab)
        }
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Settings">
      <PageTabs
        label="Settings sections"
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'profile',
            label: 'Profile',
            panel: <ProfileTab draft={draft} errors={errors} update={update} />,
          },
          {
            value: 'personalization',
            label: 'Personalization',
            panel: (
              <PersonalizationTab
                theme={shownTheme}
                onThemeChange={(theme) => {
                  setTheme(profile.username, theme)
                  update({ theme })
                }}
              />
            ),
          },
          {
            value: 'slideshow',
            label: 'Slideshow',
            panel: <SlideshowTab draft={draft} errors={errors} update={update} />,
          },
        ]}
      />
      <SaveButton saving={save.isPending} progress={progress} />
    </form>
  )
}
