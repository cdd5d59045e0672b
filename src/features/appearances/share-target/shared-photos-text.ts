import { BATCH_PHOTO_LIMIT } from '~/shared/constants'
import { BATCH_TEXT } from '../batch/batch-text'

/** The words of the page for photos shared from the gallery (`/share`). */
export const SHARED_PHOTOS_TEXT = {
  title: 'Post shared photos',
  loadingPhotos: 'Loading shared photos',
  noPhotos:
    'No shared photos are waiting. Share photos from your gallery to Seen, or open a Seen and add your photos there.',
  home: 'Go to the welcome page',
  unavailable: 'This browser cannot keep shared photos. Open a Seen and add your photos there.',
  waiting: (count: number, clips = 0) => {
    const photos = count - clips
    const parts = [
      photos > 0 ? (photos === 1 ? '1 shared photo' : `${photos} shared photos`) : '',
      clips > 0
        ? clips === 1
          ? `1${photos > 0 ? '' : ' shared'} clip`
          : `${clips}${photos > 0 ? '' : ' shared'} clips`
        : '',
    ].filter(Boolean)
    return `${parts.join(' and ')} ${count === 1 ? 'is' : 'are'} waiting.`
  },
  photosLabel: 'Shared photos',
  photoAlt: (index: number, name: string) => `Shared photo ${index}: ${name}`,
  clipLabel: (index: number, name: string) => `Shared clip ${index}: ${name}`,
  discard: 'Discard photos',
  discardTitle: 'Discard the shared photos?',
  discardBody: 'They are removed from this device. The photos in your gallery stay where they are.',
  discardConfirm: 'Discard',
  discarded: 'The shared photos were discarded.',
  chooseHeading: 'Choose a Seen',
  chooseHint: 'Live Seens you may post to. Each photo becomes its own appearance.',
  postTo: (seenName: string) => `Post to ${seenName}`,
  loadingSeens: 'Loading Seens',
  noSeens: 'There is no live Seen you may post to right now.',
  guestHint: 'Seens of members and Seens for signed-in users show once you log in.',
  login: 'Log in',
  offlineList:
    'You are offline: these are the Seens saved on this device. Your photos are sent when the connection returns.',
  offlineNoList:
    'You are offline and no Seens are saved on this device yet. Your photos stay here: choose a Seen once you are back online.',
  listError: 'The Seens you may post to could not be loaded.',
  notPhotos: (count: number) =>
    count === 1
      ? '1 shared file is not a photo or a clip: it was left out.'
      : `${count} shared files are not photos or clips: they were left out.`,
  overLimit: (count: number) => BATCH_TEXT.overLimit(BATCH_PHOTO_LIMIT, count),
  storage:
    'This device has no room left to keep the shared photos: free some space and share them again. Photos already waiting are kept.',
  unreadable: 'The shared photos could not be read: please share them again.',
  foreign:
    'Another website tried to add photos here, so none were kept. To post photos, share them from your gallery to Seen.',
} as const
