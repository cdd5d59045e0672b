import { DEMO_GUEST_SEEN_SHORT_NAME } from '~/shared/demo-seen'
import type { KnownCity } from './cities'

type DemoUser = 'alice' | 'bob' | 'carol'

export interface DemoSeen {
  by: DemoUser
  name: string
  headline: string
  caption: string
  city: KnownCity
  type: 1 | 2 | 3
  /** [start in hours from now (negative = past), duration hours, days before, days after] */
  when: [number, number, number, number]
  colors: [string, string]
  sponsor?: string
  likedBy?: DemoUser[]
  bookmarkedBy?: DemoUser[]
  members?: DemoUser[]
  /** A fixed short name instead of a random one (the guest Seen the welcome page links to). */
  shortName?: string
}

/**
 * A dozen public Seens around the world: past, live and upcoming (relative to the seeding time),
 * and the guest Seen a newcomer tries first: open to anonymous posting (type 1, no approval) and
 * live for 91 days from the seeding (the longest window docs/product.md#validation allows: 90 days
 * after).
 */
export const DEMO_SEENS: DemoSeen[] = [
  {
    by: 'alice',
    name: 'Jazz on the Seine',
    headline: 'Live jazz on a riverboat #jazz #livemusic',
    caption: 'A warm evening, three bands and the lights of Paris.\nBring friends! #paris',
    city: 'paris',
    type: 1,
    when: [-2, 5, 0, 1],
    colors: ['#1d3557', '#e76f51'],
    sponsor: 'Seine Sessions',
    likedBy: ['bob', 'carol'],
    bookmarkedBy: ['carol'],
  },
  {
    by: 'bob',
    name: 'Lagos Tech Meetup',
    headline: 'Founders, builders and jollof #tech #startups',
    caption: 'Lightning talks, demos and a lot of networking.\nLaptops welcome.',
    city: 'lagos',
    type: 2,
    when: [5 * 24, 4, 1, 1],
    colors: ['#006d77', '#83c5be'],
    likedBy: ['alice'],
    members: ['carol'],
  },
  {
    by: 'carol',
    name: 'Harbour Swim',
    headline: 'Morning dip in Copenhagen harbour #swimming #summer',
    caption: 'The water is cold, the coffee is hot.\nMeet at Islands Brygge.',
    city: 'copenhagen',
    type: 1,
    when: [12 * 24, 2, 0, 1],
    colors: ['#0077b6', '#90e0ef'],
    bookmarkedBy: ['alice', 'bob'],
  },
  {
    by: 'alice',
    name: 'Street Art Walk',
    headline: 'Murals of Kreuzberg and Friedrichshain #streetart',
    caption: 'A three-hour walk with two local artists.\nComfortable shoes! #berlin',
    city: 'berlin',
    type: 1,
    when: [-20 * 24, 3, 0, 2],
    colors: ['#3a0ca3', '#f72585'],
    likedBy: ['bob', 'carol'],
  },
  {
    by: 'bob',
    name: 'Rooftop Wedding',
    headline: 'Ada & Tom say yes over Manhattan #wedding',
    caption: 'Ceremony at five, dancing until late.\nShare your photos here! #love',
    city: 'newYork',
    type: 3,
    when: [30 * 24, 8, 1, 7],
    colors: ['#ffafcc', '#cdb4db'],
    members: ['alice'],
    likedBy: ['alice', 'carol'],
  },
  {
    by: 'carol',
    name: 'Night Market',
    headline: 'Street food under paper lanterns #food #nightmarket',
    caption: 'Yakitori, taiyaki and late-night ramen.\n#tokyo',
    city: 'tokyo',
    type: 1,
    when: [-20, 6, 0, 2],
    colors: ['#9d0208', '#ffba08'],
    likedBy: ['alice'],
    bookmarkedBy: ['bob'],
  },
  {
    by: 'alice',
    name: 'Sunrise Yoga',
    headline: 'Salute the sun at Bondi #yoga #sunrise',
    caption: 'All levels welcome. Mats provided.\nTea afterwards.',
    city: 'sydney',
    type: 2,
    when: [3 * 24, 1.5, 0, 1],
    colors: ['#ff9e00', '#ff5400'],
    members: ['carol'],
  },
  {
    by: 'bob',
    name: 'City Marathon',
    headline: 'Forty-two kilometres of ocean views #running #marathon',
    caption: 'Cheer zone at the waterfront.\nPost your finish-line photos! #capetown',
    city: 'capeTown',
    type: 1,
    when: [-40 * 24, 7, 1, 3],
    colors: ['#2b9348', '#aacc00'],
    likedBy: ['alice', 'carol'],
    bookmarkedBy: ['carol'],
  },
  {
    by: 'carol',
    name: 'Canal Photo Walk',
    headline: 'Golden hour along the canals #photography',
    caption: 'Bring any camera, phones included.\n#amsterdam #canals',
    city: 'amsterdam',
    type: 1,
    when: [-3, 3, 0, 1],
    colors: ['#14213d', '#fca311'],
    likedBy: ['bob'],
    bookmarkedBy: ['alice'],
  },
  {
    by: 'alice',
    name: 'Family Reunion',
    headline: 'The Moreau family, all four generations #family',
    caption: 'Paella at noon, football at four.\nPhotos of the old days welcome! #reunion',
    city: 'barcelona',
    type: 3,
    when: [45 * 24, 10, 2, 7],
    colors: ['#e9c46a', '#f4a261'],
    members: ['bob'],
  },
  {
    by: 'bob',
    name: 'Indie Film Night',
    headline: 'Five short films and a Q&A #film #indie',
    caption: 'Popcorn is on us.\nVote for your favourite.',
    city: 'toronto',
    type: 1,
    when: [-8 * 24, 3, 0, 3],
    colors: ['#212529', '#6c757d'],
    likedBy: ['carol'],
  },
  {
    by: 'carol',
    name: 'Northern Lights Watch',
    headline: 'Chasing the aurora outside the city #northernlights',
    caption: 'Warm clothes, thermos and tripods.\nWe leave at ten. #nightsky',
    city: 'reykjavik',
    type: 2,
    when: [60 * 24, 5, 1, 2],
    colors: ['#03045e', '#2ec4b6'],
    bookmarkedBy: ['alice', 'bob'],
  },
  {
    by: 'alice',
    name: 'Design Conference',
    headline: 'Two days of talks on product design #design #conference',
    caption: 'Workshops on day two.\nSlides and photos go here.',
    city: 'sanFrancisco',
    type: 1,
    when: [20 * 24, 9, 2, 2],
    colors: ['#5f0f40', '#fb8b24'],
    likedBy: ['bob'],
  },
  {
    by: 'carol',
    name: 'Food Festival',
    headline: 'Tacos, mole and mezcal #food #festival',
    caption: 'Over sixty stalls in the park.\nCome hungry! #mexicocity',
    city: 'mexicoCity',
    type: 1,
    when: [-3 * 24, 10, 0, 5],
    colors: ['#d00000', '#ffba08'],
    likedBy: ['alice', 'bob'],
    bookmarkedBy: ['bob'],
  },
  {
    by: 'alice',
    name: 'Summer Garden Party',
    headline: 'Try it: post your photos as a guest #demo',
    caption:
      'This demo Seen is open to everyone, no account needed.\nScan its poster with your phone, pick your photos, done.',
    city: 'london',
    type: 1,
    when: [-1, 24, 0, 90],
    colors: ['#2d6a4f', '#b7e4c7'],
    sponsor: 'Seen demo',
    shortName: DEMO_GUEST_SEEN_SHORT_NAME,
  },
]

/** Who follows whom among the demo users. */
export const DEMO_FOLLOWS: [DemoUser, DemoUser][] = [
  ['alice', 'bob'],
  ['alice', 'carol'],
  ['bob', 'alice'],
  ['carol', 'alice'],
]
