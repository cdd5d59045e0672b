import { CalendarHeart, Camera, type LucideIcon, MailPlus, WifiOff } from 'lucide-react'

interface Feature {
  title: string
  icon: LucideIcon
  text: string
}

const FEATURES: Feature[] = [
  {
    title: 'A Seen',
    icon: CalendarHeart,
    text: 'An event or a place with a time window. It takes photos from a few days before it starts until a few days after it ends, as its host decides.',
  },
  {
    title: 'Appearances',
    icon: Camera,
    text: 'What people post to a Seen: a photo with a headline, a caption and whether it was taken there or from afar. Like them, follow the people behind them, or sit back and watch the slideshow.',
  },
  {
    title: 'Invitations',
    icon: MailPlus,
    text: 'Hosts invite people by username or e-mail address. Your invitations wait under Notifications, where you accept or decline them.',
  },
  {
    title: 'Works offline',
    icon: WifiOff,
    text: 'Install Seen on your phone or computer. Seens you have opened stay readable without a connection, and what you like or send meanwhile goes out once you are back online.',
  },
]

export function WelcomeFeatures() {
  return (
    <section aria-labelledby="features-title" className="flex flex-col gap-6">
      <h2 id="features-title" className="text-2xl font-bold text-zinc-900 dark:text-white">
        How Seen works
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map(({ title, icon: Icon, text }) => (
          <li key={title} className="card flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-400/15 dark:text-brand-200">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-zinc-900 dark:text-white">{title}</h3>
              <p className="mt-1 text-zinc-700 dark:text-zinc-300">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
