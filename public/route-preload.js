// Starts the code of the page the URL names together with the framework (scripts/route-preload.ts
// writes the list into index.html). A classic script in the head, so the links exist before the
// module scripts run; any failure only means the page loads its code the usual way.
;(() => {
  try {
    const block = document.getElementById('route-chunks')
    if (!block?.textContent) return
    const { files, routes } = JSON.parse(block.textContent)
    const segment = location.pathname.split('/')[1] ?? ''
    // One insertion for all the links: each insertion on its own costs a phone several ms.
    const links = document.createDocumentFragment()
    for (const at of routes[segment] ?? []) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      // As the bundler's own links: the module loads reuse the preloaded copies.
      link.crossOrigin = ''
      link.href = `/${files[at]}`
      links.appendChild(link)
    }
    document.head.appendChild(links)
  } catch {
    // Nothing preloaded: the router fetches the page's code when it matches the URL.
  }
})()
