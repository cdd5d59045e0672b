import { Fragment } from 'react'
import { captionLines } from './caption-lines'

/** The caption as text lines with line breaks: safe without dangerouslySetInnerHTML. */
export function SeenCaption({
  caption,
  className = '',
}: {
  caption: string | null | undefined
  className?: string
}) {
  const lines = captionLines(caption)
  if (lines.length === 0) return null
  return (
    <p className={className}>
      {lines.map((line, index) => (
        // Lines have no identity of their own; their order is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  )
}
