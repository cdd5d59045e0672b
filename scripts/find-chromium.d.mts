/** The first usable Chromium (CHROMIUM_PATH, system, Playwright's), without installing anything. */
export function findChromium(): string | undefined
/** A usable Chromium; installs Debian's package as root with apt, else throws the install hint. */
export function ensureChromium(): string
