/**
 * A clip's length as its badge says it, m:ss (docs/decisions/181-clips-play-everywhere.md):
 * 12.4 s is "0:12", 59.6 s "1:00"; an unknown or negative length is "0:00".
 */
export function formatClipDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
