import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ICON_FILES } from '../../../scripts/pwa-icons'

const indexHtml = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8')

describe("the tab's icon", () => {
  it('is a PNG the build renders: an SVG favicon is a whole SVG document on the main thread', () => {
    const link = /<link rel="icon"[^>]*>/.exec(indexHtml)?.[0] ?? ''
    expect(link).toContain('type="image/png"')
    const href = /href="\/([^"]+)"/.exec(link)?.[1] ?? ''
    const [, size] = ICON_FILES[href] ?? []
    expect(link).toContain(`sizes="${size}x${size}"`)
    expect(indexHtml).not.toContain('favicon.svg')
  })
})
