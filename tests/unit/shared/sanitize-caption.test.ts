import { describe, expect, it } from 'vitest'
import { captionToText, sanitizeCaption } from '~/shared/sanitize-caption'

describe('sanitizeCaption', () => {
  it('keeps line breaks as <br>', () => {
    expect(sanitizeCaption('one\ntwo\r\nthree')).toBe('one<br>two<br>three')
  })

  it('strips tags and drops script and style content', () => {
    expect(sanitizeCaption('<b>bold</b> <script>alert(1)</script>ok<style>p{}</style>')).toBe(
      'bold ok',
    )
    expect(sanitizeCaption('<img src=x onerror=alert(1)>pic<a href="javascript:x">link</a>')).toBe(
      'piclink',
    )
  })

  it('escapes what remains so no markup can be formed', () => {
    expect(sanitizeCaption('a < b && c > d "q" \'s\'')).toBe(
      'a &lt; b &amp;&amp; c &gt; d &quot;q&quot; &#39;s&#39;',
    )
    expect(sanitizeCaption('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    )
    expect(sanitizeCaption('<scr<script></script>ipt>')).not.toContain('<script')
  })

  it('keeps existing <br> in any spelling and is idempotent', () => {
    const once = sanitizeCaption('a<br>b<BR/>c<br />d & e\nf')
    expect(once).toBe('a<br>b<br>c<br>d &amp; e<br>f')
    expect(sanitizeCaption(once)).toBe(once)
  })

  it('trims surrounding whitespace', () => {
    expect(sanitizeCaption('  \n hi \n ')).toBe('hi')
  })
})

describe('captionToText', () => {
  it('turns a stored caption back into textarea text', () => {
    expect(captionToText('Tom &amp; Jerry<br>&lt;3 &#128512;')).toBe('Tom & Jerry\n<3 😀')
  })
})
