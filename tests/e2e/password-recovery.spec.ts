import { readdir, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ACCOUNT_MSG } from '~/shared/messages'
import { expect, test } from './fixtures'
import { logIn, mainNav, newUser, register } from './support'

/** The reset link mailed to `address` (DATA_DIR/mail/*.eml, quoted-printable), as a path. */
async function mailedResetLink(address: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const roots = (await readdir(os.tmpdir())).filter((name) => name.startsWith('seen-e2e-'))
    for (const root of roots) {
      const dir = path.join(os.tmpdir(), root, 'mail')
      for (const file of await readdir(dir).catch(() => [])) {
        const eml = await readFile(path.join(dir, file), 'utf8').catch(() => '')
        if (!eml.includes(`To: ${address}`)) continue
        const text = eml.replace(/=\r?\n/g, '').replaceAll('=3D', '=')
        const link = text.match(/https?:\/\/[^\s]+\/account\/reset\?token=[A-Za-z0-9_-]+/)?.[0]
        if (link) return new URL(link).pathname + new URL(link).search
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no reset mail to ${address}`)
}

test('Forgot password? mails a link that sets a new password once; then the new one logs in', async ({
  browser,
}) => {
  const user = newUser()
  const owner = await browser.newContext()
  await register(await owner.newPage(), user)
  await owner.close()

  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/account/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.getByLabel('E-mail', { exact: true }).fill(user.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible()
  await expect(page.getByText(ACCOUNT_MSG.resetMailed)).toBeVisible()

  const link = await mailedResetLink(user.email)
  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText(ACCOUNT_MSG.passwordShort)).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('a much better password')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible()

  await page.goto(link)
  await expect(page.getByText(ACCOUNT_MSG.resetLinkDead)).toBeVisible()

  await page.goto('/account/login')
  await logIn(page, user.username, user.password)
  await expect(page.getByRole('alert')).toBeVisible()
  await logIn(page, user.username, 'a much better password')
  await expect(mainNav(page).getByRole('link', { name: 'Logout' })).toBeVisible()
  await context.close()
})
