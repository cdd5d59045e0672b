/**
 * Demo appearances on the live demo Seens, written through the same function the API uses
 * (counters, trending, memberships and timeline stay consistent). "Canal Photo Walk" becomes a
 * moderated Seen (requires approval) with approved, pending and rejected appearances, so the
 * creator's review mode has something to review.
 */
import { eq, inArray } from 'drizzle-orm'
import { setAppearanceApproval } from '../appearances/reactions'
import { createAppearance } from '../appearances/save-appearance'
import type { Db } from '../db/client'
import { seens } from '../db/schema'
import { processUpload } from '../images'
import { roleFor } from '../policy'
import type { MediaStorage } from '../storage'
import { demoPhoto } from './demo-photo'

type DemoUser = 'alice' | 'bob' | 'carol'
type Decision = 'approved' | 'pending' | 'rejected'

interface DemoAppearance {
  seen: string
  by: DemoUser | 'guest'
  name: string
  headline: string
  caption: string
  colors: [string, string]
  decision?: Decision
}

const MODERATED_SEEN = 'Canal Photo Walk'

const DEMO_APPEARANCES: DemoAppearance[] = [
  {
    seen: 'Jazz on the Seine',
    by: 'bob',
    name: 'Bob',
    headline: 'Front row! #jazz',
    caption: 'The trumpet solo was unreal.',
    colors: ['#264653', '#e9c46a'],
  },
  {
    seen: 'Jazz on the Seine',
    by: 'carol',
    name: 'Carol',
    headline: 'Sunset on deck',
    caption: 'Best seat on the boat.\nThank you Alice!',
    colors: ['#f4a261', '#e76f51'],
  },
  {
    seen: 'Jazz on the Seine',
    by: 'guest',
    name: 'Marie (guest)',
    headline: 'Dancing by the river',
    caption: 'Came by chance, stayed all night.',
    colors: ['#2a9d8f', '#1d3557'],
  },
  {
    seen: 'Jazz on the Seine',
    by: 'alice',
    name: 'Alice',
    headline: 'Band three warming up',
    caption: 'Thanks for coming, everyone!',
    colors: ['#6d597a', '#b56576'],
  },
  {
    seen: 'Night Market',
    by: 'alice',
    name: 'Alice',
    headline: 'Taiyaki time #food',
    caption: 'Red bean, obviously.',
    colors: ['#9d0208', '#f48c06'],
  },
  {
    seen: 'Night Market',
    by: 'bob',
    name: 'Bob',
    headline: 'Lantern alley',
    caption: 'Hundreds of paper lanterns.',
    colors: ['#370617', '#ffba08'],
  },
  {
    seen: 'Food Festival',
    by: 'alice',
    name: 'Alice',
    headline: 'Mole tasting #food',
    caption: 'Seven kinds. I tried them all.',
    colors: ['#6a040f', '#dc2f02'],
  },
  {
    seen: 'Food Festival',
    by: 'bob',
    name: 'Bob',
    headline: 'Taco line',
    caption: 'Worth the wait.\n#festival',
    colors: ['#d00000', '#ffba08'],
  },
  {
    seen: 'Food Festival',
    by: 'guest',
    name: 'Visitor',
    headline: 'Mezcal stand',
    caption: 'Smoky and sweet.',
    colors: ['#3d405b', '#e07a5f'],
  },
  {
    seen: MODERATED_SEEN,
    by: 'carol',
    name: 'Carol',
    headline: 'Golden hour #photography',
    caption: 'Our route starts here.',
    colors: ['#14213d', '#fca311'],
    decision: 'approved',
  },
  {
    seen: MODERATED_SEEN,
    by: 'alice',
    name: 'Alice',
    headline: 'Reflections',
    caption: 'Houseboats in the still water.',
    colors: ['#003049', '#fcbf49'],
    decision: 'approved',
  },
  {
    seen: MODERATED_SEEN,
    by: 'bob',
    name: 'Bob',
    headline: 'Bikes everywhere',
    caption: 'Counted 212 bikes on one bridge.',
    colors: ['#283618', '#dda15e'],
    decision: 'pending',
  },
  {
    seen: MODERATED_SEEN,
    by: 'guest',
    name: 'Photo fan',
    headline: 'Blue door',
    caption: 'Found on the Prinsengracht.',
    colors: ['#023e8a', '#caf0f8'],
    decision: 'pending',
  },
  {
    seen: MODERATED_SEEN,
    by: 'bob',
    name: 'Bob',
    headline: 'Blurry one',
    caption: 'My hands were cold.',
    colors: ['#495057', '#adb5bd'],
    decision: 'rejected',
  },
  {
    seen: 'Summer Garden Party',
    by: 'alice',
    name: 'Alice',
    headline: 'Welcome to the garden!',
    caption: 'Add yours with the big button: no account needed.',
    colors: ['#2d6a4f', '#95d5b2'],
  },
  {
    seen: 'Summer Garden Party',
    by: 'guest',
    name: 'Priya (guest)',
    headline: 'Lemonade stand',
    caption: 'Scanned the poster, sent three photos. Easy!',
    colors: ['#ffd60a', '#ff8fab'],
  },
]

const MINUTE_MS = 60 * 1000

export async function seedDemoAppearances(
  db: Db,
  storage: MediaStorage,
  users: Record<DemoUser, string>,
  now: Date,
): Promise<number> {
  await db.update(seens).set({ requiresApproval: true }).where(eq(seens.seenName, MODERATED_SEEN))
  const names = [...new Set(DEMO_APPEARANCES.map((a) => a.seen))]
  const rows = await db
    .select({
      id: seens.id,
      name: seens.seenName,
      createdById: seens.createdById,
      startAt: seens.startAt,
      endAt: seens.endAt,
      requiresApproval: seens.requiresApproval,
    })
    .from(seens)
    .where(inArray(seens.seenName, names))
  const byName = new Map(rows.map((row) => [row.name, row]))
  let made = 0
  for (const [index, demo] of DEMO_APPEARANCES.entries()) {
    const seen = byName.get(demo.seen)
    if (!seen) continue
    const userId = demo.by === 'guest' ? null : users[demo.by]
    const base64 = await demoPhoto(
      demo.headline.replace(/#\w+/g, '').trim(),
      demo.colors,
      100 + index,
    )
    const image = await processUpload({ base64, kind: 'appearance' }, storage)
    const at = new Date(now.getTime() - (DEMO_APPEARANCES.length - index) * 7 * MINUTE_MS)
    const { id } = await createAppearance(
      db,
      {
        seenId: seen.id,
        seen,
        role: roleFor(userId, seen.createdById, false),
        userId,
        // A demo guest's session is no browser's: nobody can edit these as their owner.
        guestKeyHash: userId ? null : `demo-guest-${index}`,
        record: {
          appearanceShortName: '-new-',
          seenShortName: '',
          displayUserName: demo.name,
          headline: demo.headline,
          caption: demo.caption,
          relativeLocation: 1,
          isHidden: false,
          hasPhoto: true,
        },
        image,
      },
      at,
    )
    if (demo.decision && demo.decision !== 'pending') {
      // Through the same call as the creator's decision, so approved hashtags are suggested.
      await setAppearanceApproval(db, id, demo.decision === 'approved', at)
    }
    made++
  }
  return made
}
