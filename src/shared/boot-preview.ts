/**
 * A shared Seen's page opens with the Seen's photo and name over the boot screen, written into
 * the HTML by the server (src/server/seens/link-preview.ts) and taken away by the app once the
 * page can show the Seen itself (src/lib/boot-preview.ts).
 */
export const BOOT_PREVIEW_ID = 'boot-preview'
