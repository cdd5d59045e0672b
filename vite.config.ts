import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const API_SERVER = 'http://localhost:8080'
/** Paths the Hono server owns; in development Vite forwards them to it. */
const serverPaths = ['/api', '/bff', '/account', '/media']

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
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
    // Offline issue: vite-plugin-pwa (injectManifest, source in sw/) is added here.
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
  },
})
