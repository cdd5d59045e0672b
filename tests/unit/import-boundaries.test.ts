import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The project's own biome.json, applied to small planted trees: a breach of the import
 * boundaries (components, lib and shared below every feature; features in one direction only;
 * no import cycles) must make `npm run lint` fail, and an allowed import must not.
 */
const biome = path.resolve('node_modules/.bin/biome')
let root: string

interface Diagnostic {
  category: string
  location: { path: string | { file: string } }
}

function plant(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(root, 'case-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  const config = JSON.parse(readFileSync('biome.json', 'utf8')) as Record<string, unknown>
  // The planted tree is no git checkout and has no node_modules of its own.
  delete config.$schema
  delete config.vcs
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config))
  return dir
}

/** `biome lint` on a planted tree: which rule fired in which file. */
function lint(files: Record<string, string>): string[] {
  const dir = plant(files)
  let out: string
  try {
    out = execFileSync(biome, ['lint', '--reporter=json', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    // Exit code 1 means "diagnostics found"; the report is still on stdout.
    out = (error as { stdout: string }).stdout
  }
  const report = JSON.parse(out) as { diagnostics: Diagnostic[] }
  return report.diagnostics
    .filter((d) => d.category.startsWith('lint/'))
    .map((d) => {
      const file = typeof d.location.path === 'string' ? d.location.path : d.location.path.file
      return `${d.category.replace(/^lint\/\w+\//, '')} ${file.replaceAll(path.sep, '/')}`
    })
    .sort()
}

const peopleQueries = { 'src/features/people/queries.ts': 'export const peopleKeys = 1\n' }

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'seen-lint-'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('import boundaries enforced by npm run lint', { timeout: 30_000 }, () => {
  it.each([
    ['src/components/plant.ts', "export { peopleKeys } from '~/features/people/queries'\n"],
    ['src/lib/plant.ts', "export { peopleKeys } from '../features/people/queries'\n"],
    ['src/shared/plant.ts', "export { peopleKeys } from '~/features/people/queries'\n"],
    ['src/lib/offline/plant.ts', "export { AppShell } from '~/app/shell/app-shell'\n"],
  ])('refuses a feature or the app frame imported from %s', (file, text) => {
    expect(lint({ ...peopleQueries, [file]: text })).toEqual([`noRestrictedImports ${file}`])
  })

  it('refuses an import against the direction between features (session is below people)', () => {
    const file = 'src/features/session/plant.ts'
    const text = "export { peopleKeys } from '~/features/people/queries'\n"
    expect(lint({ ...peopleQueries, [file]: text })).toEqual([`noRestrictedImports ${file}`])
  })

  it('refuses a relative import between features that may not depend on each other', () => {
    const file = 'src/features/people/plant.ts'
    const text = "export { seenKeys } from '../seens/queries'\n"
    expect(
      lint({ 'src/features/seens/queries.ts': 'export const seenKeys = 1\n', [file]: text }),
    ).toEqual([`noRestrictedImports ${file}`])
  })

  it('allows a feature its own modules and the features below it', () => {
    expect(
      lint({
        ...peopleQueries,
        'src/features/seens/list/plant.ts': "export { peopleKeys } from '../../people/queries'\n",
        'src/features/seens/other.ts': "export { peopleKeys } from './list/plant'\n",
        'src/app/plant.ts': "export { peopleKeys } from '~/features/people/queries'\n",
      }),
    ).toEqual([])
  })

  it('refuses an import cycle, a type-only one included', () => {
    expect(
      lint({
        'src/features/seens/a.ts': "import type { B } from './b'\nexport type A = B[]\n",
        'src/features/seens/b.ts': "import type { A } from './a'\nexport type B = A | 1\n",
      }),
    ).toEqual(['noImportCycles src/features/seens/a.ts', 'noImportCycles src/features/seens/b.ts'])
  })
})
