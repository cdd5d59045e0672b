import { Fragment } from 'react'
import { captionToText } from '~/shared/sanitize-caption'

/**
 * A stored caption (sanitized text whose only markup is `<br>`, docs/product.md#validation) as text
 * with its line breaks: split at the breaks, every piece rendered as text, never as HTML.
 */
export function SeenCardCaption({ caption }: { caption: string }) {
  const lines = captionToText(caption).split('\n')
  return (
    <p className="line-clamp-3 text-sm text-zinc-700 dark:text-zinc-300">
      {lines.map((line, index) => (
        // Lines have no identity beyond their place in the caption.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  )
}
