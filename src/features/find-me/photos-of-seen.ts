/**
 * The photos "Find my photos" scans: every appearance of the Seen the viewer may see, read page
 * by page with the client's own schema; offline, the pages this device saved.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { LOCAL_PREFIX } from '~/features/appearances/list/cache'
import { appearanceKeys } from '~/features/appearances/list/queries'
import { api } from '~/lib/api'
import { imageUrl } from '~/lib/images'
import {
  APPEARANCE_LIMIT_MAX,
  type Appearance,
  appearanceListResponse,
} from '~/shared/schemas/appearance'
import type { ScanPhoto } from './scan'

/** A Seen of this many photos is scanned at most (10,000: a festival's whole weekend). */
const MOST_PAGES = 100

/** An appearance's photo (a clip's poster) as the scan reads it; null when it has none. */
export function scanPhotoOf(a: Appearance): ScanPhoto | null {
  const reducedPath = imageUrl(a.imageInfo, 'reduced')
  if (!reducedPath || a.appearanceShortName.startsWith(LOCAL_PREFIX)) return null
  return {
    shortName: a.appearanceShortName,
    headline: a.headline,
    reducedPath,
    fullPath: imageUrl(a.imageInfo, 'original') ?? reducedPath,
  }
}

const photosOf = (appearances: readonly Appearance[]) =>
  appearances.map(scanPhotoOf).filter((photo): photo is ScanPhoto => photo !== null)

/** Every photo of the Seen from the server; `fromDevice` when it could not be reached. */
export async function photosOfSeen(
  client: QueryClient,
  seenShortName: string,
  signal?: AbortSignal,
): Promise<{ photos: ScanPhoto[]; fromDevice: boolean }> {
  try {
    const all: Appearance[] = []
    for (let page = 0; page < MOST_PAGES; page++) {
      const body = await api.get(
        `/api/appearance/list/${encodeURIComponent(seenShortName)}`,
        appearanceListResponse,
        {
          searchParams: {
            limit: String(APPEARANCE_LIMIT_MAX),
            offset: String(page * APPEARANCE_LIMIT_MAX),
          },
          signal,
        },
      )
      all.push(...body.appearances)
      if (body.appearances.length < APPEARANCE_LIMIT_MAX) break
    }
    return { photos: photosOf(all), fromDevice: false }
  } catch (error) {
    const saved = client.getQueryData<InfiniteData<Appearance[]>>(
      appearanceKeys.list(seenShortName, 'viewer'),
    )
    if (!saved) throw error
    return { photos: photosOf(saved.pages.flat()), fromDevice: true }
  }
}
