/**
 * Exports pass through the database's bulk lane (lib/db/bulk-lane.ts) one chunk at a time, so
 * that a large school's downloads yield to everyone's screens.
 */

/** A CSV export: streamed batch by batch from a snapshot (csv.ts), and so paced. */
export const isBulkResponse = (response: Response) =>
  response.headers.get('Content-Type')?.startsWith('text/csv') ?? false;

/**
 * The same response with its body read one chunk per bulk step: each read of the original
 * stream (for an export, a batch fetched and encoded) happens inside `step`. The original
 * must produce a chunk only when asked (highWaterMark 0, as csvResponse's does), or it would
 * read ahead outside the lane.
 */
export function pacedResponse(
  response: Response,
  step: <T>(work: () => Promise<T>) => Promise<T>,
): Response {
  if (!response.body) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>(
    {
      pull: (controller) =>
        step(async () => {
          const { value, done } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        }),
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
