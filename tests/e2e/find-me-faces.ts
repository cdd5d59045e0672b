/**
 * Test photos for "Find me", made from a picture Human's package ships
 * (assets/screenshot-facematch.jpg: its demo's grid of faces, the first row one man in many
 * different photos): a selfie of that man, "reduced renditions" (960×640 JPEG, as decision 038's
 * reduction sizes a photo) that show him beside two other people, and ones of other people only.
 */
import { fileURLToPath } from 'node:url'
import sharp, { type Region } from 'sharp'

const SOURCE = fileURLToPath(
  new URL('../../node_modules/@vladmandic/human/assets/screenshot-facematch.jpg', import.meta.url),
)

/** One face of the demo's grid: 18 columns of 106.67 px, rows of 110 px from y = 280. */
const cell = (row: number, column: number) => ({
  left: Math.round(column * (1920 / 18)) + 4,
  top: 280 + row * 110 + 4,
  width: 98,
  height: 100,
})

/** The man of the first row, each a different photo of him (column 0 is the selfie's own). */
const PERSON_A = [1, 2, 3, 4, 5, 7, 8].map((column) => cell(0, column))
/** Other people: women and men of the second and third rows. */
const OTHERS = [
  cell(1, 5),
  cell(1, 6),
  cell(1, 7),
  cell(2, 1),
  cell(2, 2),
  cell(2, 3),
  cell(2, 5),
  cell(2, 6),
  cell(2, 8),
]
/** The demo's "Selected Face", the man's large picture at the top left. */
const SELFIE = { left: 0, top: 0, width: 175, height: 200 }

const FACE = 240
const WIDTH = 960
const HEIGHT = 640

async function face(region: Region) {
  return sharp(SOURCE).extract(region).resize(FACE, FACE, { fit: 'cover' }).toBuffer()
}

/** Three faces side by side on a plain background, as a reduced rendition. */
async function photo(regions: Region[]) {
  const faces = await Promise.all(regions.map(face))
  const gap = (WIDTH - faces.length * FACE) / (faces.length + 1)
  return sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 90, g: 96, b: 104 } },
  })
    .composite(
      faces.map((input, i) => ({
        input,
        left: Math.round(gap + i * (FACE + gap)),
        top: (HEIGHT - FACE) / 2,
      })),
    )
    .jpeg({ quality: 82 })
    .toBuffer()
}

export interface FacePhoto {
  name: string
  bytes: Buffer
  /** Whether person A is in it. */
  hasA: boolean
}

export interface FaceSet {
  selfie: Buffer
  photos: FacePhoto[]
}

/** The selfie, one photo per picture of A (with two others), and others-only photos. */
export async function makeFaceSet(): Promise<FaceSet> {
  const selfie = await sharp(SOURCE)
    .extract(SELFIE)
    .resize(480, 560)
    .jpeg({ quality: 85 })
    .toBuffer()
  const other = (i: number) => OTHERS[i % OTHERS.length] as Region
  const withA = PERSON_A.map(async (a, i) => ({
    name: `a-${i}.jpg`,
    bytes: await photo([other(i), a, other(i + 4)]),
    hasA: true,
  }))
  const withoutA = [0, 1, 2, 3, 4, 5].map(async (i) => ({
    name: `others-${i}.jpg`,
    bytes: await photo([other(i), other(i + 2), other(i + 5)]),
    hasA: false,
  }))
  return { selfie, photos: await Promise.all([...withA, ...withoutA]) }
}

const CROWD_FACE = 150

/** Eight faces in two rows of four, smaller, as a crowd shot from the dance floor. */
async function crowdPhoto(regions: Region[]) {
  const faces = await Promise.all(
    regions.map((region) =>
      sharp(SOURCE).extract(region).resize(CROWD_FACE, CROWD_FACE, { fit: 'cover' }).toBuffer(),
    ),
  )
  const gap = (WIDTH - 4 * CROWD_FACE) / 5
  const rowGap = (HEIGHT - 2 * CROWD_FACE) / 3
  return sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 90, g: 96, b: 104 } },
  })
    .composite(
      faces.map((input, i) => ({
        input,
        left: Math.round(gap + (i % 4) * (CROWD_FACE + gap)),
        top: Math.round(rowGap + Math.floor(i / 4) * (CROWD_FACE + rowGap)),
      })),
    )
    .jpeg({ quality: 82 })
    .toBuffer()
}

/** Two crowd shots of eight: one with A among seven others, one of others only. */
export async function makeCrowdPhotos(): Promise<FacePhoto[]> {
  const others = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => OTHERS[(from + i) % OTHERS.length] as Region)
  const a = PERSON_A[3] as Region
  return [
    {
      name: 'crowd-with-a.jpg',
      bytes: await crowdPhoto([...others(0, 3), a, ...others(3, 4)]),
      hasA: true,
    },
    { name: 'crowd-others.jpg', bytes: await crowdPhoto(others(1, 8)), hasA: false },
  ]
}
