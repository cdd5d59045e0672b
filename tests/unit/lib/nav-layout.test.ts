import { describe, expect, it } from 'vitest'
import { navLayout } from '~/app/nav/nav-layout'

describe('navLayout (docs/product.md#screens navigation)', () => {
  it('uses the bottom bar below 500 px', () => {
    expect(navLayout(320)).toBe('bottom')
    expect(navLayout(499)).toBe('bottom')
  })

  it('uses the icon rail from 500 px up to the wide width', () => {
    expect(navLayout(500)).toBe('rail')
    expect(navLayout(768)).toBe('rail')
    expect(navLayout(1023)).toBe('rail')
  })

  it('uses the labelled side bar from 1024 px', () => {
    expect(navLayout(1024)).toBe('sidebar')
    expect(navLayout(1920)).toBe('sidebar')
  })
})
