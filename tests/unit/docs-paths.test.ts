import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The code and the docs point into docs/ by path (`docs/product.md#validation`,
 * `docs/decisions/081-media-access.md`), and the docs link to each other. A page renamed, a
 * heading reworded or a record never written would leave those pointers dangling without a
 * sound: this walks every one of them and checks that the file exists and, where a `#anchor`
 * is given, that the page has a heading with that anchor (as GitHub names headings).
 */
const root = path.resolve('.')

/** Where code may cite the docs: everything but dependencies, builds and generated files. */
const CODE_ROOTS = ['src', 'sw', 'scripts', 'tests', 'bench', '.ci', 'deploy', 'public']
const ROOT_FILES = [
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'drizzle.config.ts',
  'biome.json',
  'index.html',
  'package.json',
]
const SKIP = new Set(['node_modules', 'dist', 'data', 'meta', 'routeTree.gen.ts'])
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|json|html|css|sh|ya?ml|conf|cfg|md)$|^(run|Dockerfile)$/

function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full)
    return TEXT.test(entry.name) ? [full] : []
  })
}

const rel = (file: string) => path.relative(root, file)
/** This file's own examples of bad citations are not citations. */
const SELF = path.join('tests', 'unit', 'docs-paths.test.ts')
const codeFiles = [
  ...CODE_ROOTS.flatMap((dir) => walk(path.join(root, dir))),
  ...ROOT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
].filter((file) => rel(file) !== SELF)
const docFiles = [path.join(root, 'README.md'), ...walk(path.join(root, 'docs'))].filter((file) =>
  file.endsWith('.md'),
)

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Every anchor a Markdown file's headings give it (code blocks left out, repeats numbered). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading?.[1]) continue
    const anchor = headingAnchor(heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'))
    const count = seen.get(anchor) ?? 0
    seen.set(anchor, count + 1)
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`)
  }
  return anchors
}

interface Citation {
  /** The file that cites, relative to the repository. */
  from: string
  /** The cited file, relative to the repository. */
  target: string
  anchor?: string | undefined
}

/**
 * `docs/….md` written in code or prose, with its `#anchor` and any further anchors of the same
 * page that follow it (`docs/product.md#states, #roles`, `… and #constants`, `…#screens/#constants`),
 * also across a comment's line break.
 */
const DOC_PATH =
  /(?<![\w/.:-])(docs\/[\w./-]+\.md)((?:#[\w-]+)(?:(?:\s*,|\s+and|\s+or|\s*\/)(?:\s|\*|\/\/)*#[\w-]+)*)?/g

function docPathsIn(text: string, from: string): Citation[] {
  return [...text.matchAll(DOC_PATH)].flatMap((match) => {
    const target = match[1] as string
    const anchors = [...(match[2] ?? '').matchAll(/#([\w-]+)/g)].map((m) => m[1])
    return anchors.length === 0
      ? [{ from, target }]
      : anchors.map((anchor) => ({ from, target, anchor }))
  })
}

/** Relative Markdown links (`[text](../architecture/api.md#answers)`, `[text](#roles)`). */
function markdownLinksIn(markdown: string, file: string): Citation[] {
  const from = rel(file)
  const prose = markdown.replace(/```[\s\S]*?```/g, '')
  return [...prose.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].flatMap((match) => {
    const link = match[1] as string
    if (/^[a-z]+:/i.test(link)) return []
    const [where = '', anchor] = link.split('#')
    const target = where === '' ? from : rel(path.resolve(path.dirname(file), where))
    return [{ from, target, anchor }]
  })
}

function problemsOf(citations: Citation[]): string[] {
  const anchors = new Map<string, Set<string>>()
  return citations.flatMap(({ from, target, anchor }) => {
    const full = path.join(root, target)
    if (!existsSync(full)) return [`${from}: ${target} does not exist`]
    if (!anchor || statSync(full).isDirectory() || !target.endsWith('.md')) return []
    let known = anchors.get(target)
    if (!known) {
      known = anchorsOf(readFileSync(full, 'utf8'))
      anchors.set(target, known)
    }
    return known.has(anchor) ? [] : [`${from}: ${target} has no heading #${anchor}`]
  })
}

const read = (file: string) => readFileSync(file, 'utf8')

describe('paths into docs/', () => {
  it('finds the pages the code cites', () => {
    const citations = codeFiles.flatMap((file) => docPathsIn(read(file), rel(file)))
    expect(citations.length).toBeGreaterThan(100)
    expect(problemsOf(citations)).toEqual([])
  })

  it('finds the pages and headings the docs link to or name', () => {
    const citations = docFiles.flatMap((file) => [
      ...markdownLinksIn(read(file), file),
      ...docPathsIn(read(file), rel(file)),
    ])
    expect(citations.length).toBeGreaterThan(100)
    expect(problemsOf(citations)).toEqual([])
  })

  it('cites the product and the design by their pages, not by sections of files elsewhere', () => {
    // "SPEC §5" was docs/product.md#validation, "DESIGN §8" docs/architecture/offline.md and
    // "README decision 61" docs/decisions/061-guest-limits.md: cite the page itself.
    const stale = codeFiles.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          /\b(SPEC|DESIGN) ?§|\bREADME [Dd]ecisions?\b/.test(line)
            ? [`${rel(file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    )
    expect(stale).toEqual([])
  })

  it('has a record for every decision the code cites by number', () => {
    const records = new Set(
      readdirSync(path.join(root, 'docs/decisions')).flatMap((name) => {
        const number = /^(\d{3})-.+\.md$/.exec(name)?.[1]
        return number ? [Number(number)] : []
      }),
    )
    const missing = codeFiles.flatMap((file) =>
      [...read(file).matchAll(/\b[Dd]ecisions? (\d{1,3})((?:(?:,|–|-| and | to )\s*\d{1,3})*)/g)]
        .flatMap((match) => [match[1], ...(match[2] ?? '').split(/\D+/)])
        .filter((number): number is string => Boolean(number) && !records.has(Number(number)))
        .map((number) => `${rel(file)}: decision ${number}`),
    )
    expect(missing).toEqual([])
  })
})

describe('the checker itself', () => {
  it('names headings as GitHub does', () => {
    expect(headingAnchor('Seen types')).toBe('seen-types')
    expect(headingAnchor('What a first visit receives')).toBe('what-a-first-visit-receives')
    expect(headingAnchor('`/seen_list` and the `seen-page` chunk')).toBe(
      'seen_list-and-the-seen-page-chunk',
    )
    expect([...anchorsOf('# A\n## Notes\n```sh\n# not a heading\n```\n## Notes\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ])
  })

  it('reads every anchor of a citation, also across a comment line', () => {
    const text = ' * rules (docs/product.md#states, #validation and\n * #roles); see docs/x.md.'
    expect(docPathsIn(text, 'f.ts')).toEqual([
      { from: 'f.ts', target: 'docs/product.md', anchor: 'states' },
      { from: 'f.ts', target: 'docs/product.md', anchor: 'validation' },
      { from: 'f.ts', target: 'docs/product.md', anchor: 'roles' },
      { from: 'f.ts', target: 'docs/x.md' },
    ])
    expect(docPathsIn('https://example.org/docs/a.md', 'f.ts')).toEqual([])
  })

  it('reports a missing page and a missing heading', () => {
    expect(
      problemsOf([
        { from: 'f.ts', target: 'docs/nowhere.md' },
        { from: 'f.ts', target: 'docs/product.md', anchor: 'no-such-heading' },
      ]),
    ).toEqual([
      'f.ts: docs/nowhere.md does not exist',
      'f.ts: docs/product.md has no heading #no-such-heading',
    ])
  })
})
