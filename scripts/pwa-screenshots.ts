// Captures the manifest's screenshots (docs/architecture/offline.md) from a running server:
//   npx tsx scripts/pwa-screenshots.ts http://127.0.0.1:8080
// They are committed in public/screenshots/ (not precached; the manifest links them).
import { chromium } from '@playwright/test'
import { findChromium } from './find-chromium.mjs'

const base = process.argv[2] ?? 'http://127.0.0.1:8080'
const SHOTS = [
  { file: 'public/screenshots/narrow.png', width: 390, height: 844, scale: 2 },
  { file: 'public/screenshots/wide.png', width: 1440, height: 900, scale: 1 },
] as const

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] })
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
    })
    await page.goto(base)
    await page.getByRole('button', { name: 'Got it' }).click()
    await page.screenshot({ path: shot.file })
    await page.close()
  }
} finally {
  await browser.close()
}
