import { captionToText } from '~/shared/sanitize-caption'

/** A stored caption (text with `<br>`) shown as text with its line breaks, never as HTML. */
export function CaptionText({ caption }: { caption: string }) {
  return <p className="whitespace-pre-line">{captionToText(caption)}</p>
}
