import { readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/**
 * The first link to `linkPath` in a mail to `address`, as a path and query: the servers of the
 * run write their mails to DATA_DIR/mail/*.eml (quoted-printable), DATA_DIR under seen-e2e-*.
 */
export async function mailedLink(address: string, linkPath: string): Promise<string> {
  const escaped = linkPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`https?://[^\\s]+${escaped}\\?token=[A-Za-z0-9_-]+`)
  for (let attempt = 0; attempt < 50; attempt++) {
    const roots = (await readdir(os.tmpdir())).filter((name) => name.startsWith('seen-e2e-'))
    for (const root of roots) {
      const dir = path.join(os.tmpdir(), root, 'mail')
      for (const file of await readdir(dir).catch(() => [])) {
        const eml = await readFile(path.join(dir, file), 'utf8').catch(() => '')
        if (!eml.includes(`To: ${address}`)) continue
        const text = eml.replace(/=\r?\n/g, '').replaceAll('=3D', '=')
        const link = text.match(pattern)?.[0]
        if (link) return new URL(link).pathname + new URL(link).search
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail to ${address} with a link to ${linkPath}`)
}
