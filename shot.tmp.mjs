import { chromium } from '@playwright/test'

const [, , url, out, width = '390', height = '844', login] = process.argv
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const context = await browser.newContext({
  viewport: { width: Number(width), height: Number(height) },
})
const page = await context.newPage()
if (login) {
  await page.goto('http://127.0.0.1:8090/account/login')
  await page.getByLabel('Username or e-mail', { exact: true }).fill(login)
  await page.getByLabel('Password', { exact: true }).fill('seen-demo-2026')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('http://127.0.0.1:8090/')
}
await page.goto(url)
await page.waitForTimeout(2500)
await page.screenshot({ path: out, fullPage: false })
await browser.close()
