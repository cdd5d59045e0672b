import { CLIP_LIMITS } from '~/shared/constants'

/** "3 photos", "1 clip", "2 photos and 1 clip": `count` items of which `clips` are clips. */
export function photosAndClips(count: number, clips = 0): string {
  const photos = count - clips
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (clips === 0) return plural(photos, 'photo')
  if (photos === 0) return plural(clips, 'clip')
  return `${plural(photos, 'photo')} and ${plural(clips, 'clip')}`
}

/** The words of posting many photos at once (the appearance form and the progress panel). */
export const BATCH_TEXT = {
  takePhoto: 'Take photo',
  photosHint: (limit: number) =>
    `Pick up to ${limit} photos or clips (clips up to ${CLIP_LIMITS.maxSeconds} s): each becomes its own appearance.`,
  photosHeading: (count: number, clips = 0) => photosAndClips(count, clips),
  appliesToAll:
    'The name, headline, caption and place apply to every photo; the pencil gives one its own.',
  photoAlt: (index: number, name: string) => `Photo ${index}: ${name}`,
  preparing: 'Preparing…',
  changeOne: (index: number) => `Change photo ${index}`,
  ownValues: 'Own text',
  headlineFor: (index: number) => `Headline for photo ${index}`,
  captionFor: (index: number) => `Caption for photo ${index}`,
  locationFor: (index: number) => `Location for photo ${index}`,
  sameAsAll: 'Same as all',
  removeOne: (index: number) => `Remove photo ${index}`,
  notAnImage: (name: string) => `“${name}” is not a photo or a clip: it is left out.`,
  clipRefused: (name: string, reason: string) => `“${name}” is left out: ${reason}`,
  preparingClip: (progress: number | null) =>
    progress === null
      ? 'Preparing clip…'
      : `Making the clip smaller… ${Math.round(progress * 100)} %`,
  clipAsFilmed: 'Sent as filmed: this browser cannot make it smaller, so it takes longer to send.',
  clipAlt: (index: number, name: string) => `Clip ${index}: ${name}`,
  undecodable: (name: string) =>
    `“${name}” could not be opened on this browser (HEIC or a damaged file?): it is left out, the others go on.`,
  duplicate: (name: string) => `“${name}” is already in the list.`,
  overLimit: (limit: number, left: number) =>
    `Up to ${limit} photos at a time: ${left === 1 ? '1 photo was' : `${left} photos were`} left out.`,
  stillPreparing: 'Some photos are still being prepared: save again in a moment.',
  nothingToSend: 'None of the picked photos can be sent.',
  storageFull: (stored: number, total: number) =>
    `This device's storage is full: ${stored} of ${total} photos are queued and will be sent. Free some space, then save the rest.`,
  noOutboxForClip: (stored: number, total: number) =>
    `This browser cannot keep a clip until it is sent (private browsing?): ${stored} of ${total} are queued. Post clips from a normal window.`,
  noRoomForClip: (stored: number, total: number) =>
    `This device has no room to keep the next clip until it is sent: ${stored} of ${total} are queued. Free some space, then save the rest.`,
  photoErrors: (index: number, messages: readonly string[]) =>
    `Photo ${index}: ${messages.join(' ')}`,
  queued: (count: number) =>
    count === 1
      ? 'Your photo is on its way: it shows in the list while it uploads.'
      : `${count} appearances are on their way: they show in the list while they upload.`,
  progressTitle: 'Photos being sent',
  progress: (sent: number, total: number) => `${sent} of ${total} sent`,
  sent: 'Sent',
  removed: 'Removed',
  showEach: 'Show each photo',
  hideEach: 'Hide each photo',
  close: 'Close the sending panel',
  sendAgain: 'Send again',
  sendAgainOne: (name: string) => `Send “${name}” again`,
  remove: 'Remove',
  removeRefused: (name: string) => `Remove “${name}” from the batch`,
} as const
