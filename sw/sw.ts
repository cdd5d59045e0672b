/**
 * The service worker (docs/architecture/offline.md), built by vite-plugin-pwa (injectManifest) into
 * `/sw.js`. Each concern is its own module; the order of registration is the order routes match.
 */
import { serveAccountPagesOffline } from './account-offline'
import { serveFindMeFiles } from './find-me'
import { serveImages } from './images'
import { serveNavigations } from './navigation'
import { precacheShell } from './precache'
import { showPushes } from './push'
import { receiveSharedPhotos } from './share-target'
import { relayBackgroundSync } from './sync'
import { acceptUpdates } from './update'

precacheShell()
receiveSharedPhotos()
serveNavigations()
serveAccountPagesOffline()
serveImages()
serveFindMeFiles()
relayBackgroundSync()
acceptUpdates()
showPushes()
