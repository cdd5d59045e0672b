import { Suspense, useState } from 'react'
import { lazyNamed, usePreloadAfterPaint } from '~/components/lazy-dialog'
import { PageTabs } from '~/components/page-tabs'
import { Spinner } from '~/components/spinner'
import { CommunicationError } from '~/lib/api'
import { SchemaForm } from '~/lib/forms/form-fields'
import { useSchemaForm } from '~/lib/forms/use-schema-form'
import { chooseTheme, useTheme } from '~/lib/theme-store'
import { useRememberedTab } from '~/lib/use-remembered-tab'
import { STORAGE_KEYS } from '~/shared/constants'
import type { FieldErrors } from '~/shared/field-errors'
import { settingsSchema, type UserProfile } from '~/shared/schemas/profile'
import { useSaveSettings } from '../queries'
import { draftFromProfile, type SettingsDraft, settingsPayload } from '../settings-draft'
import { PersonalizationTab } from './personalization-tab'
import { ProfileTab } from './profile-tab'
import { SaveButton } from './save-button'

/** The slideshow's slider (Base UI's, ~8 KiB gzip) loads with its tab, or once the page is drawn. */
const SlideshowTab = lazyNamed(() => import('./slideshow-tab'), 'SlideshowTab')

export const SETTINGS_TABS = ['profile', 'personalization', 'slideshow'] as const
type SettingsTab = (typeof SETTINGS_TABS)[number]

/** The tab holding the first field with an error, to show it after a refused save. */
const tabOf = (errors: FieldErrors): SettingsTab | undefined => {
  const fields = Object.keys(errors).filter((key) => key !== 'userMessage')
  if (fields.length === 0) return undefined
  return fields.every((key) => key === 'slideshowSpeedSeconds') ? 'slideshow' : 'profile'
}

/**
 * docs/product.md#screens Settings: three remembered tabs (default Profile) and one Save Settings.
 */
export function SettingsForm({ profile }: { profile: UserProfile }) {
  const shownTheme = useTheme()
  const form = useSchemaForm({
    schema: settingsSchema,
    initial: draftFromProfile(profile),
    input: (draft: SettingsDraft) => settingsPayload({ ...draft, theme: shownTheme }),
  })
  const { draft } = form
  const [dirty, setDirty] = useState(false)
  const [shownProfile, setShownProfile] = useState(profile)
  // A newer profile (fresh from the server after a cached one was shown, or saved elsewhere)
  // replaces the form's values until the user starts editing.
  if (shownProfile !== profile) {
    setShownProfile(profile)
    if (!dirty) form.reset(draftFromProfile(profile))
  }
  usePreloadAfterPaint(SlideshowTab.preload)
  const [progress, setProgress] = useState(0)
  const [tab, setTab] = useRememberedTab(STORAGE_KEYS.settingsTab, SETTINGS_TABS, 'profile')
  const save = useSaveSettings(setProgress)

  const update = (change: Partial<SettingsDraft>, clears?: readonly string[]) => {
    form.update(change, clears)
    setDirty(true)
  }

  const showTabOf = (errors: FieldErrors) => {
    const errorTab = tabOf(errors)
    if (errorTab) setTab(errorTab)
  }

  const submit = form.handleSubmit(() => {
    save.mutate(
      { ...draft, theme: shownTheme },
      {
        onSuccess: (saved) => {
          form.reset(draftFromProfile(saved))
          setDirty(false)
        },
        onError: (error) => {
          if (error instanceof CommunicationError) {
            form.showErrors(error.fieldErrors)
            showTabOf(error.fieldErrors)
          }
        },
      },
    )
  }, showTabOf)

  return (
    <SchemaForm form={form} onSubmit={submit} aria-label="Settings">
      <PageTabs
        label="Settings sections"
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'profile',
            label: 'Profile',
            panel: <ProfileTab draft={draft} errors={form.errors} update={update} />,
          },
          {
            value: 'personalization',
            label: 'Personalization',
            panel: (
              <PersonalizationTab
                theme={shownTheme}
                onThemeChange={(theme) => {
                  chooseTheme(profile.username, theme)
                  update({ theme })
                }}
              />
            ),
          },
          {
            value: 'slideshow',
            label: 'Slideshow',
            panel: (
              <Suspense fallback={<Spinner className="py-8" />}>
                <SlideshowTab draft={draft} errors={form.errors} update={update} />
              </Suspense>
            ),
          },
        ]}
      />
      <SaveButton saving={save.isPending} progress={progress} />
    </SchemaForm>
  )
}
