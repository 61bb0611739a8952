/**
 * Reading a request body safely: a size limit checked against Content-Length before anything
 * is read and again by counting the bytes as they stream in (a body may lie about its length
 * or send none), and every malformed body — bad JSON, broken multipart, a content type the
 * route does not take — answered 400, never 500.
 */
import { ApiError } from './errors';
import { apiMessage } from './messages';

/** An upload (multipart): the 10 MB file limit plus room for the form's own framing. */
export const MAX_UPLOAD_BODY_BYTES = 10 * 1024 * 1024 + 64 * 1024;
/** A JSON or URL-encoded form body: far above any real form. */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;

export function bodyTooLarge(limit: number): ApiError {
  const megabytes = Math.floor(limit / (1024 * 1024));
  return new ApiError('payloadTooLarge', apiMessage('body.tooLarge', { megabytes }));
}

/** A 400 for a body that cannot be read: `key` of the api catalogue's `body` messages. */
export function badBody(key: string): ApiError {
  return new ApiError('badRequest', apiMessage(key));
}

/** The limit for a body of this content type. */
export function bodyLimitFor(contentType: string): number {
  return /multipart\/form-data/i.test(contentType) ? MAX_UPLOAD_BODY_BYTES : MAX_FORM_BODY_BYTES;
}

/** Refuses a declared length over `limit` before reading a byte. */
export function refuseDeclaredLength(headers: Headers, limit: number): void {
  const declared = headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit)
    throw bodyTooLarge(limit);
}

/**
 * The whole body, read chunk by chunk; stops (and cancels the stream) as soon as more than
 * `limit` bytes have arrived.
 */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  refuseDeclaredLength(request.headers, limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw bodyTooLarge(limit);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badBody('body.unreadable');
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body as the plain object a route's schema parses: JSON, a multipart form (files as
 * File) or a URL-encoded form. An empty body is `{}`, so the schema names what is missing.
 */
export async function readRequestBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  const bytes = await readLimited(request, bodyLimitFor(type));
  if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    try {
      const form = await new Response(bytes as BodyInit, {
        headers: { 'Content-Type': type },
      }).formData();
      return Object.fromEntries(form.entries());
    } catch {
      throw badBody('body.malformedForm');
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badBody('body.notUtf8');
  }
  if (!text.trim()) return {};
  if (type && !/^application\/([\w.+-]+\+)?json\b/i.test(type.trim()))
    throw badBody('body.unsupportedType');
  try {
    return JSON.parse(text);
  } catch {
    throw badBody('body.notJson');
  }
}
