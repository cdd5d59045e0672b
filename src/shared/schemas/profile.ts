import * as v from 'valibot'
import { SLIDESHOW, TEXT_LIMITS } from '../constants'
import { normalizeInterests } from '../interests'
import { fieldMessage } from '../messages'
import { PEOPLE_MSG } from '../people-messages'
import { imageInfo } from './image-info'
import { isHttpUrl } from './seen-record'
import { DEFAULT_THEME, theme } from './theme'

/**
 * docs/product.md#validation settings limits not already in the TEXT_LIMITS of
 * docs/product.md#constants.
 */
export const PROFILE_LIMITS = {
  displayName: TEXT_LIMITS.settingsDisplayName,
  bio: TEXT_LIMITS.settingsBio,
  website: 100,
  link: 100,
  /** Our bounds (docs/product.md is silent): one interest and the whole list. */
  interest: 50,
  interests: 30,
} as const

export const SLIDESHOW_FIELDS = [
  'slideshowShowName',
  'slideshowShowHeadline',
  'slideshowShowCaption',
  'slideshowShowLocation',
  'slideshowShowSponsor',
  'slideshowShowDate',
] as const
export type SlideshowField = (typeof SLIDESHOW_FIELDS)[number]

/** docs/product.md#records User profile as the server returns it. */
export const userProfile = v.object({
  id: v.string(),
  displayName: v.string(),
  username: v.string(),
  bio: v.string(),
  website: v.string(),
  socialLinks: v.object({
    twitter: v.string(),
    facebook: v.string(),
    instagram: v.string(),
    linkedIn: v.string(),
  }),
  professionalInfo: v.object({ company: v.string(), position: v.string(), industry: v.string() }),
  interests: v.array(v.string()),
  theme,
  imageInfo: v.nullable(imageInfo),
  slideshowSpeedSeconds: v.number(),
  slideshowShowName: v.boolean(),
  slideshowShowHeadline: v.boolean(),
  slideshowShowCaption: v.boolean(),
  slideshowShowLocation: v.boolean(),
  slideshowShowSponsor: v.boolean(),
  slideshowShowDate: v.boolean(),
})
export type UserProfile = v.InferOutput<typeof userProfile>

export const userProfileResponse = v.object({ userProfile })

/** Preferences only their owner sees; another user's profile comes without them. */
export const PRIVATE_PROFILE_FIELDS = [
  'theme',
  'slideshowSpeedSeconds',
  ...SLIDESHOW_FIELDS,
] as const

/** Someone else's profile (GET /api/userprofile/by-username/{username} for anyone but them). */
export const publicUserProfile = v.omit(userProfile, PRIVATE_PROFILE_FIELDS)
export type PublicUserProfile = v.InferOutput<typeof publicUserProfile>

/** by-username answers the full profile to its owner and the public part to anyone else. */
export const publicProfileResponse = v.object({ userProfile: publicUserProfile })

/**
 * docs/product.md#records defaults of everything but identity: a new user has these until they save
 * settings.
 */
export const PROFILE_DEFAULTS = {
  bio: '',
  website: '',
  socialLinks: { twitter: '', facebook: '', instagram: '', linkedIn: '' },
  professionalInfo: { company: '', position: '', industry: '' },
  interests: [] as string[],
  theme: DEFAULT_THEME,
  imageInfo: null,
  slideshowSpeedSeconds: SLIDESHOW.speedDefaultSeconds,
  slideshowShowName: true,
  slideshowShowHeadline: true,
  slideshowShowCaption: true,
  slideshowShowLocation: true,
  slideshowShowSponsor: true,
  slideshowShowDate: true,
} satisfies Omit<UserProfile, 'id' | 'displayName' | 'username'>

const limited = (field: string, max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => (s ?? '').trim()),
      v.maxLength(max, fieldMessage.tooLong(field, max)),
    ),
    '',
  )

const speedMessage = {
  low: fieldMessage.notLess('Slideshow speed', SLIDESHOW.speedMinSeconds),
  high: fieldMessage.notMore('Slideshow speed', SLIDESHOW.speedMaxSeconds),
}

const shownField = v.optional(v.boolean(), true)

/**
 * docs/product.md#validation settings rules; the settings form and POST /api/userprofile use this
 * one schema. `imageInfo.image` carries a new avatar (base64); `imageInfo: null` removes it;
 * otherwise the stored avatar is kept. Identity fields (`id`, `username`) are ignored: the session
 * decides.
 */
export const settingsSchema = v.object({
  displayName: v.pipe(
    v.string(fieldMessage.required('Display Name')),
    v.trim(),
    v.nonEmpty(fieldMessage.required('Display Name')),
    v.maxLength(PROFILE_LIMITS.displayName, fieldMessage.tooLong('Display Name', 50)),
  ),
  bio: limited('Bio', PROFILE_LIMITS.bio),
  website: v.pipe(
    limited('Website', PROFILE_LIMITS.website),
    v.check((s) => s === '' || isHttpUrl(s), fieldMessage.invalidUrl('Website')),
  ),
  socialLinks: v.optional(
    v.object({
      twitter: limited('Twitter', PROFILE_LIMITS.link),
      facebook: limited('Facebook', PROFILE_LIMITS.link),
      instagram: limited('Instagram', PROFILE_LIMITS.link),
      linkedIn: limited('LinkedIn', PROFILE_LIMITS.link),
    }),
    PROFILE_DEFAULTS.socialLinks,
  ),
  professionalInfo: v.optional(
    v.object({
      company: limited('Company', PROFILE_LIMITS.link),
      position: limited('Position', PROFILE_LIMITS.link),
      industry: limited('Industry', PROFILE_LIMITS.link),
    }),
    PROFILE_DEFAULTS.professionalInfo,
  ),
  interests: v.pipe(
    v.optional(
      v.array(
        v.pipe(
          v.string(),
          v.maxLength(PROFILE_LIMITS.interest, fieldMessage.tooLong('Interest', 50)),
        ),
      ),
      [],
    ),
    v.transform((list: string[]) => normalizeInterests(list)),
    v.maxLength(PROFILE_LIMITS.interests, fieldMessage.notMore('Interests', 30)),
  ),
  theme: v.optional(theme, DEFAULT_THEME),
  imageInfo: v.optional(v.nullable(imageInfo)),
  slideshowSpeedSeconds: v.optional(
    v.pipe(
      v.number(fieldMessage.required('Slideshow speed')),
      v.integer(PEOPLE_MSG.speedWhole),
      v.minValue(SLIDESHOW.speedMinSeconds, speedMessage.low),
      v.maxValue(SLIDESHOW.speedMaxSeconds, speedMessage.high),
    ),
    SLIDESHOW.speedDefaultSeconds,
  ),
  slideshowShowName: shownField,
  slideshowShowHeadline: shownField,
  slideshowShowCaption: shownField,
  slideshowShowLocation: shownField,
  slideshowShowSponsor: shownField,
  slideshowShowDate: shownField,
})
export type SettingsInput = v.InferInput<typeof settingsSchema>
export type Settings = v.InferOutput<typeof settingsSchema>

/** POST /api/userprofile body. */
export const saveProfileRequest = v.object({
  userProfile: v.record(v.string(), v.unknown(), PEOPLE_MSG.profileRequired),
})
