import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { playwrightCounts, vitestCounts } from '../../../scripts/test-report.mjs'

const ESC = String.fromCharCode(27)

function reportFile(report: unknown) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'seen-report-')), 'report.json')
  writeFileSync(file, JSON.stringify(report))
  return file
}

describe('the test summary names why a test failed, so a CI log tail is enough to start from', () => {
  it('gives a failing Playwright test with the first line of its error and the line it failed on', () => {
    const file = reportFile({
      stats: { expected: 3, unexpected: 1, flaky: 0 },
      suites: [
        {
          file: 'sessions.spec.ts',
          specs: [
            { title: 'passes', tests: [{ status: 'expected', results: [{ errors: [] }] }] },
            {
              title: 'ending the other session signs that browser out',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      errors: [
                        {
                          message: `${ESC}[31mError: expect(locator).toBeVisible() failed${ESC}[39m\n\nLocator: nav`,
                          location: { line: 47 },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    })
    expect(playwrightCounts(file, 1)).toEqual({
      passed: 3,
      failed: 1,
      names: [
        'sessions.spec.ts > ending the other session signs that browser out: Error: expect(locator).toBeVisible() failed (line 47)',
      ],
    })
  })

  it('gives a failing Vitest test with the first line of its failure, cut to 200 characters', () => {
    const long = `AssertionError: ${'x'.repeat(300)}`
    const file = reportFile({
      numPassedTests: 5,
      numFailedTests: 1,
      testResults: [
        {
          name: path.resolve('tests/unit/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'failed', fullName: 'a fails', failureMessages: [`\n${long}\n    at x`] },
          ],
        },
      ],
    })
    const { names } = vitestCounts(file, 1)
    expect(names).toHaveLength(1)
    expect(names?.[0]).toMatch(/^tests\/unit\/a\.test\.ts > a fails: AssertionError: x+…$/)
    expect(names?.[0]?.split(': ').slice(1).join(': ')).toHaveLength(200)
  })
})
