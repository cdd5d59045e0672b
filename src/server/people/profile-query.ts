/** Reading and writing the docs/product.md#records user profile (users row + user_profiles row). */
import { eq } from 'drizzle-orm'
import type { ImageInfo } from '~/shared/schemas/image-info'
import { PROFILE_DEFAULTS, type Settings, type UserProfile } from '~/shared/schemas/profile'
import type { Db } from '../db/client'
import { userProfiles, users } from '../db/schema'
import { publicImageInfo } from '../seens/seen-rows'
import { withSpecLinkedIn } from './profile-input'

const profileColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  theme: users.theme,
  bio: userProfiles.bio,
  website: userProfiles.website,
  twitter: userProfiles.twitter,
  facebook: userProfiles.facebook,
  instagram: userProfiles.instagram,
  linkedin: userProfiles.linkedin,
  company: userProfiles.company,
  position: userProfiles.position,
  industry: userProfiles.industry,
  interests: userProfiles.interests,
  image: userProfiles.image,
  slideshowSpeedSeconds: userProfiles.slideshowSpeedSeconds,
  slideshowShowName: userProfiles.slideshowShowName,
  slideshowShowHeadline: userProfiles.slideshowShowHeadline,
  slideshowShowCaption: userProfiles.slideshowShowCaption,
  slideshowShowLocation: userProfiles.slideshowShowLocation,
  slideshowShowSponsor: userProfiles.slideshowShowSponsor,
  slideshowShowDate: userProfiles.slideshowShowDate,
}

type ProfileRow = {
  [K in keyof typeof profileColumns]: (typeof profileColumns)[K]['_']['data'] | null
}

/**
 * The row as docs/product.md#records shapes it; a user who never saved settings gets the defaults.
 */
function toProfile(row: ProfileRow & { id: string; username: string; displayName: string }) {
  const d = PROFILE_DEFAULTS
  const profile: UserProfile = {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    bio: row.bio ?? d.bio,
    website: row.website ?? d.website,
    socialLinks: withSpecLinkedIn({
      twitter: row.twitter ?? '',
      facebook: row.facebook ?? '',
      instagram: row.instagram ?? '',
      linkedIn: row.linkedin ?? '',
    }),
    professionalInfo: {
      company: row.company ?? '',
      position: row.position ?? '',
      industry: row.industry ?? '',
    },
    interests: row.interests ?? [],
    theme: row.theme ?? d.theme,
    imageInfo: publicImageInfo(row.image),
    slideshowSpeedSeconds: row.slideshowSpeedSeconds ?? d.slideshowSpeedSeconds,
    slideshowShowName: row.slideshowShowName ?? true,
    slideshowShowHeadline: row.slideshowShowHeadline ?? true,
    slideshowShowCaption: row.slideshowShowCaption ?? true,
    slideshowShowLocation: row.slideshowShowLocation ?? true,
    slideshowShowSponsor: row.slideshowShowSponsor ?? true,
    slideshowShowDate: row.slideshowShowDate ?? true,
  }
  return profile
}

async function findProfile(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(where)
  return row ? toProfile(row) : undefined
}

export const profileById = (db: Db, userId: string) => findProfile(db, eq(users.id, userId))

/** Usernames are citext: the lookup ignores case. */
export const profileByUsername = (db: Db, username: string) =>
  findProfile(db, eq(users.username, username))

/** The stored avatar (with its file paths), to delete it when replaced. */
export async function storedAvatar(db: Db, userId: string): Promise<ImageInfo | null> {
  const [row] = await db
    .select({ image: userProfiles.image })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
  return row?.image ?? null
}

/**
 * Save validated settings. `image`: a new avatar, null to remove it, undefined to keep it.
 * The display name and theme live on `users`; the rest on `user_profiles` (created on first save).
 */
export async function saveProfile(
  db: Db,
  userId: string,
  settings: Settings,
  image: ImageInfo | null | undefined,
  now: Date,
) {
  const columns = {
    bio: settings.bio,
    website: settings.website,
    twitter: settings.socialLinks.twitter,
    facebook: settings.socialLinks.facebook,
    instagram: settings.socialLinks.instagram,
    linkedin: settings.socialLinks.linkedIn,
    company: settings.professionalInfo.company,
    position: settings.professionalInfo.position,
    industry: settings.professionalInfo.industry,
    interests: settings.interests,
    slideshowSpeedSeconds: settings.slideshowSpeedSeconds,
    slideshowShowName: settings.slideshowShowName,
    slideshowShowHeadline: settings.slideshowShowHeadline,
    slideshowShowCaption: settings.slideshowShowCaption,
    slideshowShowLocation: settings.slideshowShowLocation,
    slideshowShowSponsor: settings.slideshowShowSponsor,
    slideshowShowDate: settings.slideshowShowDate,
    ...(image === undefined ? {} : { image }),
    updatedAt: now,
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ displayName: settings.displayName, theme: settings.theme })
      .where(eq(users.id, userId))
    await tx
      .insert(userProfiles)
      .values({ userId, ...columns })
      .onConflictDoUpdate({ target: userProfiles.userId, set: columns })
  })
}
