/**
 * Public stored files (school logos) at /storage/{file}: read from STORAGE_DIR, or, when the
 * API runs as its own service (API_UPSTREAM_URL), from that service, where uploads land.
 * Private files (photos, attachments) are never served here: they go through the API at
 * /api/files/{file} (lib/storage/files.ts). Security headers come from next.config.ts.
 */
import { config } from '@/lib/config/env';
import { PUBLIC_CACHE, isPrivateFile, isSafeFileName, readPublicFile } from '@/lib/storage/files';

const notFound = () => new Response('Not found', { status: 404 });

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  const { apiUpstreamUrl, storageDir } = config();
  if (apiUpstreamUrl) {
    if (!isSafeFileName(name) || isPrivateFile(name)) return notFound();
    const upstream = await fetch(new URL(`/storage/${name}`, apiUpstreamUrl));
    if (!upstream.ok) return notFound();
    return new Response(upstream.body, {
      headers: {
        'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'Cache-Control': PUBLIC_CACHE,
      },
    });
  }
  const file = await readPublicFile(storageDir, name);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.bytes), {
    headers: { 'Content-Type': file.type, 'Cache-Control': PUBLIC_CACHE },
  });
}
