const RULES = [
  {
    title: 'Approval of appearances',
    text: 'With approval switched on, new appearances wait until the host approves or rejects them, and a decision can be changed later. Others see only approved appearances, and their own.',
  },
  {
    title: 'Join requests',
    text: 'A Seen can ask people to request to join, with an optional message. The host approves or rejects each request; an approved one makes the person a member.',
  },
  {
    title: 'Invitations',
    text: 'An invitation-only Seen is closed to anyone the host has not invited. Accepting an invitation makes you a member, and the host can revoke one while it is still pending.',
  },
  {
    title: 'Open Seens',
    text: 'A host can also leave a Seen open: anyone may post, or anyone who is logged in, and the first appearance makes them a member. Public Seens appear in everyone’s list; private ones stay out of it.',
  },
]

export function WelcomeModeration() {
  return (
    <section aria-labelledby="moderation-title" className="flex flex-col gap-4">
      <h2 id="moderation-title" className="text-2xl font-bold text-zinc-900 dark:text-white">
        How hosts moderate
      </h2>
      <p className="max-w-2xl text-zinc-700 dark:text-zinc-300">
        Every Seen belongs to the host who made it, and the host decides how open it is.
      </p>
      <dl className="grid gap-4 sm:grid-cols-2">
        {RULES.map(({ title, text }) => (
          <div key={title} className="card">
            <dt className="font-semibold text-zinc-900 dark:text-white">{title}</dt>
            <dd className="mt-1 text-zinc-700 dark:text-zinc-300">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
