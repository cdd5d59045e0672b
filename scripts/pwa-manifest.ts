import type { ManifestOptions } from 'vite-plugin-pwa'
import { SHARE_TARGET } from '../src/shared/share-target'

const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
})

/** The web app manifest (docs/architecture/offline.md); icons come from scripts/pwa-icons.ts. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Seen',
  short_name: 'Seen',
  description: 'Share events and the photos people post to them, online or offline.',
  start_url: '/seen_list',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#6d28d9',
  background_color: '#ffffff',
  categories: ['photo', 'social', 'lifestyle'],
  icons: [
    icon('/icons/icon-192.png', 192, 'any'),
    icon('/icons/icon-512.png', 512, 'any'),
    icon('/icons/maskable-192.png', 192, 'maskable'),
    icon('/icons/maskable-512.png', 512, 'maskable'),
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  shortcuts: [
    { name: 'Make a Seen', url: '/makeseen', icons: [icon('/icons/icon-192.png', 192, 'any')] },
    { name: 'Messages', url: '/messages', icons: [icon('/icons/icon-192.png', 192, 'any')] },
    { name: 'Seens', url: '/seen_list', icons: [icon('/icons/icon-192.png', 192, 'any')] },
  ],
  // Photos shared from the phone's gallery: kept by the service worker (sw/share-target.ts).
  share_target: {
    action: SHARE_TARGET.action,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: SHARE_TARGET.filesField, accept: [...SHARE_TARGET.accept] }] },
  },
  screenshots: [
    {
      src: '/screenshots/narrow.png',
      sizes: '780x1688',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'The Seen list on a phone',
    },
    {
      src: '/screenshots/wide.png',
      sizes: '1440x900',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The Seen list on a desktop',
    },
  ],
}
