import { describe, expect, it } from 'vitest'
import { accountOfflinePage } from '../../sw/account-offline-page'

describe('the offline page of the account addresses', () => {
  it('says why, is never cached, and leads back to the same address and to the app', async () => {
    const res = accountOfflinePage('https://seen.example/account/login?redirect=%2Fseen_list')
    expect(res.status).toBe(503)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('<h1>You are offline</h1>')
    expect(html).toContain('href="https://seen.example/account/login?redirect=%2Fseen_list"')
    expect(html).toContain('href="/"')
  })

  it('cannot be broken out of by the address it links back to', async () => {
    const html = await accountOfflinePage('https://seen.example/account/login?x="><script>').text()
    expect(html).not.toContain('"><script>')
    expect(html).toContain('&quot;&gt;&lt;script&gt;')
  })
})
