/** Printed when no ffmpeg is found: the exact command that installs one. */
export const FFMPEG_INSTALL_HINT: string
/** The first usable ffmpeg (FFMPEG_PATH, then the system's), without installing anything. */
export function findFfmpeg(): string | undefined
/** A usable ffmpeg; installs Debian's package as root with apt, else throws the install hint. */
export function ensureFfmpeg(): string
