import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '~/server/config'
import { silentLogger } from '~/server/logger'
import { createMailer } from '~/server/mail'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'seen-mail-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    const config = parseConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Seen <no-reply@seen.test>' })
    const mailer = createMailer(config, silentLogger)
    await mailer.send({
      to: 'someone@example.org',
      subject: 'You are invited',
      text: 'Accept: https://seen.example/invitation/abc',
    })
    const dir = path.join(dataDir, 'mail')
    const files = await readdir(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const file = path.join(dir, files[0] ?? '')
    const eml = await readFile(file, 'utf8')
    expect(eml).toMatch(/^From: Seen <no-reply@seen\.test>$/m)
    expect(eml).toMatch(/^To: someone@example\.org$/m)
    expect(eml).toMatch(/^Subject: You are invited$/m)
    expect(eml).toContain('https://seen.example/invitation/abc')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
  })
})
