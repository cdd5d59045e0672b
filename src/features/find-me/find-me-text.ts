/** The words of "Find my photos" (issue 46, docs/decisions/185-find-me-on-device.md). */
export const FIND_ME_TEXT = {
  button: 'Find my photos',
  title: 'Find my photos',
  privacy: 'Matching happens on this phone: your selfie and your face never leave it.',
  intro: 'Take a selfie or pick a photo of yourself: the photos you are in show up here.',
  takeSelfie: 'Take a selfie',
  pickPhoto: 'Pick a photo of me',
  selfieAlt: 'Your selfie',
  start: 'Find me',
  loading: 'Getting the face finder ready…',
  noFace: 'No single clear face was found in that photo: try another, facing the camera.',
  engineFailed: 'The face finder could not start on this browser.',
  listFailed: 'The photos of this Seen could not be loaded.',
  progress: (found: number, scanned: number, total: number) =>
    `${found} found — scanning ${scanned} of ${total}`,
  done: (found: number, total: number) =>
    found === 0
      ? `You were not found in the ${total} photos.`
      : `Found in ${found} of ${total} photos, best matches first.`,
  paused: 'Paused while the page is hidden.',
  unreachable: (count: number) =>
    count === 1
      ? '1 photo could not be reached (offline, and not saved on this device).'
      : `${count} photos could not be reached (offline, and not saved on this device).`,
  stop: 'Stop',
  stopped: 'Stopped.',
  results: 'Photos you are in',
  open: (headline: string) => `Open: ${headline}`,
  download: (headline: string) => `Download: ${headline}`,
  saveAll: (count: number) => (count === 1 ? 'Save the photo' : `Save all ${count} photos`),
  saving: 'Preparing your photos…',
  another: 'Use another photo of me',
  forget: 'Forget my face',
  forgotten: 'Your face was forgotten on this device.',
} as const
