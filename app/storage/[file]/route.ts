/**
 * Stored files (logos, photos) at /storage/{file}: read from STORAGE_DIR, or, when the API runs
 * as its own service (API_UPSTREAM_URL), from that service, which is where uploads land.
 */
import { config } from '@/lib/config/env';
import { isSafeFileName, readStoredFile } from '@/lib/storage/files';

const FILE_HEADERS = {
  'Cache-Control': 'public, max-age=3600',
  'X-Content-Type-Options': 'nosniff',
  // An uploaded SVG must never run script in our origin.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
};

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  const { apiUpstreamUrl, storageDir } = config();
  if (apiUpstreamUrl) {
    if (!isSafeFileName(name)) return new Response('Not found', { status: 404 });
    const upstream = await fetch(new URL(`/storage/${name}`, apiUpstreamUrl));
    if (!upstream.ok) return new Response('Not found', { status: 404 });
    return new Response(upstream.body, {
      headers: {
        'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        ...FILE_HEADERS,
      },
    });
  }
  const file = await readStoredFile(storageDir, name);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: { 'Content-Type': file.type, ...FILE_HEADERS },
  });
}
