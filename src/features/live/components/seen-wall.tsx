import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Expand, LayoutGrid, Square, X } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { clipOf } from '~/features/appearances/clips/clip'
import { ClipBadge } from '~/features/appearances/clips/clip-badge'
import { appearanceListQuery } from '~/features/appearances/list/queries'
import { useIdleFade } from '~/features/appearances/slideshow/use-slideshow'
import { LazyQrCode } from '~/features/share/components/lazy-qr-code'
import { imageUrl } from '~/lib/images'
import type { Appearance } from '~/shared/schemas/appearance'
import type { SeenDetail } from '~/shared/schemas/seen-detail'
import { SHARE_TEXT, seenLink } from '~/shared/share'
import { type LiveMessage, useLiveMessages } from '../live-store'
import { useLiveSeen } from '../use-live-seen'
import {
  addToWall,
  mosaicGrid,
  WALL_ROTATE_MS,
  type WallState,
  wallAfterRemoval,
} from '../wall-model'

export const WALL_TEXT = {
  label: (seenName: string) => `Wall of ${seenName}`,
  join: 'Scan to add your photos',
  mosaic: 'Mosaic',
  single: 'One at a time',
  fullscreen: 'Full screen',
  exit: 'Exit wall',
  empty: 'Photos appear here as soon as people post them.',
  newest: 'Newest',
} as const

type Mode = 'mosaic' | 'single'

/**
 * The wall for a projector or TV: the newest photos as a mosaic (or one at a time), the newest
 * highlighted with who posted it, and the Seen's QR code in a corner so people in the room can
 * join. It holds a fixed number of photos, so it runs for hours without growing.
 */
export function SeenWall({ seen }: { seen: SeenDetail }) {
  useLiveSeen(seen.shortName, { applyToCache: false })
  const [wall, setWall] = useState<WallState>(() =>
    addToWall({ items: [], newest: null }, seen, seen.appearances),
  )
  // The list's first page, read fresh: the stream resumes from where it was read, so nothing
  // posted since the Seen's detail was read (perhaps from the cache) is missed.
  const firstPage = useInfiniteQuery(appearanceListQuery(seen.shortName, 'viewer')).data?.pages[0]
  useEffect(() => {
    if (firstPage) setWall((current) => addToWall(current, seen, firstPage))
  }, [firstPage, seen])
  const [mode, setMode] = useState<Mode>('mosaic')
  const [index, setIndex] = useState(0)
  const idle = useIdleFade()

  const onLive = useCallback(
    (message: LiveMessage) => {
      if (message.type === 'appearance') {
        setWall((current) => addToWall(current, seen, [message.appearance], true))
        setIndex(0)
      } else if (message.type === 'removed') {
        setWall((current) => wallAfterRemoval(current, message.appearanceShortName))
      }
    },
    [seen],
  )
  useLiveMessages(seen.shortName, onLive)
  useEffect(() => {
    if (mode !== 'single') return
    const timer = setInterval(() => setIndex((i) => i + 1), WALL_ROTATE_MS)
    return () => clearInterval(timer)
  }, [mode])

  const link = seenLink(window.location.origin, seen.shortName)
  const fade = `transition-opacity duration-700 ${idle ? 'pointer-events-none opacity-0' : 'opacity-100'}`
  const shown = wall.items.length > 0 ? wall.items[index % wall.items.length] : undefined
  // Until something arrives live, the newest photo already there is the highlighted one.
  const newest = wall.newest ?? wall.items[0]?.appearanceShortName
  const mosaic = wall.items.slice(0, 9)
  const layout = mosaicGrid(mosaic.length)
  return createPortal(
    <section
      aria-label={WALL_TEXT.label(seen.seenName)}
      className={`fixed inset-0 z-50 overflow-hidden bg-black text-white ${idle ? 'cursor-none' : ''}`}
    >
      <div
        className={`absolute inset-x-0 top-0 z-10 flex flex-wrap items-center gap-2 bg-gradient-to-b from-black/80 to-transparent p-4 ${fade}`}
      >
        <h1 className="mr-auto text-xl font-bold">{seen.seenName}</h1>
        <button
          type="button"
          aria-pressed={mode === 'mosaic'}
          onClick={() => setMode('mosaic')}
          className="wall-button"
        >
          <LayoutGrid aria-hidden="true" className="size-4" /> {WALL_TEXT.mosaic}
        </button>
        <button
          type="button"
          aria-pressed={mode === 'single'}
          onClick={() => setMode('single')}
          className="wall-button"
        >
          <Square aria-hidden="true" className="size-4" /> {WALL_TEXT.single}
        </button>
        <button
          type="button"
          onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
          className="wall-button"
        >
          <Expand aria-hidden="true" className="size-4" /> {WALL_TEXT.fullscreen}
        </button>
        <Link to="/seen" search={{ shortname: seen.shortName }} className="wall-button">
          <X aria-hidden="true" className="size-4" /> {WALL_TEXT.exit}
        </Link>
      </div>
      {wall.items.length === 0 ? (
        <p className="flex h-full items-center justify-center p-8 text-center text-2xl">
          {WALL_TEXT.empty}
        </p>
      ) : mode === 'single' && shown ? (
        <WallPhoto
          item={shown}
          highlight={shown.appearanceShortName === newest}
          className="h-full w-full"
        />
      ) : (
        <ul className={`grid h-full gap-1 p-1 ${layout.grid}`}>
          {mosaic.map((item, i) => (
            <li key={item.appearanceShortName} className={`min-h-0 ${i === 0 ? layout.first : ''}`}>
              <WallPhoto
                item={item}
                highlight={item.appearanceShortName === newest}
                className="h-full w-full"
              />
            </li>
          ))}
        </ul>
      )}
      <figure className="absolute right-4 bottom-4 z-10 flex flex-col items-center gap-1 rounded-xl bg-white p-2 text-zinc-900 shadow-xl">
        <LazyQrCode
          value={link}
          label={SHARE_TEXT.qrLabel(seen.seenName)}
          className="size-28 lg:size-36"
        />
        <figcaption className="text-xs font-semibold lg:text-sm">{WALL_TEXT.join}</figcaption>
      </figure>
    </section>,
    document.body,
  )
}

function WallPhoto({
  item,
  highlight,
  className,
}: {
  item: Appearance
  highlight: boolean
  className: string
}) {
  const clip = clipOf(item)
  return (
    <figure
      data-newest={highlight || undefined}
      className={`relative overflow-hidden bg-zinc-900 ${highlight ? 'ring-4 ring-brand-300 ring-inset' : ''} ${className}`}
    >
      <img
        src={imageUrl(item.imageInfo, 'reduced')}
        alt={item.headline}
        className="h-full w-full object-cover"
      />
      {/* A clip's poster: the wall never plays sound in the room, nor starts what nobody asked. */}
      {clip ? <ClipBadge seconds={clip.durationSeconds} labelled className="top-3 left-3" /> : null}
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-3 text-left">
        {highlight ? (
          <span className="mr-2 rounded bg-brand-300 px-1.5 text-xs font-bold text-black uppercase">
            {WALL_TEXT.newest}
          </span>
        ) : null}
        <span className="font-semibold">{item.displayUserName}</span>
        {item.headline ? (
          <span className="block truncate text-sm opacity-90">{item.headline}</span>
        ) : null}
      </figcaption>
    </figure>
  )
}
