/** Stored files (logos, photos) at /storage/{file}. */
import { config } from '@/lib/config/env';
import { readStoredFile } from '@/lib/storage/files';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = await readStoredFile(config().storageDir, (await params).file);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.type,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // An uploaded SVG must never run script in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    },
  });
}
