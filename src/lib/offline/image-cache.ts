/** The service worker's photo cache (sw/images.ts): it holds private Seens' photos too. */
export const IMAGE_CACHE = 'seen-images'
