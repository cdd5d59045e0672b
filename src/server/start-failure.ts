/**
 * A failed start says why in one line, never with a stack trace: the cause and, where it is
 * known, what to do about it.
 */
const HINTS: Record<string, string> = {
  EACCES: 'permission denied; run as a user who may read and write this directory, or set DATA_DIR',
  EADDRINUSE: 'the port is in use; stop the other program or set PORT',
  ENOSPC: 'the disk is full; free some space',
  ECONNREFUSED: 'the database refused the connection; check DATABASE_URL and that it is running',
  ENOTFOUND: 'the database host was not found; check DATABASE_URL',
}

export function startFailureLine(error: unknown): string {
  if (!(error instanceof Error)) return `Seen could not start: ${String(error)}`
  const code = (error as NodeJS.ErrnoException).code
  const firstLine = error.message.split('\n')[0] ?? ''
  const hint = code ? HINTS[code] : undefined
  if (error.name === 'StartError' || error.name === 'ConfigError') return firstLine
  return `Seen could not start: ${firstLine}${hint ? ` (${hint})` : ''}`
}
