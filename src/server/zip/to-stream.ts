/** A ZIP's chunks as a response body, pull-driven: the next is made only when the client has taken the last. */
export function toStream(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}
