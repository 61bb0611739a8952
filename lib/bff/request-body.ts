/**
 * The body the BFF forwards, read under the API's own size limits: a declared length over the
 * limit is refused before a byte is read, and a body without one is counted as it streams.
 * Next.js itself cuts request bodies at 10 MB, so an over-large upload must be refused here,
 * whole, with a 413 the user can read, rather than arrive truncated and malformed.
 */
import { bodyLimitFor, readLimited } from '../api/http/body';
import { ApiError } from '../api/http/errors';

export async function forwardedBody(request: Request): Promise<Uint8Array | Response> {
  try {
    return await readLimited(request, bodyLimitFor(request.headers.get('content-type') ?? ''));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return Response.json({ error: true, message: error.message }, { status: error.status });
  }
}
