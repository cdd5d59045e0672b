// Starts the app's code and the code of the page the URL names as soon as the first
// frame is drawn (scripts/route-preload.ts writes the list into the page). Not before: the first
// paint (the boot screen, a Seen's preview) needs only the HTML, its CSS and photo, which then have
// the connections to themselves. Deferred, so it blocks neither the parser nor the first paint;
// the entry (src/boot.ts) waits for the same frame, and whichever adds a link first, the other
// does not add it again. Any failure only means the page loads its code the usual way.
;(() => {
  /** Adds one `<link rel="modulepreload">` per file, in one insertion (each costs a phone ms). */
  function preload(files, indexes) {
    // The entry's import may have added some already (Vite's helper names the app's chunks).
    const present = new Set(
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    )
    const links = document.createDocumentFragment()
    for (const at of indexes ?? []) {
      if (present.has(`/${files[at]}`)) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      // As the bundler's own links: the module loads reuse the preloaded copies.
      link.crossOrigin = ''
      link.href = `/${files[at]}`
      links.appendChild(link)
    }
    document.head.appendChild(links)
  }

  /** Adds the links once, whichever of the waits below ends first. */
  let added = false
  function addLinks() {
    if (added) return
    added = true
    try {
      const block = document.getElementById('route-chunks')
      if (!block?.textContent) return
      const { files, app, routes } = JSON.parse(block.textContent)
      const segment = location.pathname.split('/')[1] ?? ''
      // The app's first (the framework is most of the bytes); the page's, up to 40 links, in a
      // task of their own.
      preload(files, app)
      setTimeout(() => preload(files, routes[segment]), 0)
    } catch {
      // Nothing preloaded: the app and the router fetch the code when they need it.
    }
  }
  // A hidden tab draws no frames; the entry starts the app at once there, and so does this.
  if (document.visibilityState === 'hidden') addLinks()
  else {
    // The frame's callback runs before its paint; the task after it, once the frame is drawn.
    requestAnimationFrame(() => setTimeout(addLinks, 0))
    // As the entry's own fallback (BOOT_FRAME_FALLBACK_MS in src/boot.ts).
    setTimeout(addLinks, 500)
  }
})()
