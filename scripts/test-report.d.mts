export interface Counts {
  passed: number
  failed: number
  names?: string[]
}
/** `: <first line of the message> (line N)`, or '' when there is no message. */
export function firstLine(message: unknown, line?: number): string
/** Counts and failing tests (with why) from Vitest's JSON reporter file. */
export function vitestCounts(file: string, exitCode: number): Counts
/** Counts and failing tests (with why) from Playwright's JSON reporter file. */
export function playwrightCounts(file: string, exitCode: number): Counts
export function summaryLine(counts: Counts): string
