import { escapeHtml } from '../src/shared/escape-html'

/** The page a browser shows instead of its own "no internet" screen; the app stays one tap away. */
export function accountOfflinePage(address: string): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>You are offline · Seen</title>
<style>
  body { margin: 0; min-height: 100dvh; display: grid; place-items: center; font: 16px/1.5 system-ui, sans-serif; color: #18181b; background: #fafafa; }
  main { max-width: 28rem; padding: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  nav { display: flex; gap: 0.75rem; margin-top: 1.25rem; flex-wrap: wrap; }
  a { display: inline-block; padding: 0.6rem 1rem; border-radius: 0.5rem; font-weight: 600; text-decoration: none; }
  .primary { background: #6d28d9; color: #fff; }
  .secondary { border: 1px solid #a1a1aa; color: #18181b; }
  @media (prefers-color-scheme: dark) {
    body { color: #fafafa; background: #09090b; }
    .secondary { color: #fafafa; border-color: #71717a; }
  }
</style>
</head>
<body>
<main>
  <h1>You are offline</h1>
  <p>Logging in, signing up and logging out need a connection. Try again once you are back online.</p>
  <nav>
    <a class="primary" href="${escapeHtml(address)}">Try again</a>
    <a class="secondary" href="/">Back to Seen</a>
  </nav>
</main>
</body>
</html>`
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
