import { describe, expect, it } from 'vitest'
import { captionLines } from '~/features/seens/detail/caption-lines'

describe('captionLines (caption rendered as text, split on <br>)', () => {
  it('splits a stored caption on its breaks and decodes entities', () => {
    expect(captionLines('Bring a blanket.<br>Doors at six &amp; more<br/>&lt;b&gt;')).toEqual([
      'Bring a blanket.',
      'Doors at six & more',
      '<b>',
    ])
  })

  it('drops any other markup, scripts with their content', () => {
    expect(captionLines('<b>bold</b><script>alert(1)</script><BR>two')).toEqual(['bold', 'two'])
  })

  it('has no lines for an empty caption and trims empty edges', () => {
    expect(captionLines(null)).toEqual([])
    expect(captionLines('<br>one<br><br>two<br>')).toEqual(['one', '', 'two'])
  })
})
