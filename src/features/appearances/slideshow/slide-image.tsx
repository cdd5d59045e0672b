import { useState } from 'react'

/**
 * The slide's picture without a blank frame between slides: the new image loads in an
 * invisible element and replaces the shown one only once it has loaded (and was preloaded).
 */
export function SlideImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [shown, setShown] = useState(src)
  const className = 'absolute inset-0 size-full object-contain'
  return (
    <>
      {shown ? (
        <img src={shown} alt={shown === src ? alt : ''} decoding="sync" className={className} />
      ) : null}
      {src && src !== shown ? (
        <img
          src={src}
          alt=""
          aria-hidden="true"
          onLoad={() => setShown(src)}
          onError={() => setShown(src)}
          className={`${className} opacity-0`}
        />
      ) : null}
    </>
  )
}
