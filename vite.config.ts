import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { findMeAssetsPlugin } from './scripts/find-me-assets'
import { lazyPreload, ROUTE_COMPONENT } from './scripts/lazy-preload'
import { precompress } from './scripts/precompress'
import { pwaIcons } from './scripts/pwa-icons'
import { webManifest } from './scripts/pwa-manifest'
import { shellChunk } from './scripts/shell-chunk'
import { welcomePage } from './scripts/welcome-page'

const API_SERVER = 'http://localhost:8080'
/** Paths the Hono server owns; in development Vite forwards them to it. */
const serverPaths = ['/api', '/bff', '/account', '/media']
/**
 * Part of the persisted cache's buster: every build starts from fresh data
 * (docs/architecture/offline.md).
 */
const buildId = process.env.SEEN_BUILD_ID ?? Date.now().toString(36)
/** The app, which src/boot.ts imports once the boot screen is drawn. */
const APP = /[\\/]src[\\/]main\.tsx$/
/**
 * The page most starts land on (the Seen list), and the one a shared link or QR code opens (a
 * Seen's page): each one's code loads as one chunk.
 */
const shell = shellChunk(
  APP,
  /[\\/]src[\\/]routes[\\/]seen_list\.tsx\?tsr-split=component$/,
  /[\\/]src[\\/]routes[\\/]seen\.tsx\?tsr-split=component$/,
  ROUTE_COMPONENT,
)
/** Only the app's and the routes' imports name their chunks as preload links. */
const preloadLinks = lazyPreload([APP, ROUTE_COMPONENT])
const OFFLINE_PLATFORM = /[\\/]src[\\/]lib[\\/]offline[\\/]/
/** Libraries every page runs first: one chunk compresses better than a dozen small ones. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/
/**
 * The parts of React Query the first page never runs, each in a chunk that whatever uses it
 * loads: the persistence (the persister, its dehydrate and hydrate), which only the offline
 * start uses, and the mutation hooks of forms and dialogs (the list queues its reactions through
 * the outbox instead).
 */
const QUERY_PERSISTENCE =
  /node_modules[\\/]@tanstack[\\/](react-query-persist-client|query-persist-client-core|query-core[\\/]build[\\/]modern[\\/]hydration\.js)/
const QUERY_MUTATIONS =
  /node_modules[\\/]@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/]mutationObserver|react-query[\\/]build[\\/]modern[\\/](useMutation|useMutationState|mutationOptions))\.js/

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __SEEN_BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    // The router plugin must run before React's so route files are split before transformation.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
    pwaIcons(),
    findMeAssetsPlugin(),
    // docs/architecture/offline.md: our own service worker (sw/) with the shell's precache list
    // injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/lib/offline/service-worker.ts registers it and owns the update prompt.
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // pages/ holds `/`'s page with the welcome words, for first visits only. The face
        // engine's worker (Human and tfjs, 1.5 MB) is kept at first use instead (sw/find-me.ts).
        globIgnores: ['screenshots/**', 'pages/**', 'assets/find-me.worker-*.js'],
      },
    }),
    shell.plugin,
    preloadLinks.plugin,
    welcomePage(),
    precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: API_SERVER }])),
  },
  build: {
    // SEEN_CLIENT_DIR lets parallel checkouts and test runs build side by side.
    outDir: process.env.SEEN_CLIENT_DIR ?? 'dist/client',
    emptyOutDir: true,
    modulePreload: {
      // Every browser the app supports preloads modules itself.
      polyfill: false,
      // The offline start's, a dialog's or a lazy part's chunks are fetched as the browser finds
      // their imports, not named ahead as preload links: adding those links was a task of
      // 15–30 ms on a laptop (60–110 on a phone), and nobody waits on that code as it loads.
      resolveDependencies: preloadLinks.resolveDependencies,
    },
    rolldownOptions: {
      // The offline platform's modules only declare (no top-level effects), so what a page does
      // not use of its barrel (the outbox, the persister, IndexedDB) stays out of that page.
      treeshake: {
        moduleSideEffects: (id: string) => (OFFLINE_PLATFORM.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // The entry imports the app through it: in a bigger chunk, the entry would run that
            // chunk (and the framework it imports) before the first frame.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 4 },
            {
              name: 'query-persistence',
              test: QUERY_PERSISTENCE,
              priority: 5,
              includeDependenciesRecursively: false,
            },
            {
              name: 'query-mutations',
              test: QUERY_MUTATIONS,
              priority: 5,
              includeDependenciesRecursively: false,
            },
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            { name: 'shell', test: shell.test, priority: 2 },
            {
              // Icons the shell and the list do not draw: ~0.3 KiB each, so one chunk of them
              // costs a page less than a round trip per icon.
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              priority: 0,
            },
            {
              // The list's own code: no other page loads it.
              name: 'seen-list',
              test: shell.firstPage,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              // What the list shares with other pages (avatars, lazy images, the reaction
              // hooks): one chunk for the list, and what a Seen's page takes without the list.
              name: 'list-shared',
              test: shell.firstPageShared,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              // The same for a shared Seen's page, with what only it needs.
              name: 'seen-page',
              test: shell.sharedPage,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
})
