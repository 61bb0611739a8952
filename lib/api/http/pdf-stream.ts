/**
 * A PDF written in pieces as a response body (ID cards, report cards): `write` hands each chunk
 * on as the writer flushes it, so the first bytes leave at once and a class of 1,000 never
 * sits whole in memory; a failure midway errors the stream.
 */
export function pdfStream(write: (onChunk: (chunk: Buffer) => void) => Promise<void>) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      write((chunk) => controller.enqueue(new Uint8Array(chunk))).then(
        () => controller.close(),
        (error: unknown) => controller.error(error),
      );
    },
  });
}
