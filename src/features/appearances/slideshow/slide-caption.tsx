import type { Slide, SlideshowShow } from './slides'

/** The chosen fields of one slide over the bottom of the picture. */
export function SlideCaption({
  slide,
  show,
  className,
}: {
  slide: Slide
  show: SlideshowShow
  className: string
}) {
  const meta = [
    show.name ? slide.name : null,
    show.location ? slide.location : null,
    show.sponsor ? slide.sponsor : null,
    show.date ? slide.date : null,
  ].filter((part): part is string => Boolean(part))
  return (
    <div
      className={`absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-6 ${className}`}
    >
      {show.headline && slide.headline ? (
        <p className="text-2xl font-bold">{slide.headline}</p>
      ) : null}
      {show.caption && slide.caption ? (
        <p className="mt-1 whitespace-pre-line text-base text-zinc-100">{slide.caption}</p>
      ) : null}
      {meta.length > 0 ? <p className="mt-2 text-sm text-zinc-300">{meta.join(' · ')}</p> : null}
    </div>
  )
}
