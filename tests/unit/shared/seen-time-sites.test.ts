import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every place that shows a Seen's or an appearance's time goes through the one formatter
 * (src/shared/seen-time.ts, decision record 168). Any other date formatting in src/ is listed
 * here with its reason, so a new one has to say why it is not a Seen's time.
 */
const SEEN_TIME_PLACES = [
  'src/features/seens/list/components/seen-card-date.tsx',
  'src/features/seens/detail/seen-detail-view.tsx',
  'src/features/seens/detail/detail-rows.ts',
  'src/features/appearances/list/appearance-card.tsx',
  'src/features/appearances/form/add-photos-action.tsx',
  'src/features/appearances/slideshow/slides.ts',
  'src/features/activity/components/timeline-list.tsx',
  'src/features/share/components/seen-poster.tsx',
  'src/server/seens/link-preview.ts',
]

const OTHER_DATE_FORMATTING: Record<string, string> = {
  'src/shared/seen-time.ts': 'the formatter itself',
  'src/shared/time-zone.ts': 'checks that Intl knows a zone',
  'src/shared/schemas/seen-start.ts': 'wall clock to instant arithmetic',
  'src/lib/zoned-time.ts': 'the form’s wall clock fields and the browser’s zone',
  'src/server/seens/calendar.ts': '.ics DATE-TIME stamps under TZID (machine text)',
  'src/server/seens/photo-archive.ts': 'the day in ZIP file names',
  'src/features/activity/components/following-list.tsx': 'when the viewer followed someone',
  'src/features/appearances/moderation/blocked-posters-dialog.tsx': 'when the host blocked someone',
  'src/features/membership/format.ts': 'invitation and request dates, the viewer’s own',
  'src/features/messaging/components/format.ts': 'message dates, the viewer’s own',
  'src/features/settings/components/change-email.tsx': 'an account event, the viewer’s own',
  'src/features/settings/components/sessions-section.tsx': 'sign-in sessions, the viewer’s own',
}

const DATE_FORMATTING = /Intl\.DateTimeFormat\(|toLocale(Date|Time)?String\(/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx)$/.test(entry.name) ? [file.split(path.sep).join('/')] : []
  })
}

describe('one formatter for a Seen’s time', () => {
  it('is what every place showing a Seen’s or an appearance’s time uses', () => {
    for (const file of SEEN_TIME_PLACES) {
      const text = readFileSync(file, 'utf8')
      expect(text, file).toMatch(/from '~\/shared\/seen-time'/)
      expect(text, file).not.toMatch(DATE_FORMATTING)
    }
  })

  it('is the only date formatting in src/ besides the listed ones', () => {
    const found = sourceFiles('src').filter((file) =>
      DATE_FORMATTING.test(readFileSync(file, 'utf8')),
    )
    expect(found.sort()).toEqual(Object.keys(OTHER_DATE_FORMATTING).sort())
  })
})
