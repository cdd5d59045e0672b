import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { openSessionScope } from './features/session/offline-scope'
import { watchConnectivity } from './lib/offline'
import { captureInstallPrompt } from './lib/offline/install'
import { registerServiceWorker } from './lib/offline/service-worker'
import { createQueryClient } from './lib/query-client'
import './offline-kinds'
import { createAppRouter } from './router'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

watchConnectivity()
captureInstallPrompt()
void registerServiceWorker()
const queryClient = createQueryClient()

// The persisted cache is restored before the router starts: route loaders read it. Without
// IndexedDB (some private modes) the app still runs, only without offline data.
await openSessionScope(queryClient).catch(() => undefined)
const router = createAppRouter(queryClient)

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
