// Running steps with their output streamed, and counting what passed and failed.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

/** A locally installed tool's binary. */
export function bin(name) {
  return path.join('node_modules', '.bin', name)
}

/** @returns {Promise<number>} the exit code (1 when the command could not start) */
export function run(command, args = [], env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export function heading(title) {
  console.log(`\n=== ${title} ===`)
}

export function removeFile(file) {
  rmSync(file, { force: true })
}

function readJson(file) {
  if (!existsSync(file)) return undefined
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** A step that is not a test suite (typecheck, lint, build) counts as one check. */
export function stepCounts(exitCode) {
  return exitCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
}

/**
 * The first line of a failure's message (and where it was thrown), so that a CI log's tail
 * says why a test failed, not only which one.
 */
export function firstLine(message, line) {
  const text = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((part) => part.trim())
    .find((part) => part.length > 0)
  if (!text) return ''
  const where = line ? ` (line ${line})` : ''
  return `: ${text.length > 200 ? `${text.slice(0, 199)}…` : text}${where}`
}

/** Counts from Vitest's JSON reporter; a file that failed to load counts as one failure. */
export function vitestCounts(file, exitCode) {
  const report = readJson(file)
  if (!report) return { passed: 0, failed: 1 }
  const brokenFiles = report.testResults.filter(
    (result) =>
      result.status === 'failed' && !result.assertionResults.some((a) => a.status === 'failed'),
  ).length
  const failed = report.numFailedTests + brokenFiles
  const names = report.testResults.flatMap((result) => {
    const tests = result.assertionResults.filter((a) => a.status === 'failed')
    if (result.status === 'failed' && tests.length === 0)
      return [`${path.relative('.', result.name)} (did not load)`]
    return tests.map(
      (a) =>
        `${path.relative('.', result.name)} > ${a.fullName}${firstLine(a.failureMessages?.[0])}`,
    )
  })
  return {
    passed: report.numPassedTests,
    failed: failed || (exitCode === 0 ? 0 : 1),
    names,
  }
}

/** Counts from Playwright's JSON reporter; a run-level error (server did not start) counts too. */
export function playwrightCounts(file, exitCode) {
  const report = readJson(file)
  if (!report?.stats) return { passed: 0, failed: 1 }
  const { expected, unexpected, flaky } = report.stats
  const failed = unexpected + (report.errors?.length ?? 0)
  const names = []
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      const bad = spec.tests?.find((t) => t.status === 'unexpected')
      if (!bad) continue
      const error = bad.results?.flatMap((r) => r.errors ?? [])[0]
      names.push(
        `${spec.file ?? trail} > ${spec.title}${firstLine(error?.message, error?.location?.line)}`,
      )
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? trail)
  }
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? '')
  for (const error of report.errors ?? []) names.push(`run error: ${error.message?.split('\n')[0]}`)
  return { passed: expected + flaky, failed: failed || (exitCode === 0 ? 0 : 1), names }
}

export function add(a, b) {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    names: [...(a.names ?? []), ...(b.names ?? [])],
  }
}

export function summaryLine({ passed, failed }) {
  return `${passed} passed, ${failed} failed`
}
