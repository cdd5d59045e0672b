import sharp from 'sharp'

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A generated 1440x960 "photo" for a demo Seen: a two-colour gradient, soft circles and the
 * Seen's name, drawn as SVG and rendered by sharp (no downloads, no files in git).
 */
export async function demoPhoto(title: string, colors: [string, string], seed: number) {
  let state = seed * 7919
  const next = (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % max
  }
  const circles = Array.from({ length: 9 }, (_, i) => {
    const opacity = 0.05 + (i % 3) * 0.05
    return `<circle cx="${next(1440)}" cy="${next(700)}" r="${40 + next(200)}" fill="#ffffff" fill-opacity="${opacity}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="960">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient></defs>
    <rect width="1440" height="960" fill="url(#g)"/>${circles}
    <rect x="0" y="700" width="1440" height="260" fill="#000000" fill-opacity="0.25"/>
    <text x="80" y="850" font-family="sans-serif" font-size="88" font-weight="bold"
      fill="#ffffff">${escapeXml(title)}</text>
  </svg>`
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()
  return jpeg.toString('base64')
}
